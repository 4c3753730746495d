#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// One banner: a picture filling a rounded card, the title and subtitle over a scrim at its
  /// bottom.
  @MainActor
  final class BannerItemView: UIView, CarouselItemView {
    private let imageView = UIImageView()
    private let scrim = UIView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    /// The URL whose picture this view waits for: a load that completes for another is dropped.
    private var loadingURL: URL?

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      addSubview(imageView)
      scrim.backgroundColor = UIColor.black.withAlphaComponent(0.45)
      addSubview(scrim)
      for (label, style) in [(titleLabel, UIFont.TextStyle.headline), (subtitleLabel, .subheadline)] {
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textColor = .white
        addSubview(label)
      }
    }

    required init?(coder: NSCoder) {
      fatalError("BannerItemView is made in code")
    }

    func configure(
      with banner: BannerCarouselView.Banner, cornerRadius: CGFloat,
      loadImage: (@MainActor (URL, @escaping @MainActor (UIImage?) -> Void) -> Void)?
    ) {
      imageView.image = banner.image
      loadingURL = nil
      if banner.image == nil, let url = banner.imageURL, let loadImage {
        loadingURL = url
        loadImage(url) { [weak self] image in
          guard let self, self.loadingURL == url else { return }  // reused for another banner
          self.imageView.image = image
          self.loadingURL = nil
        }
      }
      titleLabel.text = banner.title
      subtitleLabel.text = banner.subtitle
      subtitleLabel.isHidden = banner.subtitle == nil
      layer.cornerRadius = cornerRadius
      setNeedsLayout()
    }

    func prepareForCarouselReuse() {
      imageView.image = nil
      loadingURL = nil
      titleLabel.text = nil
      subtitleLabel.text = nil
    }

    /// The text size changed (the labels already changed their fonts): lay the wrapped lines
    /// out again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
        setNeedsLayout()
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      imageView.frame = bounds
      let inset: CGFloat = 16
      let width = max(bounds.width - 2 * inset, 0)
      // Heights follow the wrapped text in fonts that follow the user's text size; the title
      // keeps what fits first, the subtitle gets the rest (a label shorter than its text ends
      // its last line with an ellipsis).
      let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
      let available = max(bounds.height - 2 * inset, 0)
      let titleHeight = min(titleLabel.sizeThatFits(fitting).height.rounded(.up), available)
      let subtitleFit = subtitleLabel.sizeThatFits(fitting).height.rounded(.up)
      let subtitleHeight = subtitleLabel.isHidden ? 0 : min(subtitleFit, available - titleHeight)
      subtitleLabel.frame = CGRect(
        x: inset, y: bounds.height - inset - subtitleHeight, width: width, height: subtitleHeight)
      titleLabel.frame = CGRect(
        x: inset, y: subtitleLabel.frame.minY - titleHeight, width: width, height: titleHeight)
      let scrimTop = max(titleLabel.frame.minY - inset, 0)
      scrim.frame = CGRect(x: 0, y: scrimTop, width: bounds.width, height: bounds.height - scrimTop)
    }
  }
#endif

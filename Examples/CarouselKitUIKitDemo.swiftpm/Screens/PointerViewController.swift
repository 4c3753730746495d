import CarouselCore
import CarouselUIKit
import UIKit

/// A card of the pointer screen: a picture, a title and an "Open" button, lifted by the
/// pointer.
final class PointerCardView: UIView, CarouselItemView, UIPointerInteractionDelegate {
  private let imageView = UIImageView()
  private let titleLabel = UILabel()
  private let openButton = UIButton(type: .system)
  private var onOpen: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 20
    layer.cornerCurve = .continuous
    clipsToBounds = true
    backgroundColor = .secondarySystemBackground
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Open"
    configuration.cornerStyle = .capsule
    openButton.configuration = configuration
    // A system button gets the pointer's highlight effect by itself.
    openButton.isPointerInteractionEnabled = true
    openButton.addTarget(self, action: #selector(openTapped), for: .primaryActionTriggered)
    let row = UIStackView(arrangedSubviews: [titleLabel, openButton])
    row.spacing = 8
    row.alignment = .center
    let stack = UIStackView(arrangedSubviews: [imageView, row])
    stack.axis = .vertical
    stack.spacing = 12
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
    addSubview(stack)
    stack.pin(to: self)
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    // The card lifts under the pointer (iPadOS 13.4 and later).
    addInteraction(UIPointerInteraction(delegate: self))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(with promo: Promo, onOpen: @escaping @MainActor () -> Void) {
    imageView.image = Artwork.image(
      symbolName: promo.symbolName, colors: promo.colors, size: CGSize(width: 320, height: 200))
    titleLabel.text = promo.title
    self.onOpen = onOpen
  }

  func prepareForCarouselReuse() {
    onOpen = nil
  }

  @objc private func openTapped() {
    onOpen?()
  }

  // MARK: UIPointerInteractionDelegate

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
    UIPointerStyle(effect: .lift(UITargetedPreview(view: self)))
  }
}

/// For an iPad with a trackpad, a mouse or a keyboard: several cards side by side (an iPad's
/// width shows three or four), moved by a two-finger swipe on the trackpad (it follows the
/// fingers, then glides and snaps as a flick does), a mouse wheel (one card per notch), the
/// keyboard's arrows (the carousel is first responder), or a finger. The pointer lifts the card
/// under it and highlights its button. On a phone it is the same carousel, narrower.
final class PointerViewController: UIViewController {
  private let promos =
    Promo.all
    + Promo.all.map { promo in
      Promo(
        id: promo.id + 100, title: promo.title + " II", subtitle: promo.subtitle, symbolName: promo.symbolName,
        colors: (promo.colors.1, promo.colors.0))
    }
  private let carousel = CarouselView(layout: .linear(itemSize: .absolute(300), spacing: 24, itemHeight: 280))
  private let statusLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    carousel.snapping = .nearest
    carousel.decelerationRate = .normal
    carousel.register(reuseIdentifier: "card") { PointerCardView() }
    carousel.itemProvider = { [unowned self] carousel, index in
      let card = carousel.dequeueReusableItemView(ofType: PointerCardView.self, withReuseIdentifier: "card")
      card.configure(with: promos[index]) { [unowned self] in showStatus("Opened \(promos[index].title)") }
      return card
    }
    carousel.onDidSettle = { [unowned self] index in showStatus("Resting on \(promos[index].title)") }
    carousel.onSelect = { [unowned self] index in showStatus("Clicked \(promos[index].title)") }
    carousel.numberOfItems = promos.count

    let hint = UILabel()
    hint.text = "Two-finger swipe on the trackpad, turn the mouse wheel, or press ← →. Hover a card."
    hint.font = .preferredFont(forTextStyle: .subheadline)
    hint.textColor = .secondaryLabel
    hint.numberOfLines = 0
    hint.textAlignment = .center
    statusLabel.textAlignment = .center
    statusLabel.font = .preferredFont(forTextStyle: .footnote)
    statusLabel.textColor = .secondaryLabel
    showStatus("Resting on \(promos[0].title)")
    let stack = UIStackView(arrangedSubviews: [hint, carousel, statusLabel])
    stack.axis = .vertical
    stack.spacing = 16
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 0, bottom: 24, trailing: 0)
    view.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      carousel.heightAnchor.constraint(equalToConstant: 300),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    carousel.becomeFirstResponder()  // the keyboard's arrows go to the carousel
  }

  private func showStatus(_ text: String) {
    statusLabel.text = text
  }
}

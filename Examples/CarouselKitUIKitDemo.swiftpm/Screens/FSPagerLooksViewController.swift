import CarouselCore
import CarouselUIKit
import UIKit

/// FSPagerView's transformer looks (`.pager(_:)`), one at a time, chosen with a segmented
/// control; each with the item size FSPagerView's own example gives it
/// (`TransformerExampleViewController`).
final class FSPagerLooksViewController: UIViewController {
  private let pictures = ["mountain.2", "sun.max", "leaf", "drop", "snowflake", "moon.stars", "cloud.sun"]
  private let colors: [(UIColor, UIColor)] = [
    (.systemBlue, .systemTeal), (.systemOrange, .systemYellow), (.systemGreen, .systemMint),
    (.systemIndigo, .systemBlue), (.systemTeal, .systemCyan), (.systemPurple, .systemPink), (.systemRed, .systemOrange),
  ]
  private let carousel = CarouselView(layout: .pager(.crossFading))
  private let picker = UISegmentedControl()
  private let nameLabel = UILabel()
  private lazy var verticalRow = VerticalSwitchRow { [unowned self] in lookChanged() }
  private let height: CGFloat = 240

  /// The styles, with the names FSPagerView gives them.
  private let looks: [(name: String, style: PagerTransformLayout.Style)] = [
    ("Cross fading", .crossFading), ("Zoom out", .zoomOut), ("Depth", .depth), ("Overlap", .overlap),
    ("Linear", .linear), ("Cover flow", .coverFlow), ("Ferris wheel", .ferrisWheel(inverted: false)),
    ("Inverted ferris wheel", .ferrisWheel(inverted: true)), ("Cubic", .cubic),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for (i, look) in looks.enumerated() {
      picker.insertSegment(withTitle: "\(i + 1)", at: i, animated: false)
      picker.setAccessibilityLabel(look.name, forSegmentAt: i)
    }
    picker.selectedSegmentIndex = 0
    picker.addTarget(self, action: #selector(lookChanged), for: .valueChanged)
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.textAlignment = .center
    showPictures()
    // The picker, the look's name and the pager, one under the other.
    let column = UIStackView(arrangedSubviews: [picker, verticalRow, nameLabel, carousel])
    column.axis = .vertical
    column.spacing = 16
    column.setCustomSpacing(24, after: nameLabel)
    column.isLayoutMarginsRelativeArrangement = true
    column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: guide.topAnchor),
      column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      picker.widthAnchor.constraint(equalTo: column.widthAnchor, constant: -32),
      carousel.heightAnchor.constraint(equalToConstant: height),
    ])
    column.alignment = .center
    carousel.widthAnchor.constraint(equalTo: column.widthAnchor).isActive = true
    lookChanged()
  }

  /// The pictures, looping, each a gradient with a symbol.
  private func showPictures() {
    carousel.register(reuseIdentifier: "picture") { GradientPictureView() }
    carousel.itemProvider = { [unowned self] carousel, index in
      let view = carousel.dequeueReusableItemView(ofType: GradientPictureView.self, withReuseIdentifier: "picture")
      view.configure(symbolName: pictures[index], colors: colors[index])
      return view
    }
    carousel.itemAccessibilityLabel = { [unowned self] index in "Picture \(index + 1) of \(pictures.count)" }
    carousel.isLooping = true
    carousel.numberOfItems = pictures.count
  }

  @objc private func lookChanged() {
    let look = looks[max(picker.selectedSegmentIndex, 0)]
    nameLabel.text = look.name
    // Vertical: FSPagerView's `scrollDirection = .vertical` (its item size's width runs along y).
    carousel.setLayout(verticalRow.applied(to: AnyCarouselLayout(Self.layout(look.style, height: Double(height)))))
  }

  /// FSPagerView's example sizes: the whole pager for cross fading, zoom out and depth,
  /// 0.6 × 0.75 of it for overlap and linear, 180 × 140 for the ferris wheels, 220 × 170 for
  /// cover flow, 0.9 × 0.9 for the cube.
  static func layout(_ style: PagerTransformLayout.Style, height: Double) -> PagerTransformLayout {
    switch style {
    case .crossFading, .zoomOut, .depth: .pager(style)
    case .overlap, .linear: .pager(style, itemSize: .fraction(0.6), itemHeight: height * 0.75)
    case .ferrisWheel: .pager(style, itemSize: .absolute(180), itemHeight: 140)
    case .coverFlow: .pager(style, itemSize: .absolute(220), itemHeight: 170)
    case .cubic: .pager(style, itemSize: .fraction(0.9), itemHeight: height * 0.9)
    }
  }
}

/// A picture drawn in code: a gradient with a symbol.
final class GradientPictureView: UIView, CarouselItemView {
  private let background = GradientView()
  private let symbolView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    layer.cornerRadius = 12
    addSubview(background)
    background.pin(to: self)
    symbolView.tintColor = .white
    symbolView.contentMode = .scaleAspectFit
    symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    addSubview(symbolView)
    symbolView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      symbolView.centerXAnchor.constraint(equalTo: centerXAnchor),
      symbolView.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(symbolName: String, colors: (UIColor, UIColor)) {
    background.colors = colors
    symbolView.image = UIImage(systemName: symbolName)
  }
}

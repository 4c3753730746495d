import CarouselCore
import CarouselUIKit
import UIKit

/// iCarousel's looks, chosen with a segmented control, and their inverted variants with a
/// switch: rotary, cylinder, wheel (CarouselKit's `.ring`) and time machine; and cover flow 2
/// (`.coverFlow(style: .coverFlow2)`), whose items flip when the current item changes (it has
/// no inverted variant: the switch is off for it). Each look is also vertical with the other
/// switch (iCarousel's `vertical = YES`: `.vertical()`).
final class ICarouselLooksViewController: UIViewController {
  /// A look of the segmented control.
  private enum Look: Int, CaseIterable {
    case rotary, cylinder, wheel, timeMachine
    case coverFlow2

    var title: String {
      switch self {
      case .rotary: return "Rotary"
      case .cylinder: return "Cylinder"
      case .wheel: return "Wheel"
      case .timeMachine: return "Time machine"
      case .coverFlow2: return "Cover flow 2"
      }
    }

    /// The layout, and iCarousel's name for it.
    func layout(inverted: Bool) -> (layout: AnyCarouselLayout, name: String) {
      let prefix = inverted ? "iCarouselTypeInverted" : "iCarouselType"
      switch self {
      case .rotary: return (AnyCarouselLayout(.rotary(inverted: inverted)), prefix + "Rotary")
      case .cylinder: return (AnyCarouselLayout(.cylinder(inverted: inverted)), prefix + "Cylinder")
      case .wheel: return (AnyCarouselLayout(.ring(inverted: inverted)), prefix + "Wheel")
      case .timeMachine: return (AnyCarouselLayout(.timeMachine(inverted: inverted)), prefix + "TimeMachine")
      case .coverFlow2: return (AnyCarouselLayout(.coverFlow(style: .coverFlow2)), "iCarouselTypeCoverFlow2")
      }
    }

    /// Whether iCarousel has an inverted variant of the look.
    var hasInvertedVariant: Bool { self != .coverFlow2 }
  }

  private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
  private let numbers = Array(1...20)
  private let carousel = CarouselView(layout: .cylinder())
  private let looks = UISegmentedControl(items: Look.allCases.map(\.title))
  private let invertedSwitch = UISwitch()
  private let nameLabel = UILabel()
  private lazy var verticalRow = VerticalSwitchRow { [unowned self] in lookChanged() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    carousel.isLooping = true
    carousel.register(reuseIdentifier: "number") { UILabel() }
    carousel.itemProvider = { [unowned self] carousel, index in
      let label = carousel.dequeueReusableItemView(ofType: UILabel.self, withReuseIdentifier: "number")
      label.text = "\(numbers[index])"
      label.font = .preferredFont(forTextStyle: .largeTitle)
      label.textColor = .white
      label.textAlignment = .center
      label.backgroundColor = colors[index % colors.count]
      label.layer.cornerRadius = 12
      label.layer.masksToBounds = true
      return label
    }
    carousel.itemAccessibilityLabel = { [unowned self] index in "Item \(numbers[index])" }
    carousel.numberOfItems = numbers.count

    looks.selectedSegmentIndex = Look.cylinder.rawValue
    looks.addTarget(self, action: #selector(lookChanged), for: .valueChanged)
    invertedSwitch.addTarget(self, action: #selector(lookChanged), for: .valueChanged)
    let invertedLabel = UILabel()
    invertedLabel.text = "Inverted"
    invertedLabel.font = .preferredFont(forTextStyle: .body)
    invertedLabel.adjustsFontForContentSizeCategory = true
    let invertedRow = UIStackView(arrangedSubviews: [invertedLabel, invertedSwitch, verticalRow])
    invertedRow.spacing = 12
    invertedRow.setCustomSpacing(24, after: invertedSwitch)
    nameLabel.font = .preferredFont(forTextStyle: .footnote)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.textColor = .secondaryLabel
    nameLabel.textAlignment = .center
    for subview in [looks, invertedRow, carousel, nameLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      looks.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      looks.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      looks.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      invertedRow.topAnchor.constraint(equalTo: looks.bottomAnchor, constant: 12),
      invertedRow.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      carousel.topAnchor.constraint(equalTo: invertedRow.bottomAnchor, constant: 24),
      carousel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      carousel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      carousel.heightAnchor.constraint(equalToConstant: 280),
      nameLabel.topAnchor.constraint(equalTo: carousel.bottomAnchor, constant: 16),
      nameLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
    ])
    lookChanged()
  }

  @objc private func lookChanged() {
    let look = Look(rawValue: looks.selectedSegmentIndex) ?? .cylinder
    invertedSwitch.isEnabled = look.hasInvertedVariant
    let (layout, name) = look.layout(inverted: invertedSwitch.isOn && look.hasInvertedVariant)
    carousel.setLayout(verticalRow.applied(to: layout))
    nameLabel.text = name + (verticalRow.isOn ? ", vertical = YES" : "")
  }
}

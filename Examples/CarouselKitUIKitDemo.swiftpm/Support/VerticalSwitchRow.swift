import CarouselCore
import UIKit

/// A "Vertical" label and switch: how the looks screens turn their look vertical with the
/// core's `vertical()` (iCarousel's `vertical = YES`, FSPagerView's and
/// CollectionViewPagingLayout's `scrollDirection = .vertical`; see `VerticalLayout`).
final class VerticalSwitchRow: UIStackView {
  private let toggle = UISwitch()

  /// A row that calls `changed` when the switch is flipped.
  init(changed: @escaping @MainActor @Sendable () -> Void) {
    super.init(frame: .zero)
    let label = UILabel()
    label.text = "Vertical"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    toggle.addAction(UIAction { _ in changed() }, for: .valueChanged)
    addArrangedSubview(label)
    addArrangedSubview(toggle)
    spacing = 12
  }

  @available(*, unavailable)
  required init(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Whether the switch is on.
  var isOn: Bool { toggle.isOn }

  /// `layout`, turned vertical (each look as its anchor does) when the switch is on.
  func applied(to layout: AnyCarouselLayout) -> AnyCarouselLayout {
    toggle.isOn ? AnyCarouselLayout(layout.vertical()) : layout
  }
}

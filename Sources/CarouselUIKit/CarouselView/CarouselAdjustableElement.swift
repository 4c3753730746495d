#if canImport(UIKit)
  import CarouselCore
  import UIKit

  /// A carousel's adjustable element while it is a container
  /// (`CarouselAccessibilityPresentation.adjustableThenControls(slot:)`: VoiceOver off, so that
  /// Voice Control and Full Keyboard Access reach the current item's controls, which follow it).
  /// It covers the carousel's bounds and says and does what the carousel says and does as one
  /// element (``CarouselView``'s `accessibilityLabel`, `accessibilityValue`,
  /// `accessibilityCustomActions`, `accessibilityUserInputLabels`, the adjustable action, the
  /// accessibility scroll): Voice Control's "swipe left on Carousel" and Full Keyboard Access's
  /// focus land on it as on the single element. It keeps nothing of its own.
  final class CarouselAdjustableElement: UIAccessibilityElement {
    private weak var carousel: CarouselView?

    init(_ carousel: CarouselView) {
      self.carousel = carousel
      super.init(accessibilityContainer: carousel)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
      // Voice Control shows a name or number for it ("show names", "show numbers").
      accessibilityRespondsToUserInteraction = true
    }

    override var accessibilityLabel: String? {
      get { carousel?.accessibilityLabel }
      set {}
    }

    override var accessibilityValue: String? {
      get { carousel?.accessibilityValue }
      set {}
    }

    /// The carousel's bounds, which UIKit converts to the screen as the carousel moves.
    override var accessibilityFrameInContainerSpace: CGRect {
      get { carousel?.bounds ?? .zero }
      set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { carousel?.accessibilityCustomActions }
      set {}
    }

    /// The names Voice Control accepts for it: the carousel's (UIKit's default for those is
    /// the label).
    override var accessibilityUserInputLabels: [String]! {
      get { carousel?.accessibilityUserInputLabels ?? [] }
      set {}
    }

    override func accessibilityIncrement() { carousel?.accessibilityIncrement() }

    override func accessibilityDecrement() { carousel?.accessibilityDecrement() }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      carousel?.accessibilityScroll(direction) ?? false
    }
  }
#endif

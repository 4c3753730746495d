#if canImport(UIKit)
  import CarouselCore
  import UIKit

  extension CarouselView {
    func setUpAccessibility() {
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
    }

    /// The platform's settings as the core needs them.
    var currentEnvironment: CarouselEnvironment {
      .init(
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
    }

    func environmentDidChange() {
      dispatch(driver.setEnvironment(currentEnvironment, at: carouselNow()))
    }

    /// Follows VoiceOver and Reduce Motion while the carousel is in a window: autoplay holds
    /// while VoiceOver runs and stops under Reduce Motion.
    func startObservingAccessibility() {
      guard accessibilityObservers.isEmpty else { return }
      let center = NotificationCenter.default
      for name in [
        UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
      ] {
        let observer = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated { self?.environmentDidChange() }
        }
        accessibilityObservers.append(observer)
      }
    }

    func stopObservingAccessibility() {
      for observer in accessibilityObservers { NotificationCenter.default.removeObserver(observer) }
      accessibilityObservers.removeAll()
    }

    // MARK: - One adjustable element

    /// "item 2 of 5, label": the item the carousel shows or is moving to.
    public override var accessibilityValue: String? {
      get { driver.accessibilityValue(label: { [itemAccessibilityLabel] in itemAccessibilityLabel?($0) }) }
      set {}
    }

    /// Swipe up: the next item.
    public override func accessibilityIncrement() {
      dispatch(driver.adjust(increment: true, at: carouselNow()))
    }

    /// Swipe down: the previous item.
    public override func accessibilityDecrement() {
      dispatch(driver.adjust(increment: false, at: carouselNow()))
    }

    // MARK: - Hardware keyboard

    public override var canBecomeFirstResponder: Bool { true }

    /// The arrows along the axis move one item (mirrored for right to left); other keys go on
    /// up the responder chain.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      var unhandled = Set<UIPress>()
      for press in presses {
        if let arrow = Self.arrow(for: press.key?.keyCode), let events = driver.press(arrow, at: carouselNow()) {
          dispatch(events)
        } else {
          unhandled.insert(press)
        }
      }
      if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private static func arrow(for keyCode: UIKeyboardHIDUsage?) -> CarouselAccessibility.Arrow? {
      switch keyCode {
      case .keyboardLeftArrow?: return .left
      case .keyboardRightArrow?: return .right
      case .keyboardUpArrow?: return .up
      case .keyboardDownArrow?: return .down
      default: return nil
      }
    }
  }
#endif

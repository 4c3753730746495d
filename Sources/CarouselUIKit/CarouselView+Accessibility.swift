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
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
        isSwitchControlRunning: UIAccessibility.isSwitchControlRunning, isFocused: hasKeyboardFocus,
        isVisible: window != nil && isAppActive,
        strings: strings ?? .bundled)
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
        UIAccessibility.switchControlStatusDidChangeNotification,
      ] {
        let observer = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated { self?.environmentDidChange() }
        }
        accessibilityObservers.append(observer)
      }
      for (name, active) in [
        (UIApplication.didEnterBackgroundNotification, false), (UIApplication.willEnterForegroundNotification, true),
      ] {
        let observer = center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          MainActor.assumeIsolated {
            self?.isAppActive = active
            self?.environmentDidChange()
          }
        }
        accessibilityObservers.append(observer)
      }
    }

    func stopObservingAccessibility() {
      for observer in accessibilityObservers { NotificationCenter.default.removeObserver(observer) }
      accessibilityObservers.removeAll()
    }

    // MARK: - One adjustable element

    /// "item 2 of 5, label" in the user's language (``strings``): the item the carousel shows
    /// or is moving to. A value the app sets replaces it until the app sets `nil` again.
    public override var accessibilityValue: String? {
      get {
        accessibilityValueOverride
          ?? driver.accessibilityValue(label: { [itemAccessibilityLabel] in itemAccessibilityLabel?($0) })
      }
      set { accessibilityValueOverride = newValue }
    }

    /// The actions beside swiping up and down: next and previous item, pause or resume
    /// autoplay (in the user's language), then the current item's own actions
    /// (``itemAccessibilityActions``: how the controls inside an item, an "Add to cart"
    /// button, are reached while the carousel is one element), then any the app set.
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        var actions = driver.accessibilityActions.map { action in
          UIAccessibilityCustomAction(name: driver.environment.strings.name(of: action)) { [weak self] _ in
            guard let self else { return false }
            self.dispatch(self.driver.perform(action, at: carouselNow()))
            return true
          }
        }
        if let index = driver.destinationIndex, let itemActions = itemAccessibilityActions?(index) {
          actions += itemActions
        }
        return actions + accessibilityActionsByApp
      }
      set { accessibilityActionsByApp = newValue ?? [] }
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

    /// Full Keyboard Access moved the focus: autoplay holds while it is on the carousel or one
    /// of its items.
    public override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    {
      super.didUpdateFocus(in: context, with: coordinator)
      let focused = context.nextFocusedView?.isDescendant(of: self) == true
      guard focused != hasKeyboardFocus else { return }
      hasKeyboardFocus = focused
      environmentDidChange()
    }

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

#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    /// The configuration as the view's properties and the platform give it now: the
    /// carousel's own settings as in force, the viewport from the bounds, UIKit's input rules
    /// and the platform's settings. A platform callback passes what it says about its moment,
    /// which UIKit may not report yet: the scene's activity (a scene about to deactivate
    /// still says it is active), the keyboard focus, an assistive technology's cursor.
    func currentConfiguration(sceneActive: Bool? = nil, keyboardFocus: Bool? = nil, assistiveFocus: Bool? = nil)
      -> CarouselConfiguration<AnyCarouselLayout>
    {
      var configuration = driver.configuration
      configuration.viewport = CarouselSize(bounds.size)
      configuration.inputRules = .uiKit
      // Without the app's labels, an item's label is read from its view.
      configuration.itemLabelsComeFromViews = itemAccessibilityLabel == nil
      configuration.environment = CarouselEnvironment(
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
        isSwitchControlRunning: UIAccessibility.isSwitchControlRunning,
        isFocused: (keyboardFocus ?? keyboardFocusIsInside) || (assistiveFocus ?? assistiveCursorIsInside),
        isVisible: isVisible(sceneActive: sceneActive), strings: strings ?? .bundled,
        visibilityIsUnannounced: window != nil && !isInWindowBounds)
      return configuration
    }

    /// Whether the carousel can be seen: in a window, its frame within the window's bounds
    /// (not scrolled away in an enclosing scroll view), its scene in the foreground and active.
    func isVisible(sceneActive: Bool?) -> Bool {
      CarouselEnvironment.isVisible(
        isOnScreen: window != nil,
        isInScrollViewport: isInWindowBounds,
        isAppActive: sceneActive ?? window?.windowScene.map { $0.activationState == .foregroundActive } ?? true)
    }

    /// Whether some of the carousel is inside its window's bounds (not scrolled away).
    private var isInWindowBounds: Bool {
      window.map { convert(bounds, to: $0).intersects($0.bounds) } ?? false
    }

    /// Whether the focus system's focused item is the carousel or one of its items.
    private var keyboardFocusIsInside: Bool {
      (UIFocusSystem.focusSystem(for: self)?.focusedItem as? UIView)?.isDescendant(of: self) == true
    }

    /// Whether an assistive technology's cursor is on the carousel or on a view inside it.
    private var assistiveCursorIsInside: Bool {
      if accessibilityElementIsFocused() || adjustableElement.accessibilityElementIsFocused() { return true }
      let view = UIAccessibility.focusedElement(using: nil) as? UIView
      return view.map { $0.isDescendant(of: self) && $0.accessibilityElementIsFocused() } ?? false
    }

    /// Follows, for the view's whole life (the notification center stops sending to an
    /// observer once it is deallocated), VoiceOver, Reduce Motion and Switch Control, the
    /// scene's activation, the app's background (which also cancels the followed touch) and
    /// foreground, and the assistive technologies' cursor.
    func observePlatform() {
      let observed: [(NSNotification.Name, Selector)] = [
        (UIAccessibility.voiceOverStatusDidChangeNotification, #selector(platformDidChange(_:))),
        (UIAccessibility.reduceMotionStatusDidChangeNotification, #selector(platformDidChange(_:))),
        (UIAccessibility.switchControlStatusDidChangeNotification, #selector(platformDidChange(_:))),
        (UIApplication.willEnterForegroundNotification, #selector(platformDidChange(_:))),
        (UIApplication.didEnterBackgroundNotification, #selector(appDidEnterBackground(_:))),
        (UIScene.didActivateNotification, #selector(sceneDidActivate(_:))),
        (UIScene.willDeactivateNotification, #selector(sceneWillDeactivate(_:))),
        (UIAccessibility.elementFocusedNotification, #selector(accessibilityElementFocused(_:))),
      ]
      for (name, selector) in observed {
        NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
      }
    }

    @objc private func platformDidChange(_ notification: NSNotification) {
      configure()
    }

    @objc private func appDidEnterBackground(_ notification: NSNotification) {
      send(.input(.lostTouches(time: carouselNow())))
      configure()
    }

    @objc private func sceneDidActivate(_ notification: NSNotification) {
      configure(sceneActive: notification.object as? UIScene === window?.windowScene ? true : nil)
    }

    @objc private func sceneWillDeactivate(_ notification: NSNotification) {
      configure(sceneActive: notification.object as? UIScene === window?.windowScene ? false : nil)
    }

    /// An assistive technology's cursor moved: autoplay holds while it is on the carousel (or
    /// its adjustable element) or inside it; when it lands inside an item the core decides
    /// what moves (`CarouselInput.accessibilityFocus(slot:time:)`: with
    /// ``exposesItemsToAccessibility`` an item only partly on screen scrolls into place; a
    /// control of another item than the current one pages to it).
    @objc private func accessibilityElementFocused(_ notification: NSNotification) {
      let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
      let view = element as? UIView
      let isInside = view?.isDescendant(of: self) ?? (element as AnyObject? === adjustableElement)
      if let view, isInside, let slot = slot(containing: view) {
        send(.input(.accessibilityFocus(slot: slot, time: carouselNow())))
      }
      configure(assistiveFocus: isInside)
    }
  }
#endif

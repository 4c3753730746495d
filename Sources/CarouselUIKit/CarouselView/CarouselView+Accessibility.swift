#if canImport(UIKit)
  import CarouselCore
  import CarouselUIKitSupport
  import UIKit

  extension CarouselView {
    // MARK: - One adjustable element

    /// "item 2 of 5, label" in the user's language (``strings``): the item the carousel shows
    /// or is moving to, then its label: ``itemAccessibilityLabel`` if the app set it, otherwise
    /// what its view says (``defaultAccessibilityLabel(of:)``). A value the app sets replaces
    /// it until the app sets `nil` again.
    public override var accessibilityValue: String? {
      get { spokenValue(of: driver.state.destinationIndex) }
      set { accessibilityValueOverride = newValue }
    }

    /// The value spoken for item `index` (the app's own value if it set one).
    private func spokenValue(of index: Int?) -> String? {
      if let accessibilityValueOverride { return accessibilityValueOverride }
      guard let index else { return nil }
      return driver.configuration.environment.strings.value(
        index: index, count: driver.state.count, label: itemLabel(index))
    }

    /// The label read after the position of item `index`.
    private func itemLabel(_ index: Int) -> String? {
      if let itemAccessibilityLabel { return itemAccessibilityLabel(index) }
      return itemView(at: index).flatMap { defaultAccessibilityLabel(of: $0) }
    }

    /// Announces where the carousel came to rest after an accessibility action ("item 3 of
    /// 5, label", `UIAccessibility.Notification.pageScrolled`), unless the core says it
    /// would repeat what VoiceOver read after the adjustable action
    /// (`CarouselAnnouncement.repeatsWhatWasRead`).
    func announce(_ announcement: CarouselAnnouncement) {
      guard !announcement.repeatsWhatWasRead,
        let text = announcement.text(value: spokenValue(of: announcement.index), spokenAfterAction: nil)
      else { return }
      UIAccessibility.post(notification: .pageScrolled, argument: text)
    }

    /// What an item's view says to VoiceOver when the app gives no ``itemAccessibilityLabel``:
    /// its own `accessibilityLabel` if it has one, otherwise the accessibility labels of the
    /// elements inside it (its `UILabel`s' text…) in subview order, joined with the strings'
    /// separator; controls are left out (they are actions: ``accessibilityCustomActions``), and
    /// so are hidden, transparent and `accessibilityElementsHidden` views. `nil` when it says
    /// nothing. (The carousel is one element, so VoiceOver never visits the item views
    /// themselves.)
    ///
    /// - Parameter view: an item view.
    public func defaultAccessibilityLabel(of view: UIView) -> String? {
      if let label = view.accessibilityLabel, !label.isEmpty { return label }
      var texts: [String?] = []
      Self.visitAccessible(view) { element in
        if !(element is UIControl) { texts.append(element.accessibilityLabel) }
      }
      return CarouselAccessibility.itemLabel(
        fromTexts: texts, separator: driver.configuration.environment.strings.labelSeparator)
    }

    /// Visits the accessibility elements inside `view` in subview order (not `view` itself),
    /// skipping hidden, transparent and `accessibilityElementsHidden` subtrees and what is
    /// inside an element (a button's own label).
    private static func visitAccessible(_ view: UIView, _ visit: (UIView) -> Void) {
      for subview in view.subviews where !subview.isHidden && subview.alpha > 0 && !subview.accessibilityElementsHidden
      {
        if subview.isAccessibilityElement {
          visit(subview)
        } else {
          visitAccessible(subview, visit)
        }
      }
    }

    /// The actions beside swiping up and down: next and previous item, pause or resume
    /// autoplay (in the user's language), then the current item's own actions, then any the
    /// app set. The item's actions are ``itemAccessibilityActions`` if the app set it;
    /// otherwise they are made from the item's view (``defaultAccessibilityActions(of:)``), so
    /// that an "Add to cart" button inside an item is reached while the carousel is one
    /// element.
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        let strings = driver.configuration.environment.strings
        var actions = driver.accessibilityActions.map { action in
          UIAccessibilityCustomAction(name: strings.name(of: action)) { [weak self] _ in
            self?.send(.input(.accessibility(action, time: carouselNow())))
            return self != nil
          }
        }
        if let index = driver.state.destinationIndex {
          if let itemAccessibilityActions {
            actions += itemAccessibilityActions(index)
          } else if let view = itemView(at: index) {
            actions += defaultAccessibilityActions(of: view)
          }
        }
        return actions + accessibilityActionsByApp
      }
      set { accessibilityActionsByApp = newValue ?? [] }
    }

    /// The actions of an item's view when the app gives no ``itemAccessibilityActions``: the
    /// view's own `accessibilityCustomActions`, then, in subview order, those of the elements
    /// inside it and one action per enabled `UIControl` that has an accessibility label (a
    /// button's title), named with it. Performing a control's action calls its
    /// `accessibilityActivate()`, and if that returns `false` (UIKit's default) sends the
    /// actions a tap sends (`touchUpInside` and `primaryActionTriggered` targets): buttons work
    /// as tapped; a control that does something else on a tap (a switch, a slider) needs
    /// ``itemAccessibilityActions``.
    ///
    /// - Parameter view: an item view.
    public func defaultAccessibilityActions(of view: UIView) -> [UIAccessibilityCustomAction] {
      var actions = view.accessibilityCustomActions ?? []
      Self.visitAccessible(view) { element in
        actions += element.accessibilityCustomActions ?? []
        guard let control = element as? UIControl, control.isEnabled, let name = control.accessibilityLabel,
          !name.isEmpty
        else { return }
        actions.append(
          UIAccessibilityCustomAction(name: name) { [weak control] _ in
            guard let control else { return false }
            if !control.accessibilityActivate() {
              control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            }
            return true
          })
      }
      return actions
    }

    /// Swipe up: the next item (VoiceOver reads the new value at once, so nothing is
    /// announced at rest).
    public override func accessibilityIncrement() {
      send(.input(.adjust(increment: true, time: carouselNow())))
    }

    /// Swipe down: the previous item.
    public override func accessibilityDecrement() {
      send(.input(.adjust(increment: false, time: carouselNow())))
    }

    // MARK: - Paging and the items as elements

    /// VoiceOver's three-finger swipe (and Switch Control's and Voice Control's scroll): pages
    /// one item as a paging `UIScrollView` does, announcing the new position at rest ("item 3
    /// of 5, label", `UIAccessibility.Notification.pageScrolled`). Along a horizontal carousel
    /// a swipe left (`.left`) brings the item on the right, the next one left to right and
    /// the previous one right to left; along a vertical one a swipe up (`.down`) brings the
    /// next; `.next` and `.previous` step on either axis (`CarouselAccessibility.index(afterScroll:…)`).
    /// Returns `false`, so that an enclosing scroll view takes the swipe, across the axis and
    /// at either end of a carousel that does not loop.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      guard let direction = CarouselAccessibility.ScrollDirection(direction) else { return false }
      return send(.input(.accessibilityScroll(direction, time: carouselNow())))
    }

    /// Whether assistive technologies reach the visible items one by one, as a
    /// `UICollectionView`'s cells, instead of one adjustable element (default `false`). Turn it
    /// on when items hold content of their own (a product card with a price and a button).
    ///
    /// When `true`, the carousel is a container: its `accessibilityElements` are the views of
    /// the items at least partly on screen, each item once (a loop copy is hidden), in reading
    /// order (`CarouselFrame.accessibilityOrder`, set with every frame drawn: don't set them
    /// yourself then; turning this off clears them), and VoiceOver moves through each view's
    /// own content. An item VoiceOver's cursor lands on (or on an element inside it) while
    /// only partly on screen scrolls into place (animated unless Reduce Motion is on), so that
    /// reading on walks the whole carousel as it walks a collection view. The three-finger
    /// swipe still pages; the adjustable action and the carousel's own actions (next,
    /// previous, pause autoplay) are not offered; autoplay still holds while VoiceOver or
    /// Switch Control runs.
    public var exposesItemsToAccessibility: Bool {
      get { driver.configuration.exposesItemsToAccessibility }
      set {
        accessibilityTraits = newValue ? [] : .adjustable
        // The elements follow from the frame this draws (applyAccessibility(_:)).
        configure { $0.exposesItemsToAccessibility = newValue }
      }
    }

    // MARK: - The current item's controls (Voice Control, Full Keyboard Access)

    /// Whether, while VoiceOver is off, the current item's controls are accessibility elements
    /// of their own after the carousel's adjustable element (default `true`), so that Voice
    /// Control ("tap Add to cart", "show numbers") and Full Keyboard Access (Tab, Space) reach
    /// them; they stay the adjustable element's custom actions either way, and while VoiceOver
    /// runs the carousel is one element. No effect with ``exposesItemsToAccessibility``, whose
    /// items contain their controls. (`CarouselConfiguration.exposesItemControls`.)
    public var exposesItemControls: Bool {
      get { driver.configuration.exposesItemControls }
      set { configure { $0.exposesItemControls = newValue } }
    }

    /// Sets the accessibility elements a frame names (`CarouselFrame.accessibilityPresentation`,
    /// decided by the core): one adjustable element (the carousel itself); the carousel as a
    /// container of its adjustable element (``CarouselAdjustableElement``) followed by the
    /// current item's controls (``itemControls(in:)``), while VoiceOver is off, so that Voice
    /// Control ("tap Add to cart", "show numbers") and Full Keyboard Access reach them; or the
    /// visible items (``exposesItemsToAccessibility``).
    func applyAccessibility(_ frame: CarouselFrame) {
      switch frame.accessibilityPresentation {
      case nil:
        break  // as the last frame that said them
      case .adjustable:
        isAccessibilityElement = true
        accessibilityElements = nil
      case .adjustableThenControls(let slot):
        isAccessibilityElement = false
        let controls = slotViews.indices.contains(slot) ? slotViews[slot].map(itemControls(in:)) ?? [] : []
        accessibilityElements = [adjustableElement] + controls
      case .items:
        isAccessibilityElement = false
        accessibilityElements = frame.accessibilityOrder.compactMap { slotViews[$0] }
      }
    }

    /// The controls inside an item's view that Voice Control and Full Keyboard Access reach
    /// while VoiceOver is off, in subview order (as ``defaultAccessibilityActions(of:)`` finds
    /// them): the accessibility elements that are `UIControl`s or carry the button or link
    /// trait (a tappable view the app marked as a button), skipping hidden, transparent and
    /// `accessibilityElementsHidden` views. Voice Control names each by its
    /// `accessibilityUserInputLabels` (UIKit's default: its label; set them for an icon-only
    /// button, "Favourite" beside "Heart").
    ///
    /// - Parameter view: an item view.
    public func itemControls(in view: UIView) -> [UIView] {
      var controls: [UIView] = []
      Self.visitAccessible(view) { element in
        if element is UIControl || !element.accessibilityTraits.isDisjoint(with: [.button, .link]) {
          controls.append(element)
        }
      }
      return controls
    }

    /// The slot whose shown item view holds `view` (the view itself or a view inside it).
    func slot(containing view: UIView) -> Int? {
      slotViews.firstIndex { $0.map { !$0.isHidden && view.isDescendant(of: $0) } ?? false }
    }

    // MARK: - Hardware keyboard

    /// The carousel can take the keyboard focus (Tab and the arrows with a hardware keyboard,
    /// when the focus system runs: iPadOS 15 and later, Mac Catalyst), so that
    /// ``didUpdateFocus(in:with:)`` hears it arrive and leave; UIKit still refuses the focus to
    /// a hidden, transparent or non-interactive view. An empty carousel does not take it.
    public override var canBecomeFocused: Bool { driver.state.count > 0 }

    /// The keyboard focus moved: autoplay holds while it is on the carousel or one of its
    /// items; when it moved onto a view inside an item (Tab or an arrow onto a control), the
    /// carousel pages to that item unless it is the current one
    /// (`CarouselInput.focusInItem(slot:time:)`).
    public override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    {
      super.didUpdateFocus(in: context, with: coordinator)
      if let next = context.nextFocusedView, next !== self, let slot = slot(containing: next) {
        send(.input(.focusInItem(slot: slot, time: carouselNow())))
      }
      configure(keyboardFocus: context.nextFocusedView?.isDescendant(of: self) == true)
    }

    /// An assistive technology's cursor (Full Keyboard Access, Switch Control, VoiceOver) came
    /// onto the carousel: autoplay holds while it stays (Full Keyboard Access moves this
    /// cursor, not the focus system's, on iPhone).
    public override func accessibilityElementDidBecomeFocused() {
      super.accessibilityElementDidBecomeFocused()
      configure(assistiveFocus: true)
    }

    /// The assistive technology's cursor left the carousel: autoplay may run again.
    public override func accessibilityElementDidLoseFocus() {
      super.accessibilityElementDidLoseFocus()
      configure(assistiveFocus: false)
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// The arrows along the axis move one item (mirrored for right to left); other keys go on
    /// up the responder chain.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let unhandled = presses.filter { press in
        guard let arrow = press.key.flatMap({ Self.arrows[$0.keyCode] }) else { return true }
        return !send(.input(.key(arrow, time: carouselNow())))
      }
      if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private static let arrows: [UIKeyboardHIDUsage: CarouselAccessibility.Arrow] = [
      .keyboardLeftArrow: .left, .keyboardRightArrow: .right, .keyboardUpArrow: .up, .keyboardDownArrow: .down,
    ]
  }
#endif

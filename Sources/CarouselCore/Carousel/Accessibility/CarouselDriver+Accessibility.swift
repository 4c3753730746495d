extension CarouselDriver {
  /// The spoken value for ``destinationIndex`` in the environment's language ("item 2 of 5,
  /// label" in English); `nil` with no items.
  ///
  /// - Parameter label: the accessibility label of an item, if the app gives one.
  public func accessibilityValue(label: (Int) -> String? = { _ in nil }) -> String? {
    guard let index = destinationIndex else { return nil }
    return environment.strings.value(index: index, count: count, label: label(index))
  }

  /// The actions to offer beside the adjustable action, in this order: next and previous
  /// while there is somewhere to go, then pause, or resume while the user has paused it (nothing about autoplay when the app set none or the environment holds
  /// it). Their names are ``CarouselStrings/name(of:)`` of the environment's strings.
  public var accessibilityActions: [CarouselAccessibilityAction] {
    let offer = accessibilityKey
    return CarouselAccessibilitySummary.actions(
      canGoNext: offer.canGoNext, canGoPrevious: offer.canGoPrevious, autoplayAction: offer.autoplayAction)
  }

  /// What the accessibility element says and offers now, without building the action list:
  /// the one computation behind ``accessibilityActions`` and the updates' summaries. O(1).
  var accessibilityKey: AccessibilityKey { accessibilityKey(destination: destinationIndex) }

  /// ``accessibilityKey`` with the destination already looked up.
  func accessibilityKey(destination: Int?) -> AccessibilityKey {
    AccessibilityKey(
      index: destination, count: count, isLooping: engine.configuration.loops,
      autoplayAction: engine.configuration.autoplay != nil && engine.configuration.isScrollable
        ? (isAutoplayPausedByUser ? .resumeAutoplay : .pauseAutoplay) : nil,
      stringsVersion: drawn.stringsVersion, presentsControls: presentsControls)
  }

  /// Performs an accessibility action: next and previous step one item (as `adjust(increment:at:)`),
  /// pause and resume hold or release autoplay as the user's pause
  /// (`setAutoplayPausedByUser(_:at:)`, kept apart from the app's).
  @discardableResult
  mutating func perform(_ action: CarouselAccessibilityAction, at time: Double) -> ScrollEvents {
    switch action {
    case .next: return adjust(increment: true, at: time)
    case .previous: return adjust(increment: false, at: time)
    case .pauseAutoplay: return setAutoplayPausedByUser(true, at: time)
    case .resumeAutoplay: return setAutoplayPausedByUser(false, at: time)
    }
  }

  /// The accessibility adjustable action (swipe up: `increment`): one item forward or back
  /// from ``destinationIndex``, wrapping when looping; animated unless Reduce Motion is on.
  @discardableResult
  mutating func adjust(increment: Bool, at time: Double) -> ScrollEvents {
    guard
      let index = CarouselAccessibility.adjustedIndex(
        from: destinationIndex, count: count, isLooping: engine.configuration.loops, increment: increment)
    else { return advance(to: time) }
    return scroll(toIndex: index, animated: !environment.isReduceMotionEnabled, at: time)
  }

  /// A hardware keyboard arrow: the arrows along the axis step one item (mirrored for
  /// right-to-left), animated unless Reduce Motion is on. Returns `nil` when the arrow does
  /// nothing, so that the front end passes the key on.
  mutating func press(_ arrow: CarouselAccessibility.Arrow, at time: Double) -> ScrollEvents? {
    guard
      let index = CarouselAccessibility.index(
        after: arrow, from: destinationIndex, count: count, isLooping: engine.configuration.loops,
        axis: layout.axis, isRightToLeft: environment.isRightToLeft)
    else { return nil }
    return scroll(toIndex: index, animated: !environment.isReduceMotionEnabled, at: time)
  }
}

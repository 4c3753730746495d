extension CarouselDriver {
  /// The spoken value: "item 2 of 5, label" for ``destinationIndex``; `nil` with no items.
  ///
  /// - Parameter label: the accessibility label of an item, if the app gives one.
  public func accessibilityValue(label: (Int) -> String? = { _ in nil }) -> String? {
    guard let index = destinationIndex else { return nil }
    return CarouselAccessibility.value(index: index, count: count, label: label(index))
  }

  /// The accessibility adjustable action (swipe up: `increment`): one item forward or back
  /// from ``destinationIndex``, wrapping when looping; animated unless Reduce Motion is on.
  @discardableResult
  public mutating func adjust(increment: Bool, at time: Double) -> ScrollEvents {
    guard
      let index = CarouselAccessibility.adjustedIndex(
        from: destinationIndex, count: count, isLooping: engine.configuration.loops, increment: increment)
    else { return advance(to: time) }
    return scroll(toIndex: index, animated: !environment.isReduceMotionEnabled, at: time)
  }

  /// A hardware keyboard arrow: the arrows along the axis step one item (mirrored for
  /// right-to-left), animated unless Reduce Motion is on. Returns `nil` when the arrow does
  /// nothing, so that the front end passes the key on.
  public mutating func press(_ arrow: CarouselAccessibility.Arrow, at time: Double) -> ScrollEvents? {
    guard
      let index = CarouselAccessibility.index(
        after: arrow, from: destinationIndex, count: count, isLooping: engine.configuration.loops,
        axis: layout.axis, isRightToLeft: environment.isRightToLeft)
    else { return nil }
    return scroll(toIndex: index, animated: !environment.isReduceMotionEnabled, at: time)
  }
}

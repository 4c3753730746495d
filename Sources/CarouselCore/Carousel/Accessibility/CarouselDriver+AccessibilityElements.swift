extension CarouselDriver {
  /// Whether a programmatic scroll asked to animate animates now
  /// (`CarouselAccessibility.animatesScroll(in:)`).
  public var animatesScroll: Bool { CarouselAccessibility.animatesScroll(in: environment) }

  /// Whether an accessibility scroll in `direction` pages the carousel now
  /// (`CarouselAccessibility.index(afterScroll:from:count:isLooping:axis:isRightToLeft:)`
  /// from the destination): the answer the front end's `accessibilityScroll(_:)` returns. A
  /// question only.
  public func acceptsAccessibilityScroll(_ direction: CarouselAccessibility.ScrollDirection) -> Bool {
    accessibilityScrollTarget(direction) != nil
  }

  /// The item an accessibility scroll in `direction` pages to, or `nil`.
  func accessibilityScrollTarget(_ direction: CarouselAccessibility.ScrollDirection) -> Int? {
    CarouselAccessibility.index(
      afterScroll: direction, from: destinationIndex, count: count, isLooping: engine.configuration.loops,
      axis: layout.axis, isRightToLeft: environment.isRightToLeft)
  }

  /// An accessibility scroll: one item in `direction`, animated as a programmatic scroll is
  /// (``animatesScroll``), announced at rest (``ScrollEvents/announcement``). `nil` when it
  /// does nothing, so that the front end passes it on.
  mutating func accessibilityScroll(_ direction: CarouselAccessibility.ScrollDirection, at time: Double)
    -> ScrollEvents?
  {
    guard let index = accessibilityScrollTarget(direction) else { return nil }
    reported.pendingAnnouncement = false
    return scroll(toIndex: index, animated: true, at: time)
  }

  /// The slots whose views are exposed to assistive technologies as elements of their own
  /// (UIKit's and SwiftUI's `exposesItemsToAccessibility`), in reading order, into `slots` (emptied
  /// first; reuse it to allocate nothing).
  ///
  /// An item is exposed when its view is drawn (opacity above 0) and at least partly inside
  /// the viewport (its bounding box, ``ItemAttributes/boundingBox(perspective:viewport:)``,
  /// overlaps it with a positive area), once: when looping shows an item twice, only the copy
  /// nearest the resting place (the lower track position on a tie) is exposed, and the other
  /// copy is hidden. The order is the track's (ascending unwrapped position), which is the
  /// reading order both left to right and right to left (a right-to-left carousel lays later
  /// items out to the left), and the items' index order on a track that does not loop.
  ///
  /// - Complexity: O(slots²) comparisons (a handful of slots), no allocation once `slots`
  ///   has grown.
  public func accessibilityExposedSlots(into slots: inout [Int]) {
    slots.removeAll(keepingCapacity: true)
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    let perspective = layout.perspective
    for slot in 0..<slotCount {
      guard let item = attributes(inSlot: slot), item.alpha > 0,
        item.boundingBox(perspective: perspective, viewport: viewport).intersects(bounds)
      else { continue }
      // A loop copy of an item already chosen: keep the one nearer the resting place.
      if let k = slots.firstIndex(where: { itemIndex(inSlot: $0) == item.index }) {
        if Self.isBetterCopy(slot, than: slots[k], in: self) { slots[k] = slot }
        continue
      }
      slots.append(slot)
    }
    // Reading order: ascending track position (insertion sort: a handful of slots).
    if slots.count > 1 {
      for i in 1..<slots.count {
        var j = i
        while j > 0, trackPosition(ofSlot: slots[j]) < trackPosition(ofSlot: slots[j - 1]) {
          slots.swapAt(j, j - 1)
          j -= 1
        }
      }
    }
  }

  /// The exposed items (``accessibilityExposedSlots(into:)``) as the copies their views show,
  /// in reading order. Allocates the list: for tests and tools.
  package var accessibilityExposedCopies: [VisibleCopy] {
    var slots: [Int] = []
    accessibilityExposedSlots(into: &slots)
    return slots.compactMap { visibleCopy(inSlot: $0) }
  }

  /// When VoiceOver's cursor lands on an exposed item (the user swiped to it, or touched
  /// it), the item to scroll to so that it is in full view, as `UICollectionView` scrolls a
  /// partly visible cell into view: the item itself when its bounding box is not wholly
  /// inside the viewport and the carousel is not already going to it; `nil` when it is in full
  /// view (nothing moves, so that reading is not disturbed). The front end sends
  /// ``CarouselInput/scroll(toIndex:animated:time:)`` with it (animated unless
  /// ``animatesScroll`` says otherwise). Reading on then walks the track: the item past a
  /// fully shown one comes into view partly, is exposed, and is brought in when reached.
  public func accessibilityFocusScrollTarget(onItem index: Int) -> Int? {
    guard index != destinationIndex else { return nil }
    let bounds = CarouselRect(minX: 0, minY: 0, maxX: viewport.width, maxY: viewport.height)
    var slots: [Int] = []
    accessibilityExposedSlots(into: &slots)
    guard let slot = slots.first(where: { itemIndex(inSlot: $0) == index }), let item = attributes(inSlot: slot)
    else { return index }
    let box = item.boundingBox(perspective: layout.perspective, viewport: viewport)
    let inside =
      box.minX >= bounds.minX - 0.5 && box.maxX <= bounds.maxX + 0.5 && box.minY >= bounds.minY - 0.5
      && box.maxY <= bounds.maxY + 0.5
    return inside ? nil : index
  }

  // MARK: - The current item's controls (Voice Control, Full Keyboard Access)

  /// Whether the current item's controls are elements of their own now: the items are not
  /// exposed whole, ``CarouselConfiguration/exposesItemControls`` is on and VoiceOver is off
  /// (``CarouselAccessibilityPresentation`` says why). O(1).
  var presentsControls: Bool { !exposesItems && exposesControls && !environment.isVoiceOverRunning }

  /// Which accessibility elements the carousel has now and in which order (what every drawn
  /// frame carries as ``CarouselFrame/accessibilityPresentation``): the visible items with
  /// ``CarouselConfiguration/exposesItemsToAccessibility``; otherwise the adjustable element,
  /// followed by the controls of the slot that shows the destination nearest the resting place
  /// while ``CarouselConfiguration/exposesItemControls`` is on and VoiceOver is off; otherwise
  /// the adjustable element alone (also with no item, or before the destination has a view).
  ///
  /// - Complexity: O(slots), no allocation.
  public var accessibilityPresentation: CarouselAccessibilityPresentation {
    guard presentsControls, let destination = destinationIndex else {
      return accessibilityPresentation(speakingSlot: nil)
    }
    var speaking: Int?
    var nearest = Double.infinity
    for slot in 0..<slotCount where itemIndex(inSlot: slot) == destination {
      let distance = abs(relativePosition(inSlot: slot) ?? .infinity)
      if distance < nearest {
        nearest = distance
        speaking = slot
      }
    }
    return accessibilityPresentation(speakingSlot: speaking)
  }

  /// The presentation, given the slot the single element speaks for (the frame's
  /// ``SlotDraw/isAccessibilityElement``, found while drawing).
  func accessibilityPresentation(speakingSlot: Int?) -> CarouselAccessibilityPresentation {
    if exposesItems { return .items }
    guard presentsControls, let speakingSlot else { return .adjustable }
    return .adjustableThenControls(slot: speakingSlot)
  }

  /// Where the carousel goes when the keyboard focus (the focus system with a hardware
  /// keyboard or Full Keyboard Access, or an assistive technology's cursor) lands on a view
  /// inside the item view in `slot`: that item, when it is not already the destination, so
  /// that the focused control's item becomes the current one (its controls become the
  /// elements after the adjustable element, and the value names it); `nil` when it already
  /// is, or when the slot shows nothing (an empty, hidden or unknown slot: negative, past
  /// the slots). Unlike ``accessibilityFocusScrollTarget(onItem:)`` (VoiceOver reading the
  /// exposed items, which only brings a partly shown item into view), a focused control
  /// always makes its item current: a control is operated, not read, and the arrows then
  /// page from it. A question only. O(1).
  public func focusScrollTarget(inSlot slot: Int) -> Int? {
    guard let index = itemIndex(inSlot: slot), index != destinationIndex else { return nil }
    return index
  }

  /// The unwrapped track position of the copy in `slot` (`Int.max` for an empty slot).
  private func trackPosition(ofSlot slot: Int) -> Int { planner.position(inSlot: slot) ?? .max }

  private static func isBetterCopy(_ slot: Int, than other: Int, in driver: Self) -> Bool {
    let a = abs(driver.relativePosition(inSlot: slot) ?? .infinity)
    let b = abs(driver.relativePosition(inSlot: other) ?? .infinity)
    if a != b { return a < b }
    return driver.trackPosition(ofSlot: slot) < driver.trackPosition(ofSlot: other)
  }
}

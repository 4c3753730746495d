extension CarouselDriver {
  /// The continuous position of the content in items: 2.5 is halfway from item 2 to item 3
  /// (for pages of different sizes, halfway between their anchors). Within 0 ..< count when
  /// looping (it wraps: 4.5 of 5 items is halfway from the last item back to the first);
  /// within 0 ... count − 1 otherwise, the rubber band past an edge included. `nil` with no
  /// items. Drives page indicators and parallax. O(1) (O(log n) for pages).
  public var progress: Double? {
    let count = self.count
    guard count > 0 else { return nil }
    let (position, fraction) = engine.contentPosition
    if engine.configuration.loops {
      let index = Double(TrackPosition.index(of: position, count: count)) + fraction
      return index < Double(count) ? index : 0
    }
    return min(max(Double(position) + fraction, 0), Double(count - 1))
  }

  /// The items about to appear: up to `lookahead` items beyond each visible edge the content
  /// moves towards (both edges at rest), in the order they will appear, never a visible one.
  /// A front end hands them to the app's prefetching (remote banner images) when the set
  /// changes.
  ///
  /// - Parameters:
  ///   - lookahead: how many items beyond an edge (at least 1).
  ///   - indices: replaced by the item indices; its capacity is reused.
  /// - Complexity: O(lookahead + visible items); no allocation once `indices` has grown.
  public func upcomingIndices(lookahead: Int = 2, into indices: inout [Int]) {
    indices.removeAll(keepingCapacity: true)
    let count = self.count
    guard count > 0, let first = items.first?.position, let last = items.last?.position else { return }
    let ahead = min(max(lookahead, 1), count)
    // At rest both edges, whatever velocity the engine last recorded.
    let velocity = engine.phase == .idle ? 0 : engine.velocity
    let loops = engine.configuration.loops
    for step in 1...ahead {
      for side in 0..<2 {
        if side == 0 ? velocity < 0 : velocity > 0 { continue }
        let position = side == 0 ? last &+ step : first &- step
        let index: Int
        if loops {
          index = TrackPosition.index(of: position, count: count)
        } else {
          guard (0..<count).contains(position) else { continue }
          index = position
        }
        var visible = false
        for item in items where item.index == index { visible = true; break }
        guard !visible, !indices.contains(index) else { continue }
        indices.append(index)
      }
    }
  }
}

extension CarouselDriver {
  /// How far a visible item is from the place the current item rests at, in items: 0 for the
  /// item at rest there, −1 for the item before, 0.5 for the next item when the content is
  /// halfway to it, −1.5 for the previous one then. Continuous while the content moves, for
  /// pages of different sizes too (measured between anchors, as ``progress``), and unaffected
  /// by looping's re-basing. Drives per-item effects: scale, fade, parallax (SwiftUI's
  /// `scrollTransition` phase, Compose's `getOffsetDistanceInPages`). O(1) (O(log n) for
  /// pages).
  ///
  /// - Parameter item: an item of the latest frame (``items``, or ``attributes(inSlot:)``).
  public func relativePosition(of item: ItemAttributes) -> Double {
    guard count > 0 else { return 0 }
    return Self.distance(of: item.position, from: engine.contentPosition)
  }

  /// The distance in items from the fractional track position `content` (the content's,
  /// `SnapAnchors.fractionalPosition(of:)`) to the item at track position `position`; 0 when
  /// not finite. O(1): a frame looks the content up once for all its items.
  static func distance(of position: Int, from content: (position: Int, fraction: Double)) -> Double {
    let distance = Double(position &- content.position) - content.fraction
    return distance.isFinite ? distance : 0
  }

  /// ``relativePosition(of:)`` of the item the view in `slot` shows, or `nil` for an empty slot.
  public func relativePosition(inSlot slot: Int) -> Double? {
    guard let item = attributes(inSlot: slot) else { return nil }
    return relativePosition(of: item)
  }
}

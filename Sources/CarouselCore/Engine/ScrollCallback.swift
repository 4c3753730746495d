/// One callback a ``ScrollEvents`` value stands for: what an app hears, one at a time, in the
/// one documented order (``ScrollEvents/forEachCallback(_:)``). UIKit's delegate and closures,
/// SwiftUI's bindings and modifiers, the playground's event log and `carousel simulate --json`
/// (`{"t", "kind", "index", "copy"}`) all iterate it, so they always agree.
public enum ScrollCallback: Sendable, Hashable {
  /// The content started to follow a finger.
  case dragBegan
  /// The touch went to another gesture (an enclosing scroll view, a scroll view or a
  /// control inside an item).
  case handedOff
  /// The user tapped this item.
  case tap(Int)
  /// The finger that dragged the content lifted or was cancelled.
  case dragEnded
  /// The content starts moving to rest on this item.
  case willSettle(Int)
  /// The current item changed (`nil`: the last item went away).
  case currentIndex(Int?)
  /// The selection point passed this item (one per item passed: ``ScrollEvents/selection``).
  case selection(Int)
  /// The item the carousel rests on or moves to changed (a selection follows it).
  case destinationIndex(Int?)
  /// The content's continuous position in items changed.
  case progress(Double)
  /// The view of this copy of an item left the screen.
  case disappeared(VisibleCopy)
  /// The view of this copy of an item came on screen.
  case appeared(VisibleCopy)
  /// The items about to appear changed (prefetch them).
  case prefetch([Int])
  /// The content came to rest on this item after moving.
  case didSettle(Int)
  /// Tell assistive technologies where the carousel rests.
  case announcement(CarouselAnnouncement)

  /// The kinds, in the order of ``ScrollEvents/forEachCallback(_:)``; the raw value is the
  /// name the playground's log and `carousel simulate --json` print.
  public enum Kind: String, Sendable, CaseIterable {
    case dragBegan, handedOff, tap, dragEnded, willSettle, currentIndex, selection, destinationIndex, progress,
      disappeared, appeared, prefetch, didSettle, announcement

    /// The kinds `carousel simulate --json` and the playground's log print by default: the
    /// gesture, settle, current-item and display callbacks (the continuous and derived ones,
    /// destination, progress, prefetch and announcement, on request). The selection steps
    /// are listed on request too (`carousel simulate --selection`).
    public var isGestureOrDisplay: Bool {
      switch self {
      case .dragBegan, .handedOff, .tap, .dragEnded, .willSettle, .currentIndex, .disappeared, .appeared, .didSettle:
        return true
      case .selection, .destinationIndex, .progress, .prefetch, .announcement:
        return false
      }
    }
  }

  /// What kind of callback it is.
  public var kind: Kind {
    switch self {
    case .dragBegan: return .dragBegan
    case .handedOff: return .handedOff
    case .tap: return .tap
    case .dragEnded: return .dragEnded
    case .willSettle: return .willSettle
    case .currentIndex: return .currentIndex
    case .selection: return .selection
    case .destinationIndex: return .destinationIndex
    case .progress: return .progress
    case .disappeared: return .disappeared
    case .appeared: return .appeared
    case .prefetch: return .prefetch
    case .didSettle: return .didSettle
    case .announcement: return .announcement
    }
  }

  /// The item it is about, if one: `tap`, `willSettle`, `didSettle`, `selection`, `currentIndex` and
  /// `destinationIndex` (`nil` when the last item went away), `appeared`, `disappeared`,
  /// `announcement`.
  public var index: Int? {
    switch self {
    case .tap(let i), .willSettle(let i), .didSettle(let i), .selection(let i): return i
    case .currentIndex(let i), .destinationIndex(let i): return i
    case .appeared(let c), .disappeared(let c): return c.index
    case .announcement(let a): return a.index
    case .dragBegan, .handedOff, .dragEnded, .progress, .prefetch: return nil
    }
  }

  /// The loop cycle of the copy that appeared or disappeared; `nil` for the other kinds.
  public var copy: Int? {
    switch self {
    case .appeared(let c), .disappeared(let c): return c.copy
    default: return nil
    }
  }
}

extension ScrollEvents {
  /// Calls `body` with each callback of this call, in the one documented order:
  ///
  /// `dragBegan`, `handedOff`, `tap`, `dragEnded`, `willSettle`, `currentIndex`,
  /// `selection`…, `destinationIndex`, `progress`, `disappeared`…, `appeared`…, `prefetch`,
  /// `didSettle`, `announcement`.
  ///
  /// So a tap is heard before the settle it may cause, a drag's end before its will-settle,
  /// the item and the progress before the views come and go, and the views before the
  /// did-settle that may reveal them. The selection steps follow the current item they end
  /// on, one per item passed, oldest first.
  ///
  /// - Complexity: O(appeared + disappeared + selection steps); no allocation.
  @inlinable
  public func forEachCallback<Failure: Error>(_ body: (ScrollCallback) throws(Failure) -> Void) throws(Failure) {
    guard !isEmpty else { return }
    if dragBegan { try body(.dragBegan) }
    if handedOff { try body(.handedOff) }
    if let i = tappedIndex { try body(.tap(i)) }
    if dragEnded { try body(.dragEnded) }
    if let i = willSettle { try body(.willSettle(i)) }
    if currentIndexChanged { try body(.currentIndex(currentIndex)) }
    if let selection { try selection.forEachIndex { (index) throws(Failure) in try body(.selection(index)) } }
    if destinationIndexChanged { try body(.destinationIndex(destinationIndex)) }
    if let p = progress { try body(.progress(p)) }
    for c in disappeared { try body(.disappeared(c)) }
    for c in appeared { try body(.appeared(c)) }
    if prefetchChanged { try body(.prefetch(prefetch)) }
    if let i = didSettle { try body(.didSettle(i)) }
    if let a = announcement { try body(.announcement(a)) }
  }

  /// The callbacks of this call, in the order of ``forEachCallback(_:)``, as an array (for
  /// tests and tools; front ends iterate without allocating).
  public var callbacks: [ScrollCallback] {
    var list: [ScrollCallback] = []
    forEachCallback { list.append($0) }
    return list
  }
}

/// What happened during one call into the ``ScrollEngine`` or the ``CarouselDriver``: the one
/// event type of CarouselKit, and the one stream out. Front ends act on these only (they keep
/// no input state of their own and poll nothing): UIKit's delegate and closures, SwiftUI's
/// bindings and modifiers, the playground's page and `carousel simulate --json` all iterate
/// ``forEachCallback(_:)``, so they hear the same callbacks in the same order.
///
/// Each field is `nil`, `false` or empty unless that thing happened during the call; when it
/// happened more than once, the field holds the latest value (lists hold every item, in
/// order).
///
/// The ``ScrollEngine`` fills ``currentIndex``, ``settleTarget`` and ``phase``. The
/// ``CarouselDriver`` adds the gesture and display events and decides the settle events:
///
/// - ``willSettle`` and ``didSettle`` come only when the content actually moves: exactly one
///   pair for a gesture that moved the content (a drag, or a touch that caught a motion and
///   lifted between items), for an animated scroll and for each autoplay step; none for a
///   tap, a touch at rest that never moved, a hand-off to an enclosing scroll view or a jump
///   without animation. A new target for the motion in progress (a VoiceOver step during a
///   settle, a reload) reports ``willSettle`` again; ``didSettle`` still comes once. A touch
///   that catches the motion ends it without ``didSettle``: that touch's own pair follows.
/// - ``appeared`` and ``disappeared`` name the copies of items whose views come on screen and
///   leave it, as UICollectionView's `willDisplay` and `didEndDisplaying` do.
///
/// A plain value: the lists allocate only in a call where an item appears or disappears.
public struct ScrollEvents: Sendable, Hashable {
  /// Whether the current item changed (``currentIndex`` holds the new one, which is `nil`
  /// when the last item went away).
  public var currentIndexChanged: Bool
  /// The new current item index, when the current item changed.
  public var currentIndex: Int?
  /// The item index the engine chose to come to rest on (at release, for a programmatic
  /// scroll or an autoplay step), whether or not the content moves: the engine's own record.
  /// Front ends read ``willSettle`` instead.
  public var settleTarget: Int?
  /// The new phase, when the phase changed.
  public var phase: ScrollEngine.Phase?
  /// The item a tap selected, when there was one (never a tap that caught a motion, moved
  /// more than the tap slop, or landed on a control).
  public var tappedIndex: Int?
  /// The content started to follow a finger (the drag was decided along the carousel's axis).
  public var dragBegan: Bool
  /// The finger that dragged the content lifted or was cancelled.
  public var dragEnded: Bool
  /// The touch went to an enclosing scroll view (a drag across the carousel's axis): the
  /// carousel ignores the rest of it.
  public var handedOff: Bool
  /// The item the content is about to come to rest on, when a motion that moves the content
  /// started (or its target changed): a front end's "will settle".
  public var willSettle: Int?
  /// The item the content came to rest on after moving: a front end's "did settle".
  public var didSettle: Int?
  /// The copies of items whose views came on screen, in the order they did.
  public var appeared: [VisibleCopy]
  /// The copies of items whose views left the screen, in the order they did.
  public var disappeared: [VisibleCopy]
  /// Whether the destination changed: the item the carousel rests on or is moving to (the
  /// target of a settle or an animation, else the current item), what a selection binding
  /// follows. ``destinationIndex`` holds the new one (`nil` with no items).
  public var destinationIndexChanged: Bool
  /// The new destination, when it changed.
  public var destinationIndex: Int?
  /// The content's continuous position in items (``CarouselDriver/progress``), when it
  /// changed: what a page indicator and a `didScroll` callback follow.
  public var progress: Double?
  /// Whether the items about to appear changed (``CarouselConfiguration/prefetchDistance`` items
  /// beyond each visible edge the content moves towards); ``prefetch`` holds the new set,
  /// in the order they will appear (empty when nothing is about to appear).
  public var prefetchChanged: Bool
  /// The items about to appear, when they changed.
  public var prefetch: [Int]
  /// What to tell assistive technologies now: the carousel came to rest after an
  /// accessibility action (UIKit's `UIAccessibility.Notification.pageScrolled`).
  public var announcement: CarouselAnnouncement?
  /// The items the selection point (the viewport's centre) passed while the content moved:
  /// one ``ScrollCallback/selection(_:)`` each, what a picker's selection haptics follow.
  /// Reported during drags, glides, settles, animated scrolls and autoplay steps; never at
  /// rest, for a touch that does not move the content, for a jump without animation or for a
  /// change of layout, viewport, data, behaviour or environment (those re-select silently,
  /// as `UIPickerView`'s `selectRow(_:inComponent:animated: false)` does not click).
  public var selection: SelectionSteps?

  /// No events.
  public static let none = ScrollEvents()

  /// Creates a set of events; a non-`nil` `currentIndex` also sets
  /// ``currentIndexChanged``.
  public init(
    currentIndex: Int? = nil, settleTarget: Int? = nil, phase: ScrollEngine.Phase? = nil, tappedIndex: Int? = nil
  ) {
    self.currentIndexChanged = currentIndex != nil
    self.currentIndex = currentIndex
    self.settleTarget = settleTarget
    self.phase = phase
    self.tappedIndex = tappedIndex
    self.dragBegan = false
    self.dragEnded = false
    self.handedOff = false
    self.willSettle = nil
    self.didSettle = nil
    self.appeared = []
    self.disappeared = []
    self.destinationIndexChanged = false
    self.destinationIndex = nil
    self.progress = nil
    self.prefetchChanged = false
    self.prefetch = []
    self.announcement = nil
    self.selection = nil
  }

  /// Whether nothing happened.
  public var isEmpty: Bool {
    !currentIndexChanged && settleTarget == nil && phase == nil && tappedIndex == nil && !dragBegan && !dragEnded
      && !handedOff && willSettle == nil && didSettle == nil && appeared.isEmpty && disappeared.isEmpty
      && !destinationIndexChanged && progress == nil && !prefetchChanged && announcement == nil
      && selection == nil
  }

  /// Adds the later events `other` on top of these. A copy that appeared and then disappeared
  /// (or the reverse) within the merged calls is reported by neither list.
  public mutating func merge(_ other: ScrollEvents) {
    if other.currentIndexChanged {
      currentIndexChanged = true
      currentIndex = other.currentIndex
    }
    if let i = other.settleTarget { settleTarget = i }
    if let p = other.phase { phase = p }
    if let i = other.tappedIndex { tappedIndex = i }
    dragBegan = dragBegan || other.dragBegan
    dragEnded = dragEnded || other.dragEnded
    handedOff = handedOff || other.handedOff
    if let i = other.willSettle { willSettle = i }
    if let i = other.didSettle { didSettle = i }
    for copy in other.appeared {
      if let k = disappeared.firstIndex(of: copy) { disappeared.remove(at: k) } else { appeared.append(copy) }
    }
    for copy in other.disappeared {
      if let k = appeared.firstIndex(of: copy) { appeared.remove(at: k) } else { disappeared.append(copy) }
    }
    if other.destinationIndexChanged {
      destinationIndexChanged = true
      destinationIndex = other.destinationIndex
    }
    if let p = other.progress { progress = p }
    if other.prefetchChanged {
      prefetchChanged = true
      prefetch = other.prefetch
    }
    if let a = other.announcement { announcement = a }
    if let later = other.selection {
      // Continuing steps join; otherwise (a reversal, a re-based track) the later call's
      // steps stand. The driver reports steps once per public call, so only calls merged
      // by a front end can meet here.
      if let earlier = selection, earlier.end == later.start, earlier.count == later.count,
        (earlier.end > earlier.start) == (later.end > later.start)
      {
        selection = SelectionSteps(start: earlier.start, end: later.end, count: later.count)
      } else {
        selection = later
      }
    }
  }

  /// Records that the current item became `index`.
  mutating func noteCurrentIndex(_ index: Int?) {
    currentIndexChanged = true
    currentIndex = index
  }
}

/// Everything a front end must do after one action (``CarouselDriver/send(_:)``), in order:
///
/// 1. draw ``frame``: hide the slots it hides, configure the views of the slots it assigns,
///    place every slot it shows, order the views when ``CarouselFrame/orderChanged``;
/// 2. play ``feedback`` (selection haptics);
/// 3. deliver ``events`` through ``ScrollEvents/forEachCallback(_:)`` (the one callback
///    order), finding a departing view by ``departures``;
/// 4. follow ``schedule``: run the display link, sleep until a time, or stop.
///
/// It is consumed once: nothing is acknowledged back and nothing needs to be read from the
/// driver afterwards. It holds buffers the driver reuses: drop it before the next
/// ``CarouselDriver/send(_:)`` and no frame allocates (keeping it is safe, it then costs one
/// copy).
public struct CarouselUpdate: Sendable {
  /// The callbacks, in the one order.
  public var events: ScrollEvents
  /// What to draw; ``CarouselFrame/isEmpty`` when nothing changed on screen.
  public var frame: CarouselFrame
  /// What drives the next frame.
  public var schedule: CarouselSchedule
  /// Whether the input was taken: `false` for a key the carousel does not use, an
  /// accessibility scroll it cannot perform (the enclosing scroll view's, or a border to
  /// announce), a pan that may not begin (``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``);
  /// `true` otherwise. What the front end answers its platform with.
  public var isHandled: Bool
  /// The selection haptics to play.
  public var feedback: SelectionFeedbackPlan
  /// For each copy in ``ScrollEvents/disappeared``, in the same order, the slot whose view
  /// showed it (the view the front end reports as ending display; it is hidden or reassigned
  /// by this update's frame), or −1 when no view showed it.
  public var departures: [Int]
  /// The accessibility element's state when it changed (the destination, the count, the
  /// actions offered, the strings), else `nil`.
  public var accessibility: CarouselAccessibilitySummary?
  /// The carousel took the drag from the scroll view inside an item under the finger
  /// (``CarouselInput/nestedPan(_:)``, a zoomed photo at its edge): set that scroll view's
  /// content offset to this point (its edge, undoing any rubber band past it), then cancel
  /// its pan (UIKit: `panGestureRecognizer.isEnabled = false`, then `true`: a recogniser
  /// disabled while it recognises moves to `.cancelled`), so that only the carousel moves.
  /// `nil` otherwise.
  public var nestedScrollStop: CarouselPoint?
  /// How many of the data changes that asked for an animation (``CarouselDataChange/animation``)
  /// are over with this update, oldest first: all of them once nothing of them animates any
  /// more, or at once for a change that did not animate (Reduce Motion, the carousel hidden, a
  /// zero duration, a reload). A front end runs that many of its batch completions, in order
  /// (UIKit's `performBatchUpdates(_:completion:)`).
  public var completedChanges = 0
}

/// What drives a carousel's next frame (``CarouselUpdate/schedule``).
public enum CarouselSchedule: Sendable, Hashable {
  /// The content moves by itself (or, at rest, the layout's toggle eases: ``LayoutToggle``):
  /// run the display link, sending ``CarouselAction/frame(time:)`` for each frame.
  case displayLink
  /// Nothing moves: stop the display link and send one ``CarouselAction/frame(time:)`` at
  /// this time (seconds, the clock of the actions): autoplay's next step, or a check
  /// whether a hidden carousel with autoplay can be seen again.
  case wake(at: Double)
  /// Nothing to do until the next action: stop the display link, cancel any wake-up.
  case idle
}

/// The selection haptics of one update, as the front end plays them with its platform's
/// generator (`UISelectionFeedbackGenerator`): ``prepares`` first, then ``clicks`` times
/// `selectionChanged()`, then ``preparesAfter``.
public struct SelectionFeedbackPlan: Sendable, Hashable {
  /// Prepare the generator first (a touch-down, or a motion no finger drives begins).
  public var prepares = false
  /// How many clicks: one per item the selection point passed.
  public var clicks = 0
  /// Prepare again after the clicks (the content still moves).
  public var preparesAfter = false

  /// No haptics.
  public init() {}

  /// Whether there is nothing to play.
  public var isEmpty: Bool { !prepares && clicks == 0 && !preparesAfter }
}

/// The accessibility element's state (``CarouselUpdate/accessibility``): what a front end
/// speaks and offers, with the app's labels.
public struct CarouselAccessibilitySummary: Sendable, Hashable {
  /// The item the carousel rests on or moves to, `nil` with no items.
  public var index: Int?
  /// The number of items.
  public var count: Int
  /// Whether there is a next item to go to (the next action is offered).
  public var canGoNext: Bool
  /// Whether there is a previous item to go to.
  public var canGoPrevious: Bool
  /// The autoplay action offered (pause, or resume after the user paused), if any.
  public var autoplayAction: CarouselAccessibilityAction?
  /// Whether the current item's controls are elements of their own after the adjustable
  /// element (``CarouselAccessibilityPresentation/adjustableThenControls(slot:)``): for a
  /// front end that finds the current item's view itself (SwiftUI).
  public var exposesItemControls: Bool
  /// The words spoken.
  public var strings: CarouselStrings { words.strings }
  /// The strings, boxed: an update stays a few words wide whether or not it carries them.
  private let words: Words

  /// Creates the state of an accessibility element.
  public init(
    index: Int?, count: Int, canGoNext: Bool, canGoPrevious: Bool, autoplayAction: CarouselAccessibilityAction?,
    strings: CarouselStrings, exposesItemControls: Bool = false
  ) {
    self.init(
      index: index, count: count, canGoNext: canGoNext, canGoPrevious: canGoPrevious, autoplayAction: autoplayAction,
      words: Words(strings), exposesItemControls: exposesItemControls)
  }

  /// The same, with strings already boxed (the driver keeps the box until they change).
  init(
    index: Int?, count: Int, canGoNext: Bool, canGoPrevious: Bool, autoplayAction: CarouselAccessibilityAction?,
    words: Words, exposesItemControls: Bool
  ) {
    self.exposesItemControls = exposesItemControls
    self.index = index
    self.count = count
    self.canGoNext = canGoNext
    self.canGoPrevious = canGoPrevious
    self.autoplayAction = autoplayAction
    self.words = words
  }

  /// A box for the strings.
  final class Words: Sendable, Hashable {
    let strings: CarouselStrings
    init(_ strings: CarouselStrings) { self.strings = strings }
    static func == (a: Words, b: Words) -> Bool { a.strings == b.strings }
    func hash(into hasher: inout Hasher) { hasher.combine(strings) }
  }

  /// The actions offered beside the adjustable action, in order: next, previous, pause or
  /// resume autoplay. Allocates the list: read it when the platform asks.
  public var actions: [CarouselAccessibilityAction] {
    Self.actions(canGoNext: canGoNext, canGoPrevious: canGoPrevious, autoplayAction: autoplayAction)
  }

  /// The action list, in its one order (the driver's ``CarouselDriver/accessibilityActions``
  /// too).
  static func actions(canGoNext: Bool, canGoPrevious: Bool, autoplayAction: CarouselAccessibilityAction?)
    -> [CarouselAccessibilityAction]
  {
    var actions: [CarouselAccessibilityAction] = []
    if canGoNext { actions.append(.next) }
    if canGoPrevious { actions.append(.previous) }
    if let autoplayAction { actions.append(autoplayAction) }
    return actions
  }

  /// The spoken value ("item 2 of 5, label" in English), `nil` with no items.
  ///
  /// - Parameter label: the accessibility label of an item, if the app gives one.
  public func value(label: (Int) -> String?) -> String? {
    guard let index else { return nil }
    return strings.value(index: index, count: count, label: label(index))
  }
}

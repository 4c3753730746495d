/// What a driver has handed its front end to draw, and the buffers its updates hold
/// (``CarouselUpdate``): reused from update to update, so a frame allocates nothing once
/// they have grown.
struct DrawnState: Sendable {
  /// The visible items were recomputed since the last update: the next one draws.
  var needsDraw = true
  /// The driver's `visibleVersion` the draws were made for, when the next frame may only
  /// update them in place (they show every shown slot and hide none, no item is exposed to
  /// accessibility); `nil` otherwise.
  var plan: Int?
  /// The copy each slot's view shows, as last drawn (departing views are found here).
  var copies: [VisibleCopy?] = []
  /// The drawing order last handed out.
  var order: [Int] = []
  /// The buffers of the update being built.
  var draws: [SlotDraw] = []
  var nextOrder: [Int] = []
  var accessibilityOrder: [Int] = []
  var departures: [Int] = []
  /// Right to left: the visible items' attributes mirrored (``CarouselFrame/items``).
  var mirroredItems: [ItemAttributes] = []
  /// During an animated data change: the attributes drawn (``CarouselFrame/items``) and the
  /// drawing order with the leaving views behind the others.
  var animatedItems: [ItemAttributes] = []
  var transitionOrder: [Int] = []
  /// The views of deleted items that left with a data change, by the copy they showed.
  var leaving: [VisibleCopySlot] = []
  /// The accessibility elements last handed out (``CarouselFrame/accessibilityPresentation``).
  var presentation = CarouselAccessibilityPresentation.adjustable
  /// The accessibility element's state last handed out.
  var accessibility: AccessibilityKey?
  /// Counts changes of the spoken strings (the accessibility state changes with them).
  var stringsVersion = 0
  /// The spoken strings, boxed once per ``stringsVersion`` for the accessibility summaries.
  var words: (version: Int, box: CarouselAccessibilitySummary.Words)?
}

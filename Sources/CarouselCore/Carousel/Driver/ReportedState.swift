/// What a ``CarouselDriver`` last reported of the values it reports only when they change.
struct ReportedState: Sendable {
  /// The destination (`nil` inside: no items), or `nil` before the first report.
  var destination: Int??
  /// The progress last reported, and the offset it was computed at.
  var progress: Double?
  var progressOffset = Double.nan
  /// The item count when last reported.
  var count = 0
  /// The anchors changed since the progress was computed (a resize, a layout, a reload).
  var anchorsChanged = false
  /// The items to prefetch last reported, and the buffer the next set is computed in.
  var prefetch: [Int] = []
  var upcoming: [Int] = []
  /// What ``upcoming`` was computed from: the visible items' version, the direction of motion
  /// (−1, 0, 1) and the lookahead.
  var upcomingFrom: (version: Int, direction: Int, lookahead: Int)?
  /// An accessibility action waits for the carousel to rest: whether it was the adjustable
  /// action (``CarouselAnnouncement/followsAdjustableAction``).
  var pendingAnnouncement: Bool?
  /// The pending announcement's item had a view on screen right after the adjustable action
  /// (so VoiceOver read its label then, if the label comes from its view).
  var announcedItemWasShown = true
  /// The last translation of a mouse wheel's scroll in progress, as a point in the viewport.
  var wheelTranslation: CarouselPoint?
}

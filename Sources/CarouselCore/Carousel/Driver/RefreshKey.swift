/// What ``CarouselDriver``'s visible items and slot plan are computed from, besides the layout
/// (a new layout always recomputes them).
struct RefreshKey: Sendable, Hashable {
  var offset: Double
  var cycle: Int
  var count: Int
  var viewport: CarouselSize
  var loops: Bool
  /// The layout's toggle (0 for layouts without one): a frame at rest while it eases redraws.
  var toggle: Double
}

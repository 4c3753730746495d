import CarouselCore

/// The banner geometry of the infinite-banner article: items as wide as the viewport less
/// two insets, `spacing` apart, centred when at rest.
///
/// item width = viewport width − 2 × inset; pitch = item width + spacing; offset k × pitch
/// centres item k (offset 0 centres item 0).
struct LinearGeometry: Sendable, Equatable {
  var viewportWidth: Double
  var viewportHeight: Double
  var inset: Double
  var spacing: Double

  var itemWidth: Double { viewportWidth - 2 * inset }
  var pitch: Double { itemWidth + spacing }

  func anchors(count: Int) -> SnapAnchors { .uniform(count: count, pitch: pitch) }
}

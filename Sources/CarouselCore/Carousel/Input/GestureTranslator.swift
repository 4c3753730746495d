/// Turns a platform's viewport locations into coordinates along the scroll axis for the
/// engine's ``TouchEvent``s, mirroring them for right-to-left layouts (the finger moving
/// right then scrolls forward, as in a right-to-left `UIScrollView`). Layout attributes are
/// mirrored back with ``ItemAttributes/mirrored(in:)``.
struct GestureTranslator: Sendable, Hashable {
  var axis: ScrollAxis
  /// Whether the layout direction is right to left (only horizontal axes are mirrored).
  var isRightToLeft: Bool
  /// The viewport's size, in points (for mirroring).
  var viewport: CarouselSize

  init(axis: ScrollAxis, isRightToLeft: Bool = false, viewport: CarouselSize) {
    self.axis = axis
    self.isRightToLeft = isRightToLeft
    self.viewport = viewport
  }

  /// Whether coordinates along the axis are mirrored.
  var mirrors: Bool { isRightToLeft && axis == .horizontal }

  /// The finger's coordinate along the scroll axis for a location in the viewport.
  func location(_ point: CarouselPoint) -> Double {
    switch axis {
    case .horizontal: return mirrors ? viewport.width - point.x : point.x
    case .vertical: return point.y
    }
  }
}

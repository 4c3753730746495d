/// Whether a carousel's pages keep their content out of the unsafe area (the status bar, the
/// Dynamic Island, the home indicator, the rounded corners in landscape): the policy both
/// front ends share.
public enum PageSafeArea: Sendable, Hashable {
  /// Each page's content is inset by the part of the unsafe area the page covers, in the
  /// page's own coordinates (`ItemAttributes.safeAreaInsets(_:viewport:perspective:)`): a
  /// full-screen page gets the whole safe area, a banner in the middle of the screen gets
  /// nothing. The default.
  case contentInsets
  /// Pages get no insets: full-bleed content (a photo under the status bar); the app insets
  /// what it must itself.
  case ignored
}

extension ItemAttributes {
  /// The insets that keep this item's content out of the unsafe area of its viewport: for
  /// each edge, the part of the item, as drawn, that lies between the viewport's edge and the
  /// safe area's (or beyond the viewport's edge, off screen), measured from the item's own
  /// edge and converted to the item's own, untransformed coordinates. An item that does not
  /// reach into an unsafe band gets 0 for that edge, so only pages that cover the unsafe area
  /// are inset (a banner in the middle of the screen is not).
  ///
  /// The item as drawn is its bounding box (``boundingBox(perspective:viewport:)``, scale,
  /// rotation and 3D transforms included), converted back by the ratio of the box to the
  /// item's size along each axis: exact for items that are moved and scaled (every flat
  /// layout, the `.pages` layout's pages of any size), an approximation for rotated and 3D
  /// items (their box is larger than they are). The insets follow the item as it moves, as
  /// UIKit's own propagation of the safe area to subviews does.
  ///
  /// - Parameters:
  ///   - safeArea: the carousel's own safe-area insets (UIKit's `safeAreaInsets`, SwiftUI's
  ///     `GeometryProxy.safeAreaInsets`), from the physical edges of the viewport.
  ///   - viewport: the carousel's size.
  ///   - perspective: the layout's perspective (``CarouselLayout/perspective``).
  /// - Returns: insets in points of the item's own size, each at most that size along its
  ///   axis; zero for an item of no size. O(1).
  package func safeAreaInsets(_ safeArea: CarouselInsets, viewport: CarouselSize, perspective: Double?)
    -> CarouselInsets
  {
    guard !safeArea.isZero, size.width > 0, size.height > 0 else { return .zero }
    let box = boundingBox(perspective: perspective, viewport: viewport)
    let boxWidth = box.maxX - box.minX
    let boxHeight = box.maxY - box.minY
    guard boxWidth.isFinite, boxHeight.isFinite, boxWidth > 0, boxHeight > 0 else { return .zero }
    let safe = CarouselRect(
      minX: safeArea.left, minY: safeArea.top, maxX: viewport.width - safeArea.right,
      maxY: viewport.height - safeArea.bottom)
    // Items that lie wholly outside the viewport are off screen: nothing to keep safe.
    guard box.maxX > 0, box.minX < viewport.width, box.maxY > 0, box.minY < viewport.height else { return .zero }
    /// The part of the box from its edge to the safe edge, if the box reaches into that band.
    func overlap(_ fromEdge: Double, reaches: Bool, length: Double) -> Double {
      reaches ? min(max(fromEdge, 0), length) : 0
    }
    let top = overlap(safe.minY - box.minY, reaches: safeArea.top > 0 && box.minY < safe.minY, length: boxHeight)
    let bottom = overlap(
      box.maxY - safe.maxY, reaches: safeArea.bottom > 0 && box.maxY > safe.maxY, length: boxHeight)
    let left = overlap(safe.minX - box.minX, reaches: safeArea.left > 0 && box.minX < safe.minX, length: boxWidth)
    let right = overlap(box.maxX - safe.maxX, reaches: safeArea.right > 0 && box.maxX > safe.maxX, length: boxWidth)
    let sx = size.width / boxWidth
    let sy = size.height / boxHeight
    return CarouselInsets(
      top: min(top * sy, size.height), left: min(left * sx, size.width), bottom: min(bottom * sy, size.height),
      right: min(right * sx, size.width))
  }
}

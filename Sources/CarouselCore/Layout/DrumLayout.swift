import RealModule

/// A picker drum, as `UIPickerView` and SwiftUI's wheel `Picker` draw one: rows on the outside
/// of a cylinder whose axis is horizontal, the row at the centre selected, the others turning
/// away above and below it, seen in perspective. It scrolls vertically.
///
/// With row height h (``rowHeight``, the pitch: dragging h points moves one row), viewport
/// W × H, radius R (``radius``, by default H/2: the drum's front half fills the viewport's
/// height, as in `UIPickerView`), angle per row α = h / R (the row's arc on the drum is h long)
/// and offset o, row k sits at the angle θ = (k · h − o) / R from the centre:
/// - centre x = W/2, y = H/2 + R · sin θ (the row's centre on the cylinder, seen from the
///   front);
/// - size: ``rowWidth`` (default W) × h;
/// - transform: rotation by −θ about the horizontal (x) axis (a row below the centre tilts
///   its lower edge away), then a move back by R · (1 − cos θ); the container applies the
///   ``perspective`` (eye distance d, m34 = −1/d) about the viewport's centre, so the row's
///   centre is drawn at y = H/2 + R sin θ / (1 + R (1 − cos θ) / d) and the row about
///   cos θ / (1 + R (1 − cos θ) / d) times as tall (1 at the centre);
/// - zIndex = cos θ; a row is shown while its front faces the eye: |θ| < θv = acos(R / (R + d))
///   (the silhouette of a cylinder seen from d + R away from its axis: 79.8° with the
///   defaults, approaching 90° as d grows). Rows beyond 90° face away from the viewer, and
///   rows between θv and 90° would show their back (mirrored), so both are hidden.
///
/// `UIPickerView`-like defaults: a default picker is 216 pt tall (its portrait height since
/// iPhone OS 2; `-[UIPickerView setFrame:]` pins an invalid height to 216.0, and a picker
/// created without a frame takes it; 162 pt in landscape on the first iPhones) and its rows are
/// 32 pt apart (`rowSize(forComponent:)` of a default picker since iOS 7; undocumented, as the
/// legal heights are, so measured rather than specified): in a 216-pt viewport R = 108 pt,
/// α = 32/108 ≈ 0.296 rad (17°), θv ≈ 1.392 rad, and four rows show on each side of the
/// selected one, squeezed towards the edges. ``pickerHeight`` and ``pickerRowHeight`` name
/// the two numbers.
///
/// Parameter ranges (clamped, also when assigned later): `rowHeight` ``rowHeightRange``, as
/// ``SnapAnchors`` clamps pitches (non-finite or non-positive: ``defaultRowHeight``), `radius`
/// ``radiusRange`` and, where the drum is made, at least h/2 (`nil` or non-finite: H/2 of the
/// limited viewport, then clamped the same way), `rowWidth` ``rowWidthRange`` (`nil`: W;
/// non-finite or non-positive: `nil`), `eyeDistance` ``perspectiveRange`` (non-finite or
/// non-positive: ``defaultPerspective``). The viewport is clamped as ``LayoutLimits`` says.
public struct DrumLayout: CarouselLayout {
  /// The row height of a default `UIPickerView`, in points: 32.
  public static let pickerRowHeight = 32.0
  /// The height of a default `UIPickerView`, in points: 216.
  public static let pickerHeight = 216.0

  /// The default ``rowHeight``, in points: ``pickerRowHeight`` (32).
  public static let defaultRowHeight = pickerRowHeight
  /// The range ``rowHeight`` is clamped into, in points: 0.001...10¹² (``SnapAnchors/pitchRange``;
  /// non-finite or non-positive: ``defaultRowHeight``).
  public static let rowHeightRange = SnapAnchors.pitchRange
  /// The range ``radius`` is clamped into, in points: 0...10¹² (non-finite: `nil`). The drum
  /// made in a viewport has a radius of at least half the row height.
  public static let radiusRange: ClosedRange<Double> = 0...SnapAnchors.maximumExtent
  /// The range ``rowWidth`` is clamped into, in points: 1...10¹² (non-finite or non-positive:
  /// `nil`).
  public static let rowWidthRange: ClosedRange<Double> = 1...SnapAnchors.maximumExtent
  /// The default eye distance (``eyeDistance``, the initializer's `perspective`), in points: 500.
  public static let defaultPerspective = 500.0
  /// The range ``eyeDistance`` is kept in, in points: above 0, up to 10¹²
  /// (``LayoutLimits/positiveLengthRange``; larger: 10¹²; non-finite or non-positive:
  /// ``defaultPerspective``).
  public static let perspectiveRange = LayoutLimits.positiveLengthRange

  /// The row height h, in points: the pitch.
  public var rowHeight: Double { didSet { rowHeight = Self.clampedRowHeight(rowHeight) } }
  /// The drum's radius R, in points; `nil`: half the viewport's height.
  public var radius: Double? { didSet { radius = Self.clampedRadius(radius) } }
  /// The row width, in points; `nil`: the viewport's width.
  public var rowWidth: Double? { didSet { rowWidth = Self.clampedWidth(rowWidth) } }
  /// The eye distance, in points (Core Animation's m34 = −1/perspective).
  public var eyeDistance: Double {
    didSet { eyeDistance = CoverFlowLayout.clampedEye(eyeDistance, fallback: Self.defaultPerspective) }
  }
  public var axis: ScrollAxis { .vertical }

  /// A picker: it clicks on every row it passes (``CarouselSelectionFeedback/automatic``).
  public var clicksLikeAPicker: Bool { true }
  public var perspective: Double? { eyeDistance }

  public init(
    rowHeight: Double = defaultRowHeight, radius: Double? = nil, rowWidth: Double? = nil,
    perspective: Double = defaultPerspective
  ) {
    self.rowHeight = Self.clampedRowHeight(rowHeight)
    self.radius = Self.clampedRadius(radius)
    self.rowWidth = Self.clampedWidth(rowWidth)
    self.eyeDistance = CoverFlowLayout.clampedEye(perspective, fallback: Self.defaultPerspective)
  }

  static func clampedRowHeight(_ value: Double) -> Double {
    value.isFinite && value > 0 ? SnapAnchors.clampedPitch(value) : defaultRowHeight
  }
  static func clampedRadius(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return min(max(value, radiusRange.lowerBound), radiusRange.upperBound)
  }
  static func clampedWidth(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value > 0 else { return nil }
    return min(max(value, rowWidthRange.lowerBound), rowWidthRange.upperBound)
  }

  /// The drum's geometry in a viewport.
  public struct Drum: Sendable, Hashable {
    /// R, in points.
    public var radius: Double
    /// α = h / R, in radians.
    public var anglePerRow: Double
    /// θv = acos(R / (R + d)), in radians: rows at this angle or beyond are hidden.
    public var visibleAngle: Double
    /// The row size (width × h), in points.
    public var rowSize: CarouselSize
    /// The viewport the drum is in (limited as ``LayoutLimits`` says).
    public var viewport: CarouselSize
  }

  /// The drum for a viewport (O(1)): R = ``radius`` ?? H/2, at least h/2 (so α ≤ 2 rad).
  public func drum(in viewport: CarouselSize) -> Drum {
    let viewport = viewport.limitedForLayout
    let r = min(max(radius ?? viewport.height / 2, rowHeight / 2), SnapAnchors.maximumExtent)
    return Drum(
      radius: r, anglePerRow: rowHeight / r, visibleAngle: Double.acos(r / (r + eyeDistance)),
      rowSize: CarouselSize(width: rowWidth ?? viewport.width, height: rowHeight), viewport: viewport)
  }

  /// The angle θ = (k · h − o) / R of the row at track `position` from the centre, in radians
  /// (positive below it).
  public func angle(at position: Int, offset: Double, viewport: CarouselSize) -> Double {
    let r = drum(in: viewport).radius
    return (Double(position) * rowHeight - LayoutLimits.limited(offset: offset)) / r
  }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    .uniform(count: count, pitch: rowHeight)
  }

  /// H + (count − 1) · h.
  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    uniformContentLength(count: count, pitch: rowHeight, viewportLength: viewport.limitedForLayout.height)
  }

  /// The rows facing the eye: |k · h − o| < R · θv.
  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    let drum = drum(in: viewport)
    return uniformCandidates(offset: offset, pitch: rowHeight, reach: drum.radius * drum.visibleAngle)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    attributes(at: position, offset: offset, count: count, drum: drum(in: viewport))
  }

  /// The rows of a frame share one drum, computed once; each row takes one cosine and one
  /// sine (cos(−θ) = cos θ and sin(−θ) = −sin θ exactly), its transform is built directly
  /// (`Transform3D.rotationX(cosine:sine:thenTranslationZ:)`) and its bounding box is that of
  /// a turn about the horizontal axis (`box(center:halfWidth:halfHeight:transform:eye:viewport:)`):
  /// the items are exactly ``attributes(at:offset:count:viewport:)``'s. O(visible rows), no
  /// allocation once `items` has grown.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    var writer = VisibleItemWriter()
    defer { writer.finish(&items) }
    let drum = drum(in: viewport)
    guard
      let frame = VisibleFrame(
        offset: offset, count: count, viewport: viewport, isLooping: isLooping,
        candidates: { _, _ in
          uniformCandidates(offset: offset, pitch: rowHeight, reach: drum.radius * drum.visibleAngle)
        })
    else { return }
    let viewport = drum.viewport
    let r = drum.radius
    let size = drum.rowSize
    var indices = ConsecutiveIndices(from: frame.range.lowerBound, count: frame.count)
    for position in frame.range {
      let index = indices.next()
      let theta = (Double(position) * rowHeight - frame.offset) / r
      guard abs(theta) < drum.visibleAngle else { continue }
      let c = Double.cos(theta)
      let sine = Double.sin(theta)
      let transform = Transform3D.rotationX(cosine: c, sine: -sine, thenTranslationZ: -r * (1 - c))
      let center = CarouselPoint(x: viewport.width / 2, y: viewport.height / 2 + r * sine)
      guard
        Self.box(
          center: center, halfWidth: size.width * 1 / 2, halfHeight: size.height * 1 / 2, transform: transform,
          eye: eyeDistance, viewport: viewport
        ).intersects(frame.bounds)
      else { continue }
      writer.write(
        into: &items, position: position, index: index, center: center, size: size, transform: transform, zIndex: c)
    }
  }

  /// ``ItemAttributes/boundingBox(perspective:viewport:)`` of a row turned about the horizontal
  /// axis and moved along z (entries m22, m23, m32, m33 and m43; the others the identity's):
  /// its corners (±w, ±h) go to (x, y · m22, y · m23 + m43) with w = 1, the same values the full
  /// product computes (the other terms are zeros), projected with the eye `d`
  /// (`TurnedExtent`, with y the turned axis).
  @inline(__always)
  static func box(
    center: CarouselPoint, halfWidth w: Double, halfHeight h: Double, transform t: Transform3D, eye d: Double,
    viewport: CarouselSize
  ) -> CarouselRect {
    let e = TurnedExtent(
      center: (center.y, center.x), half: (h, w), scale: t.m22, depth: t.m23, z: t.m43, eye: d,
      viewportCenter: (viewport.height / 2, viewport.width / 2))
    return CarouselRect(minX: e.minAcross, minY: e.minTurned, maxX: e.maxAcross, maxY: e.maxTurned)
  }

  private func attributes(at position: Int, offset: Double, count: Int, drum: Drum) -> ItemAttributes? {
    let offset = LayoutLimits.limited(offset: offset)
    let r = drum.radius
    let theta = (Double(position) * rowHeight - offset) / r
    guard abs(theta) < drum.visibleAngle else { return nil }
    let c = Double.cos(theta)
    let transform = Transform3D.rotationX(-theta).concatenating(.translation(x: 0, y: 0, z: -r * (1 - c)))
    return ItemAttributes(
      position: position, index: TrackPosition.index(of: position, count: count),
      center: CarouselPoint(x: drum.viewport.width / 2, y: drum.viewport.height / 2 + r * Double.sin(theta)),
      size: drum.rowSize, transform: transform, zIndex: c)
  }
}

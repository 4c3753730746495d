/// A type-erased ``CarouselLayout``: lets a front end keep one driver type whatever layout the
/// app chooses, and change the layout at run time.
///
/// Every requirement is forwarded to the wrapped layout, so the geometry is exactly the
/// wrapped layout's. The cost is one dynamic dispatch per call. Two erased layouts are equal
/// when they wrap layouts of the same type that are equal.
///
/// With Embedded Swift, which has no values of protocol type, the layout is held in a generic
/// class instead (`LayoutBox`, one subclass per layout type) and ``base`` does not exist;
/// there, wrapping an `AnyCarouselLayout` again wraps it (no dynamic cast finds the original),
/// so the twice-wrapped layout is not equal to the once-wrapped one.
public struct AnyCarouselLayout: CarouselLayout {
  #if hasFeature(Embedded)
    let box: AnyLayoutBox

    /// Wraps `layout`.
    public init(_ layout: some CarouselLayout) {
      box = LayoutBox(layout)
    }

    /// What the requirements are forwarded to.
    var erased: AnyLayoutBox { box }
  #else
    /// The wrapped layout.
    public let base: any CarouselLayout

    /// Wraps `layout`; wrapping an `AnyCarouselLayout` again keeps the original inside.
    public init(_ layout: some CarouselLayout) {
      if let erased = layout as? AnyCarouselLayout {
        self.base = erased.base
      } else {
        self.base = layout
      }
    }

    /// What the requirements are forwarded to.
    var erased: any CarouselLayout { base }
  #endif

  public var axis: ScrollAxis { erased.axis }

  public var perspective: Double? { erased.perspective }

  public var clicksLikeAPicker: Bool { erased.clicksLikeAPicker }

  public var naturalCrossLength: Double? { erased.naturalCrossLength }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    erased.anchors(count: count, viewport: viewport, isLooping: isLooping)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    erased.contentLength(count: count, viewport: viewport)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    erased.candidatePositions(offset: offset, count: count, viewport: viewport)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    erased.attributes(at: position, offset: offset, count: count, viewport: viewport)
  }

  /// Forwarded as one call, so the wrapped layout computes the whole frame without a dynamic
  /// call per item.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    erased.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items)
  }

  public static func == (lhs: AnyCarouselLayout, rhs: AnyCarouselLayout) -> Bool {
    lhs.erased.isEqual(to: rhs.erased)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: erased)))
    erased.hash(into: &hasher)
  }
}

#if !hasFeature(Embedded)
  extension CarouselLayout {
    /// Whether `other` is a layout of the same type, equal to this one.
    fileprivate func isEqual(to other: any CarouselLayout) -> Bool {
      guard let other = other as? Self else { return false }
      return self == other
    }
  }
#endif

/// A type-erased ``CarouselLayout``: lets a front end keep one driver type whatever layout the
/// app chooses, and change the layout at run time.
///
/// Every requirement is forwarded to the wrapped layout, so the geometry is exactly the
/// wrapped layout's. The cost is one dynamic dispatch per call. Two erased layouts are equal
/// when they wrap layouts of the same type that are equal.
///
/// With Embedded Swift, which has no values of protocol type, the layout is held in a generic
/// class instead (`LayoutBox`, one subclass per layout type), and ``base`` is not public;
/// there, wrapping an `AnyCarouselLayout` again wraps it (no dynamic cast finds the original),
/// so the twice-wrapped layout is not equal to the once-wrapped one.
public struct AnyCarouselLayout: CarouselLayout {
  #if hasFeature(Embedded)
    /// The wrapped layout, in its class (internal: Embedded Swift has no values of protocol
    /// type to show it as).
    let base: AnyLayoutBox

    /// Wraps `layout`.
    public init(_ layout: some CarouselLayout) {
      base = LayoutBox(layout)
    }

    /// Wraps the layout `box` holds.
    init(box: AnyLayoutBox) {
      base = box
    }
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
  #endif

  public var axis: ScrollAxis { base.axis }

  public var perspective: Double? { base.perspective }

  public var clicksLikeAPicker: Bool { base.clicksLikeAPicker }

  public var naturalCrossLength: Double? { base.naturalCrossLength }

  public var anchorPatternCount: Int { base.anchorPatternCount }

  public var verticalMapping: VerticalMapping { base.verticalMapping }

  public func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
    base.anchors(count: count, viewport: viewport, isLooping: isLooping)
  }

  public func contentLength(count: Int, viewport: CarouselSize) -> Double? {
    base.contentLength(count: count, viewport: viewport)
  }

  public func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
    base.candidatePositions(offset: offset, count: count, viewport: viewport)
  }

  public func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
    base.attributes(at: position, offset: offset, count: count, viewport: viewport)
  }

  /// Forwarded as one call, so the wrapped layout computes the whole frame without a dynamic
  /// call per item.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, into items: inout [ItemAttributes]
  ) {
    base.visibleItems(offset: offset, count: count, viewport: viewport, isLooping: isLooping, into: &items)
  }

  public func piece(_ index: Int, of item: ItemAttributes) -> ItemPiece? {
    base.piece(index, of: item)
  }

  public var usesToggle: Bool { base.usesToggle }

  /// The wrapped layout's, wrapped (it allocates: ``VerticalLayout`` asks once, when made).
  public var mirroredTopToBottom: AnyCarouselLayout? {
    #if hasFeature(Embedded)
      base.mirroredTopToBottom.map { AnyCarouselLayout(box: $0) }
    #else
      base.mirroredTopToBottom.map { AnyCarouselLayout($0) }
    #endif
  }

  /// Forwarded as one call, as ``visibleItems(offset:count:viewport:isLooping:into:)``.
  public func visibleItems(
    offset: Double, count: Int, viewport: CarouselSize, isLooping: Bool, toggle: Double,
    into items: inout [ItemAttributes]
  ) {
    base.visibleItems(
      offset: offset, count: count, viewport: viewport, isLooping: isLooping, toggle: toggle, into: &items)
  }

  public static func == (lhs: AnyCarouselLayout, rhs: AnyCarouselLayout) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
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

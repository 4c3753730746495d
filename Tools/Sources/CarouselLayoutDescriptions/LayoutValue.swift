import CarouselCore

/// One value of a built-in layout's parameter, as a ``LayoutDescription`` reads and builds it.
public enum LayoutValue: Sendable, Hashable {
  /// A number (points, a scale, an angle, …).
  case number(Double)
  /// A whole number (items, cards).
  case integer(Int)
  /// An item size across the scroll axis.
  case itemSize(LinearLayout.ItemSize)
  /// A scroll axis.
  case axis(ScrollAxis)
  /// Where items rest.
  case alignment(SnapAnchors.Alignment)
  /// A list of lengths (the page sizes).
  case sizes([Double])
  /// One of a parameter's names (``LayoutParameter/Kind/choice(_:)``): a pager's style
  /// (`cubic`), a named preset of options (`coverFlow` for `ScaleLayout.Options.coverFlow`).
  case choice(String)
  /// An optional parameter left out (`nil`).
  case absent
  /// A yes or no (an inverted variant).
  case boolean(Bool)

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The whole number, if this is one.
  public var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }
}

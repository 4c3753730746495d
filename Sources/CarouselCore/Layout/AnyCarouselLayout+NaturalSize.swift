extension AnyCarouselLayout {
  /// The length across the scroll axis the layout's items ask for, in points, when they have a
  /// fixed one: the item height of `.linear(itemHeight:)`, `.cards(itemHeight:)` and
  /// `.coverFlow(itemHeight:)`; `nil` for layouts that fill whatever they are given. A
  /// declarative front end uses it as the carousel's ideal height inside a vertical scroll
  /// view, which proposes none. O(1).
  package var naturalCrossLength: Double? {
    switch base {
    case let linear as LinearLayout: return linear.itemHeight
    case let cards as CardStackLayout: return cards.itemHeight
    case let coverFlow as CoverFlowLayout: return coverFlow.itemHeight
    default: return nil
    }
  }
}

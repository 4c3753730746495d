/// How much of one item is on screen: what ``PageAppearance`` decides from.
package struct PageVisibility: Sendable, Hashable {
  /// The item index.
  package var index: Int
  /// The part of the item's drawn area inside the viewport, 0…1 (its largest copy when
  /// looping shows it twice). Non-finite values count as 0, values are clamped into 0…1.
  package var fraction: Double

  /// Creates a visibility record; `fraction` is clamped into 0…1 (NaN counts as 0).
  package init(index: Int, fraction: Double) {
    self.index = index
    self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }
}

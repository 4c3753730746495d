/// One of the callbacks a ``ScrollEvents`` value stands for, as the playground's event log
/// and `carousel simulate --json` list them (`{"t", "kind", "index", "copy"}`): the one
/// place that decides their order, so the page and the tool always agree.
@_spi(CarouselKitInternals) public struct ScrollCallback: Sendable, Hashable {
  /// What happened; the raw value is the name both lists print.
  public enum Kind: String, Sendable, CaseIterable {
    case dragBegan, handedOff, tap, dragEnded, willSettle, currentIndex, disappeared, appeared, didSettle
  }

  public var kind: Kind
  /// The item: for `tap`, `willSettle`, `didSettle`, `currentIndex` (`nil` when the last
  /// item went away), `appeared` and `disappeared`; `nil` for the others.
  public var index: Int?
  /// The loop cycle of the copy that appeared or disappeared; `nil` for the other kinds.
  public var copy: Int?

  public init(kind: Kind, index: Int? = nil, copy: Int? = nil) {
    self.kind = kind
    self.index = index
    self.copy = copy
  }
}

extension ScrollEvents {
  /// The callbacks of this call, in the documented order: `dragBegan`, `handedOff`, `tap`,
  /// `dragEnded`, `willSettle`, `currentIndex`, `disappeared`…, `appeared`…, `didSettle`.
  ///
  /// - Complexity: O(appeared + disappeared); no allocation when nothing happened.
  @_spi(CarouselKitInternals) public var callbacks: [ScrollCallback] {
    guard !isEmpty else { return [] }
    var list: [ScrollCallback] = []
    if dragBegan { list.append(ScrollCallback(kind: .dragBegan)) }
    if handedOff { list.append(ScrollCallback(kind: .handedOff)) }
    if let i = tappedIndex { list.append(ScrollCallback(kind: .tap, index: i)) }
    if dragEnded { list.append(ScrollCallback(kind: .dragEnded)) }
    if let i = willSettle { list.append(ScrollCallback(kind: .willSettle, index: i)) }
    if currentIndexChanged { list.append(ScrollCallback(kind: .currentIndex, index: currentIndex)) }
    for c in disappeared { list.append(ScrollCallback(kind: .disappeared, index: c.index, copy: c.copy)) }
    for c in appeared { list.append(ScrollCallback(kind: .appeared, index: c.index, copy: c.copy)) }
    if let i = didSettle { list.append(ScrollCallback(kind: .didSettle, index: i)) }
    return list
  }
}

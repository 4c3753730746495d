#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  /// A ``Carousel``'s data as its `onChange` compares it: by the items' identifiers, in order
  /// (O(1) when the counts differ, else O(n), without allocating). Not isolated to the main
  /// actor (`Equatable`'s `==` is not).
  nonisolated struct CarouselDataIdentity<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.data.count == rhs.data.count
        && lhs.data.elementsEqual(rhs.data) { $0[keyPath: lhs.id] == $1[keyPath: rhs.id] }
    }
  }
#endif

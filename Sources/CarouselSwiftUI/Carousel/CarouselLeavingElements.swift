#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Combine

  /// A ``Carousel``'s rendering cache for animated deletions: the elements of the items whose
  /// views leave with an animated data change (`SlotDraw.isDisappearing`), which the app's
  /// data no longer has, so that the leaving views are drawn with their content until their
  /// removal effect ends (as UIKit's `CarouselView` keeps drawing a deleted item's view).
  ///
  /// It decides nothing: the core says which items leave (the model's
  /// ``CarouselModel/leavingIDs``, by the core's `SlotIdentities`) and when their change is
  /// complete (`CarouselUpdate.completedChanges`, ``CarouselModel/changesCompleted``); this
  /// keeps only what drawing them needs, taken from the data as it was before the change
  /// (``remember(_:)``, the app's data at each change of its identifiers), and drops it as
  /// soon as the item no longer leaves. An `ObservableObject` only to be a `StateObject`: it
  /// publishes nothing (the model's entries redraw the carousel).
  @MainActor
  final class CarouselLeavingElements<Data: RandomAccessCollection, ID: Hashable>: ObservableObject {
    /// The app's data as of its last change of identifiers (or the carousel's appearance).
    private var previous: Data?
    /// The elements of the leaving items, by identifier.
    private var elements: [ID: Data.Element] = [:]

    /// The data the next change starts from. O(1).
    func remember(_ data: Data) {
      previous = data
    }

    /// Keeps the elements of the items in `leaving` (the model's, after a change or a
    /// completion), from those kept or from the data before the change, and drops the rest.
    /// O(n) of the remembered data when an item starts leaving, else O(leaving).
    func keep(leaving: [ID], id: KeyPath<Data.Element, ID>) {
      guard !leaving.isEmpty else {
        if !elements.isEmpty { elements.removeAll() }
        return
      }
      var wanted = Set(leaving)
      var kept: [ID: Data.Element] = [:]
      for key in leaving where kept[key] == nil {
        guard let element = elements[key] else { continue }
        kept[key] = element
        wanted.remove(key)
      }
      if !wanted.isEmpty, let previous {
        for element in previous {
          let key = element[keyPath: id]
          guard wanted.remove(key) != nil else { continue }
          kept[key] = element
          if wanted.isEmpty { break }
        }
      }
      elements = kept
    }

    /// The kept element of leaving item `id`, if any. O(1).
    func element(_ id: ID) -> Data.Element? {
      elements[id]
    }
  }
#endif

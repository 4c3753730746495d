#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// The app's phase content for one item, compared by its key, its phase and, when the
  /// app's elements are `Equatable`, its element: SwiftUI evaluates this body (the app's
  /// closure) only when one of them changed. Elements that are not `Equatable` compare
  /// unequal, so their content also runs whenever the carousel's body made a new slot view
  /// (the visible set or the data changed), as content without a phase does. Not isolated to
  /// the main actor (`Equatable`'s `==` is not), as SwiftUI compares it where it draws.
  nonisolated struct CarouselPhaseContent<Element, Key: Hashable, Content: View>: View, Equatable {
    let key: Key
    let phase: Double
    let element: Element
    let content: (Element, CarouselItemPhase) -> Content

    var body: Content { content(element, CarouselItemPhase(distance: phase)) }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.phase == rhs.phase && carouselSameValue(lhs.element, rhs.element)
    }
  }

  /// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
  func carouselSameValue<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.carouselIsEqual(to: rhs)
  }

  extension Equatable {
    fileprivate func carouselIsEqual(to other: Any) -> Bool {
      guard let other = other as? Self else { return false }
      return self == other
    }
  }
#endif

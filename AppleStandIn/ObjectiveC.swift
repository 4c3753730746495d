// Stand-in for Apple's `ObjectiveC` Swift overlay: the Clang module of the same name (Clang/)
// declares `NSObject` and the `NSObject` protocol (imported as `NSObjectProtocol`); this adds the
// Swift side that CarouselKit's front ends use. Declarations only (bodies are never compiled).

@_exported import ObjectiveC

/// A method selector (what `#selector(...)` makes and `SEL` imports as).
/// https://developer.apple.com/documentation/objectivec/selector (page by name)
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  /// https://developer.apple.com/documentation/objectivec/selector/init(_:) (page by name)
  public init(_ str: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
}

/// A memory zone (`NSZone *` imports as `NSZone`), as in `copy(with zone: NSZone? = nil)`.
/// https://developer.apple.com/documentation/objectivec/nszone (page by name)
public struct NSZone {}

/// `NSObject` is `Equatable` (through `isEqual(_:)`) and `Hashable` (through `hash`).
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (page by name)
extension NSObject: Equatable, Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

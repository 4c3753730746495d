import CoreGraphics

// The safe area as `Carousel` reads it and pads its pages by it.

/// https://developer.apple.com/documentation/swiftui/edgeinsets
/// (`@frozen struct EdgeInsets`: `init(top:leading:bottom:trailing:)`, `var top/leading/bottom/trailing: CGFloat`)
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
}

extension GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  /// (`var safeAreaInsets: EdgeInsets { get }`)
  public var safeAreaInsets: EdgeInsets { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
  /// (`nonisolated func padding(_ insets: EdgeInsets) -> some View`)
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/safearearegions
/// (`@frozen struct SafeAreaRegions: OptionSet`, raw value `UInt`)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all = SafeAreaRegions(rawValue: 0)
}

/// https://developer.apple.com/documentation/swiftui/edge (`@frozen enum Edge: Int8`)
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// https://developer.apple.com/documentation/swiftui/edge/set (`@frozen struct Set: OptionSet`, raw value `Int8`)
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  /// (`nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }
}

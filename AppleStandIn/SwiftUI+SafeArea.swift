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

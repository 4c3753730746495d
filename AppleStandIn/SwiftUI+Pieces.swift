// What `Carousel` draws a sliced item's pieces with (CarouselKit's ItemPieces): the content
// once per piece, clipped to a rounded rectangle, scaled about its centre, taking no touches.
import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle (`enum RoundedCornerStyle`) (page by name)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular
  case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle (`@frozen struct RoundedRectangle`)
@frozen public struct RoundedRectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  /// (`init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle (`@frozen struct FillStyle`)
@frozen public struct FillStyle: Equatable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint (`@frozen struct UnitPoint`) (page by name)
@frozen public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center (page by name)
  public static let center = UnitPoint()
  init() {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  /// (`func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape`)
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  /// (`func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View`)
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

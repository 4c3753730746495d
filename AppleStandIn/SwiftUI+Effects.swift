import CoreGraphics

// What the Carousel uses to draw the effects a layout asks for (CarouselKit's ItemEffects):
// a blur and a black shadow.

/// https://developer.apple.com/documentation/swiftui/color (`@frozen struct Color`)
public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color()
  private init() {}
  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
  /// (`color` defaults to `Color(.sRGBLinear, white: 0, opacity: 0.33)`)
  nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    self
  }
}

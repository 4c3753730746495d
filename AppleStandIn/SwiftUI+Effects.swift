import CoreGraphics

// What the Carousel uses to draw the effects a layout asks for (CarouselKit's ItemEffects):
// a blur and a black shadow.

// Color itself is declared with the page control's API (SwiftUI+PageControl.swift).
extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/black (`static let black: Color`;
  /// a nonisolated computed property here, as the stand-in's Color is main-actor isolated by
  /// its View conformance while the SDK's constants are usable anywhere)
  nonisolated public static var black: Color { fatalError() }
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

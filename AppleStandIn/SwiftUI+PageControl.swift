// SwiftUI API that CarouselSwiftUI's page control (`CarouselPageControl`) uses: colours,
// images and the modifiers that draw its indicators. Signatures as Apple's documentation gives
// them; bodies are never compiled.

import CoreGraphics

/// https://developer.apple.com/documentation/swiftui/shapestyle (`protocol ShapeStyle : Sendable`)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
/// (`@frozen struct Color`: `Hashable`, `Sendable`, `ShapeStyle`, `View`)
@frozen public struct Color: Hashable, Sendable, ShapeStyle, View {
  private init() {}
  /// https://developer.apple.com/documentation/swiftui/color/primary (`static let primary: Color`)
  public static let primary = Color()
  /// https://developer.apple.com/documentation/swiftui/color/white (`static let white: Color`)
  public static let white = Color()
  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  /// (`func opacity(_ opacity: Double) -> Color`)
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/image (`@frozen struct Image`: `Equatable`, `Sendable`, `View`)
@frozen public struct Image: Equatable, Sendable, View {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) (`init(systemName: String)`)
  public init(systemName: String) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/image/resizingmode (`enum ResizingMode`)
  public enum ResizingMode: Sendable, Hashable {
    case tile, stretch
  }
  /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  /// (`func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image`)
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension EdgeInsets {
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init() (`init()`: all zero)
  public init() { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  /// (`nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`, iOS 15)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
  /// https://developer.apple.com/documentation/swiftui/view/scaledtofit() (`nonisolated func scaledToFit() -> some View`)
  nonisolated public func scaledToFit() -> some View { self }
}

import CoreGraphics

// SwiftUI API that the README's examples use on the app's side (a vertical feed), and that
// CarouselSwiftUI itself does not. Signatures as Apple's documentation gives them; bodies are
// never compiled.

/// https://developer.apple.com/documentation/swiftui/axis/set (`struct Axis.Set`, an option set)
public enum Axis: Sendable {
  case horizontal
  case vertical

  /// https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

/// https://developer.apple.com/documentation/swiftui/scrollview (`struct ScrollView<Content> where Content : View`)
public struct ScrollView<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack (`@frozen struct VStack<Content> where Content : View`)
@frozen public struct VStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment (`@frozen struct HorizontalAlignment`)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  init() {}
}

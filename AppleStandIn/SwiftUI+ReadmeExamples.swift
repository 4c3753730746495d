// SwiftUI API that the README's examples use and that CarouselSwiftUI itself does not. Kept
// apart from the other SwiftUI files. Signatures as Apple's documentation gives them; bodies
// are never compiled.

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
/// (`enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable`, iOS 15)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
  /// (`var isAccessibilitySize: Bool { get }`)
  public var isAccessibilitySize: Bool { fatalError() }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  /// (`var dynamicTypeSize: DynamicTypeSize { get set }`, iOS 15)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}

extension Alignment {
  /// https://developer.apple.com/documentation/swiftui/alignment/bottom (`static let bottom: Alignment`)
  public static let bottom = Alignment()
}

import Foundation

// SwiftUI API for the carousel's environment-based modifiers, nested-scroll input and
// accessibility actions. Signatures as Apple's documentation gives them; bodies are never
// compiled.

/// https://developer.apple.com/documentation/swiftui/environmentkey (`protocol EnvironmentKey`)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1vb1q
  /// (`subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey`)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityswitchcontrolenabled
  public var accessibilitySwitchControlEnabled: Bool { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
  where T: Gesture { self }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  /// (`func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)`)
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6x2yd
  /// (`func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)`)
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind (`struct AccessibilityActionKind`)
public struct AccessibilityActionKind: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind()
  init() {}
}

extension Binding {
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  /// (`static func constant(_ value: Value) -> Binding<Value>`)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

// MARK: - Scroll targets (iOS 17)

/// https://developer.apple.com/documentation/swiftui/scrolltarget (`struct ScrollTarget`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
  /// https://developer.apple.com/documentation/swiftui/scrolltarget/rect
  public var rect: CGRect
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTargetBehaviorContext {
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/originaltarget
  public var originalTarget: ScrollTarget { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
  public var contentSize: CGSize { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
  public var containerSize: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior (`protocol ScrollTargetBehavior`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/targetcontext
  typealias TargetContext = ScrollTargetBehaviorContext
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
}

// MARK: - Page indicator

/// https://developer.apple.com/documentation/swiftui/hstack (`@frozen struct HStack<Content> where Content : View`)
@frozen public struct HStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment (`@frozen struct VerticalAlignment`)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
  init() {}
}

/// https://developer.apple.com/documentation/swiftui/circle (`@frozen struct Circle`, `init()`)
@frozen public struct Circle: Shape {
  public init() { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused
  public var isFocused: Bool { fatalError() }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled
  /// (`var isScrollEnabled: Bool { get set }`, iOS 16; set by `scrollDisabled(_:)`)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:) (page by name)
  /// (`func scrollDisabled(_ disabled: Bool) -> some View`, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

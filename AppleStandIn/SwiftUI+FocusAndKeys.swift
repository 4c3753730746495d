import CoreGraphics
import Foundation

// SwiftUI API for the carousel's keyboard focus and arrow keys, right-to-left container, item
// labels, the scroll target's velocity and wrapping text. Signatures as in the iOS 17.0 SDK's
// SwiftUI.swiftinterface (availability as declared there) and Apple's documentation; bodies are
// never compiled.

/// https://developer.apple.com/documentation/swiftui/focusstate
/// (`@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable`, iOS 15)
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  /// (`@frozen @propertyWrapper struct Binding`)
  @frozen @propertyWrapper public struct Binding {
    private var _binding: SwiftUI.Binding<Value>
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4d9cu (`init() where Value == Bool`)
  public init() where Value == Bool { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
  /// (`func focused(_ condition: FocusState<Bool>.Binding) -> some View`, iOS 15)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:interactions:)
  /// (`func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View`, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)
  /// (`func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View`, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    self
  }
}

/// https://developer.apple.com/documentation/swiftui/focusinteractions
/// (`struct FocusInteractions : OptionSet, Sendable`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FocusInteractions: OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/focusinteractions/activate
  public static let activate = FocusInteractions(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/focusinteractions/edit
  public static let edit = FocusInteractions(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent (`struct KeyEquivalent : Sendable`, iOS 14)
public struct KeyEquivalent: Sendable {
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow
  public static let upArrow = KeyEquivalent()
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow
  public static let downArrow = KeyEquivalent()
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow
  public static let leftArrow = KeyEquivalent()
  /// https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow
  public static let rightArrow = KeyEquivalent()
  init() {}
}

/// https://developer.apple.com/documentation/swiftui/keypress (`struct KeyPress : Sendable`, iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
public struct KeyPress: Sendable {
  /// https://developer.apple.com/documentation/swiftui/keypress/result (`enum Result : Sendable`)
  public enum Result: Sendable {
    case handled
    case ignored
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  /// (`func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  /// (`func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    fatalError()
  }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  /// (`func lineLimit(_ number: Int?) -> some View`)
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
}

extension AccessibilityChildBehavior {
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
  public static let combine = AccessibilityChildBehavior()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehaviorContext {
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/velocity
  /// (`var velocity: CGVector { get }`; the unit is not documented)
  public var velocity: CGVector { fatalError() }
}

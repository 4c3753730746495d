import Combine
import Foundation

// SwiftUI API for the carousel's model: observable objects (`StateObject`, `ObservedObject`,
// `onReceive(_:perform:)`), views compared by value (`EquatableView`, `equatable()`) and the
// appearance callbacks. Signatures as in the iOS 17.0 SDK's SwiftUI.swiftinterface and Apple's
// documentation; bodies are never compiled.

/// https://developer.apple.com/documentation/swiftui/stateobject
/// (`@frozen @propertyWrapper struct StateObject<ObjectType> where ObjectType : ObservableObject`, iOS 14)
@frozen @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  /// (`init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`)
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  /// (`@MainActor(unsafe) var wrappedValue: ObjectType { get }`)
  @MainActor public var wrappedValue: ObjectType { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
/// (`@propertyWrapper @frozen struct ObservedObject<ObjectType> where ObjectType : ObservableObject`)
@propertyWrapper @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  /// (`@MainActor(unsafe) var wrappedValue: ObjectType`)
  @MainActor public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/swiftui/equatableview
/// (`@frozen struct EquatableView<Content> where Content : Equatable, Content : View`)
@frozen public struct EquatableView<Content: Equatable & View>: View {
  /// https://developer.apple.com/documentation/swiftui/equatableview/content
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
  public init(content: Content) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View where Self: Equatable {
  /// https://developer.apple.com/documentation/swiftui/view/equatable()
  /// (`func equatable() -> EquatableView<Self>`)
  nonisolated public func equatable() -> EquatableView<Self> { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
  /// (`func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  /// where P : Publisher, P.Failure == Never`)
  nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P: Publisher, P.Failure == Never { self }
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  /// (`func onAppear(perform action: (() -> Void)? = nil) -> some View`)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  /// (`func onDisappear(perform action: (() -> Void)? = nil) -> some View`)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}

import CoreGraphics
import UIKit

// SwiftUI 6.0 (iOS 18) API: UIKit gesture recognisers in a SwiftUI hierarchy. The stand-in's
// SwiftUI is emitted as version 6.0 (`-user-module-version 6.0`), so code guarded by
// `#if canImport(SwiftUI, _version: 6.0)` is checked against these; with the iOS 16.5 and 17.0
// SDKs (SwiftUI 4 and 5) that code compiles to nothing. Signatures as Apple's documentation
// gives them; bodies are never compiled.

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
/// (`@MainActor @preconcurrency protocol UIGestureRecognizerRepresentable`, iOS 18)
@available(iOS 18.0, macCatalyst 18.0, *)
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/uigesturerecognizertype
  /// (`associatedtype UIGestureRecognizerType : UIGestureRecognizer`)
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/coordinator
  /// (`associatedtype Coordinator = Void`)
  associatedtype Coordinator = Void
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/context
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/coordinatespaceconverter
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

  /// `@MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType`
  /// (the protocol's page; its macOS twin
  /// https://developer.apple.com/documentation/swiftui/nsgesturerecognizerrepresentable/makensgesturerecognizer(context:)
  /// notes that recognisers are created on demand and torn down when an event sequence ends)
  @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:)
  @MainActor @preconcurrency func handleUIGestureRecognizerAction(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:)
  @MainActor @preconcurrency func updateUIGestureRecognizer(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable/makecoordinator(converter:)
  @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
}

/// Default implementations (the requirements an adopter may leave out).
@available(iOS 18.0, macCatalyst 18.0, *)
extension UIGestureRecognizerRepresentable {
  public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
  public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

@available(iOS 18.0, macCatalyst 18.0, *)
extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
  public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext
/// (`struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable`)
@available(iOS 18.0, macCatalyst 18.0, *)
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext/converter
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
/// (`struct UIGestureRecognizerRepresentableCoordinateSpaceConverter`)
@available(iOS 18.0, macCatalyst 18.0, *)
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter/locallocation
  /// (`var localLocation: CGPoint { get }`)
  public var localLocation: CGPoint { fatalError() }
  /// https://onestack.dev/ios-reference/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// (`var localVelocity: CGPoint? { get }`)
  public var localVelocity: CGPoint? { fatalError() }
  /// https://onestack.dev/ios-reference/SwiftUI/UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// (`var localTranslation: CGPoint? { get }`)
  public var localTranslation: CGPoint? { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter/convert(globalpoint:to:)
  /// (`func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint`:
  /// a point of the global coordinate space into a coordinate space of an ancestor of the view
  /// the recogniser is attached to, the view's own by default)
  public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
    fatalError()
  }
}

@available(iOS 18.0, macCatalyst 18.0, *)
extension View {
  /// `nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View`
  /// (https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable: "use
  /// the gesture(_:) modifier to attach it"; the macOS twin
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:))
  nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}

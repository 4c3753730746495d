import CoreGraphics
import UIKit

// SwiftUI's UIKit view in a SwiftUI hierarchy (iOS 13) and `background(alignment:content:)`
// (iOS 15): what the `Carousel` uses before iOS 18 to put a UIKit view behind itself
// (`CarouselRecognizerHost`). Signatures as Apple's documentation gives them; bodies are never
// compiled.

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// (`@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  /// (`associatedtype UIViewType : UIView`)
  associatedtype UIViewType: UIView
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
  /// (`associatedtype Coordinator = Void`)
  associatedtype Coordinator = Void
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  /// (`typealias Context = UIViewRepresentableContext<Self>`)
  typealias Context = UIViewRepresentableContext<Self>

  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  /// (`static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`)
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

/// Default implementations (the requirements an adopter may leave out).
extension UIViewRepresentable {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  /// A representable has no body (`Body == Never`).
  public var body: Never { fatalError() }
}

extension UIViewRepresentable where Self.Coordinator == Void {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
  public func makeCoordinator() -> Self.Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// (`@MainActor @preconcurrency struct UIViewRepresentableContext<View> where View : UIViewRepresentable`)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
}

// `View.background(alignment:content:)` is declared in SwiftUI+Visibility.swift.

// Stand-in for the part of Apple's `Combine` that CarouselSwiftUI uses: the observable-object
// protocol SwiftUI's `StateObject` and `ObservedObject` take, its publisher, and the subject a
// model hands its events to the view through (`onReceive(_:perform:)`). Declarations only, with
// the signatures of the iOS 17.0 SDK's Combine.swiftinterface and Apple's documentation; bodies
// are never compiled. Requirements the front end never implements (`Publisher.receive(subscriber:)`,
// `Subscriber`) are left out.

/// https://developer.apple.com/documentation/combine/publisher
/// (`protocol Publisher<Output, Failure>`; `associatedtype Failure : Error`)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/subject
/// (`protocol Subject<Output, Failure> : AnyObject, Publisher`; `send(_:)`)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// https://developer.apple.com/documentation/combine/subject/send(_:)
  func send(_ value: Self.Output)
}

/// https://developer.apple.com/documentation/combine/passthroughsubject
/// (`final class PassthroughSubject<Output, Failure> where Failure : Error`)
final public class PassthroughSubject<Output, Failure: Error>: Subject {
  /// https://developer.apple.com/documentation/combine/passthroughsubject/init()
  public init() { fatalError() }
  /// https://developer.apple.com/documentation/combine/passthroughsubject/send(_:)
  final public func send(_ input: Output) { fatalError() }
}

/// https://developer.apple.com/documentation/combine/observableobject
/// (`protocol ObservableObject : AnyObject`; `associatedtype ObjectWillChangePublisher : Publisher =
/// ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never`)
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
/// (`final class ObservableObjectPublisher`: `Output == Void`, `Failure == Never`)
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() { fatalError() }
  /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  final public func send() { fatalError() }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  /// (`var objectWillChange: ObservableObjectPublisher { get }`, synthesised for classes)
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

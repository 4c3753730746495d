// Stand-in for the part of Apple's `Foundation` that CarouselKit's front ends use. It replaces
// Linux's swift-corelibs-foundation for the type-check only: that Foundation declares its own,
// Swift-only `NSObject` and `CGPoint`, which cannot be `@objc`, so the front ends' selectors,
// delegates and overrides could not be checked as on Apple platforms. (CarouselCore does not
// import Foundation, so the check loads it with this module in place.) Declarations only, with the
// exact signatures of Apple's documentation; bodies are never compiled.

@_exported import CoreGraphics
@_exported import ObjectiveC

/// `typealias TimeInterval = Double`, in seconds.
/// https://developer.apple.com/documentation/foundation/timeinterval (page by name)
public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/nsstring (`class NSString`) (page by name)
open class NSString: NSObject {}

/// `String` bridges to `NSString` (which lets `String` appear in `@objc` declarations, such as
/// `accessibilityValue: String?`). https://developer.apple.com/documentation/swift/string
/// ("Bridging Between String and NSString")
extension String: _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSString
  public func _bridgeToObjectiveC() -> NSString { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsarray (`class NSArray`) (page by name)
open class NSArray: NSObject {}

/// `Array` bridges to `NSArray` (`[UICollectionViewLayoutAttributes]?` in `@objc` declarations).
/// https://developer.apple.com/documentation/swift/array ("Bridging Between Array and NSArray") (page by name)
extension Array: _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSArray
  public func _bridgeToObjectiveC() -> NSArray { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsset (`class NSSet`) (page by name)
open class NSSet: NSObject {}

/// `Set` bridges to `NSSet` (`Set<UIPress>` in `pressesBegan(_:with:)`).
/// https://developer.apple.com/documentation/swift/set ("Bridging Between Set and NSSet") (page by name)
extension Set: _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSSet
  public func _bridgeToObjectiveC() -> NSSet { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsindexpath (`class NSIndexPath`) (page by name)
open class NSIndexPath: NSObject {}

/// https://developer.apple.com/documentation/foundation/date (`struct Date`) (page by name)
public struct Date: Hashable, Comparable, Sendable {
  /// https://developer.apple.com/documentation/foundation/date/init() (the current date and time) (page by name)
  public init() { fatalError() }
  /// https://developer.apple.com/documentation/foundation/date/timeintervalsincereferencedate-swift.property (page by name)
  /// (`var timeIntervalSinceReferenceDate: TimeInterval { get }`)
  public var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
  public static func < (lhs: Date, rhs: Date) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/indexpath (`struct IndexPath`; the UIKit (page by name)
/// overlay adds `init(row:section:)`, `item`, `section`)
public struct IndexPath: Hashable, Sendable {}

/// `IndexPath` bridges to `NSIndexPath`. https://developer.apple.com/documentation/foundation/indexpath (page by name)
extension IndexPath: _ObjectiveCBridgeable {
  public typealias _ObjectiveCType = NSIndexPath
  public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nscoder (`class NSCoder`) (page by name)
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/nscopying (`protocol NSCopying`) (page by name)
public protocol NSCopying {
  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:) (page by name)
  /// (`func copy(with zone: NSZone? = nil) -> Any`)
  func copy(with zone: NSZone?) -> Any
}

/// https://developer.apple.com/documentation/foundation/nsnotification (`class NSNotification`) (page by name)
open class NSNotification: NSObject {
  /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct (page by name)
  /// (`struct Name`, made with `init(_ rawValue: String)`)
  public struct Name: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
  }
  /// https://developer.apple.com/documentation/foundation/nsnotification/object
  /// (`var object: Any? { get }`: the scene of a `UIScene` notification)
  open var object: Any? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnotification/userinfo
  /// (`var userInfo: [AnyHashable : Any]? { get }`)
  open var userInfo: [AnyHashable: Any]? { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsnumber (`class NSNumber`) (page by name)
/// (`allowedTouchTypes` is an `[NSNumber]`)
open class NSNumber: NSObject {}

/// https://developer.apple.com/documentation/foundation/notification (`struct Notification`) (page by name)
public struct Notification: Hashable, Sendable {
  /// https://developer.apple.com/documentation/foundation/notification/userinfo
  /// (`var userInfo: [AnyHashable : Any]?`)
  public var userInfo: [AnyHashable: Any]? { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/operationqueue (`class OperationQueue`) (page by name)
open class OperationQueue: NSObject {
  /// https://developer.apple.com/documentation/foundation/operationqueue/main (page by name)
  /// (`class var main: OperationQueue { get }`)
  open class var main: OperationQueue { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/runloop (`class RunLoop`) (page by name)
open class RunLoop: NSObject {
  /// https://developer.apple.com/documentation/foundation/runloop/main (`class var main: RunLoop { get }`) (page by name)
  open class var main: RunLoop { fatalError() }

  /// https://developer.apple.com/documentation/foundation/runloop/mode (`struct Mode`;
  /// `init(_ rawValue: String)`: https://onestack.dev/ios-reference/Foundation/RunLoop.Mode)
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/runloop/mode/common
    public static let common = Mode("")
  }
}

/// https://onestack.dev/ios-reference/Foundation/NotificationCenter (`class NotificationCenter`)
open class NotificationCenter: NSObject {
  /// https://onestack.dev/ios-reference/Foundation/NotificationCenter
  /// (`class var default: NotificationCenter { get }`)
  open class var `default`: NotificationCenter { fatalError() }

  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { fatalError() }

  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
  /// (`func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
  /// object anObject: Any?)`; since iOS 9 the center stops sending to an observer that is deallocated)
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) { fatalError() }

  /// https://onestack.dev/ios-reference/Foundation/NotificationCenter (`func removeObserver(_ observer: Any)`)
  open func removeObserver(_ observer: Any) { fatalError() }
}

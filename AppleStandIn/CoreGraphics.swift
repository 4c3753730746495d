// Stand-in for Apple's `CoreGraphics` Swift overlay (with the parts of `CoreFoundation` it
// re-exports on Apple platforms): the Clang module of the same name (Clang/CoreGraphics.h)
// declares `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform` as C structs; this adds `CGFloat` and the Swift API
// CarouselKit's front ends use. Declarations only, with the exact signatures of Apple's
// documentation; bodies are never compiled.

@_exported import CoreGraphics
@_exported import ObjectiveC

// MARK: - CGFloat

/// The basic floating-point type of Core Graphics: a `Double` on 64-bit platforms, a distinct type
/// that converts implicitly to and from `Double` (SE-0307).
/// https://developer.apple.com/documentation/corefoundation/cgfloat (page by name)
/// (`@frozen struct CGFloat`, `BinaryFloatingPoint`; its requirements below are the standard
/// library's, https://developer.apple.com/documentation/swift/binaryfloatingpoint)
@frozen public struct CGFloat: BinaryFloatingPoint, Sendable, Codable, CustomStringConvertible {
  public typealias RawSignificand = UInt64
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias Magnitude = CGFloat
  public typealias Stride = CGFloat
  public typealias IntegerLiteralType = Int
  public typealias FloatLiteralType = Double

  /// https://developer.apple.com/documentation/corefoundation/cgfloat/native (page by name)
  public var native: Double

  /// https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:) (page by name)
  public init(_ value: Double) { fatalError() }
  public init(_ value: Float) { fatalError() }
  public init(_ value: Int) { fatalError() }
  public init(integerLiteral value: Int) { fatalError() }
  public init(floatLiteral value: Double) { fatalError() }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError() }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) { fatalError() }

  public static var exponentBitCount: Int { fatalError() }
  public static var significandBitCount: Int { fatalError() }
  public static var nan: CGFloat { fatalError() }
  public static var signalingNaN: CGFloat { fatalError() }
  public static var infinity: CGFloat { fatalError() }
  public static var greatestFiniteMagnitude: CGFloat { fatalError() }
  public static var pi: CGFloat { fatalError() }
  public static var leastNormalMagnitude: CGFloat { fatalError() }
  public static var leastNonzeroMagnitude: CGFloat { fatalError() }

  public var exponentBitPattern: UInt { fatalError() }
  public var significandBitPattern: UInt64 { fatalError() }
  public var binade: CGFloat { fatalError() }
  public var significandWidth: Int { fatalError() }
  public var description: String { fatalError() }
  public var magnitude: CGFloat { fatalError() }
  public var sign: FloatingPointSign { fatalError() }
  public var exponent: Int { fatalError() }
  public var significand: CGFloat { fatalError() }
  public var ulp: CGFloat { fatalError() }
  public var nextUp: CGFloat { fatalError() }
  public var isNormal: Bool { fatalError() }
  public var isFinite: Bool { fatalError() }
  public var isZero: Bool { fatalError() }
  public var isSubnormal: Bool { fatalError() }
  public var isInfinite: Bool { fatalError() }
  public var isNaN: Bool { fatalError() }
  public var isSignalingNaN: Bool { fatalError() }
  public var isCanonical: Bool { fatalError() }

  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public mutating func formRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formSquareRoot() { fatalError() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError() }
  public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError() }
  public func isEqual(to other: CGFloat) -> Bool { fatalError() }
  public func isLess(than other: CGFloat) -> Bool { fatalError() }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError() }
  public func distance(to other: CGFloat) -> CGFloat { fatalError() }
  public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
}

extension Double {
  /// https://developer.apple.com/documentation/swift/double/init(_:)-5h6e1 (`init(_ other: CGFloat)`) (page by name)
  public init(_ other: CGFloat) { fatalError() }
}

// MARK: - Geometry

/// https://developer.apple.com/documentation/corefoundation/cgpoint (`Equatable`) (page by name)
extension CGPoint: Equatable {
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero (page by name)
  public static var zero: CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-2cmmz (`Double`) (page by name)
  public init(x: Double, y: Double) { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgsize (`Equatable`) (page by name)
extension CGSize: Equatable {
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgsize/zero (page by name)
  public static var zero: CGSize { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-4fnkq (`Double`) (page by name)
  public init(width: Double, height: Double) { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgrect (`Equatable`) (page by name)
extension CGRect: Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/zero (page by name)
  public static var zero: CGRect { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-9gdbp (`CGFloat`) (page by name)
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/minx (page by name)
  public var minX: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/miny (page by name)
  public var minY: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/maxx (page by name)
  public var maxX: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/maxy (page by name)
  public var maxY: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/width (page by name)
  public var width: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/height (page by name)
  public var height: CGFloat { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/intersects(_:) (page by name)
  public func intersects(_ rect2: CGRect) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect/contains(_:)-79ixi
  /// (`func contains(_ point: CGPoint) -> Bool`) (page by name)
  public func contains(_ point: CGPoint) -> Bool { fatalError() }
}

// MARK: - Paths

/// An immutable graphics path. https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
  init() {}
}

/// A time interval in seconds: Core Foundation's `typealias CFTimeInterval = Double`, the type
/// of `CACurrentMediaTime()` (https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()).
public typealias CFTimeInterval = Double

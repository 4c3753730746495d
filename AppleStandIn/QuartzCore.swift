// Stand-in for the part of Apple's `QuartzCore` (Core Animation) Swift module that CarouselKit's
// front ends use; the Clang module of the same name (Clang/QuartzCore.h) declares the C structs
// `CATransform3D` and `CAFrameRateRange`. Declarations only, with the exact signatures of Apple's
// documentation; classes are `@objcMembers`, as Objective-C classes are. Core Animation classes
// are not main-actor isolated in the SDK.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/calayer (`class CALayer`)
@objcMembers open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/frame
  open dynamic var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open dynamic var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
  open dynamic var zPosition: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/mask
  open dynamic var mask: CALayer? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer (`class CAShapeLayer`, `init()`)
@objcMembers open class CAShapeLayer: CALayer {
  /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path
  open dynamic var path: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension CAFrameRateRange {
  /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (`class CADisplayLink`)
@objcMembers open class CADisplayLink: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  public init(target: Any, selector sel: Selector) { fatalError() }

  /// https://onestack.dev/ios-reference/QuartzCore/CADisplayLink
  /// (`func add(to runloop: RunLoop, forMode mode: RunLoop.Mode)`)
  open dynamic func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }

  /// https://onestack.dev/ios-reference/QuartzCore/CADisplayLink (`func invalidate()`)
  open dynamic func invalidate() { fatalError() }

  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  open dynamic var targetTimestamp: CFTimeInterval { fatalError() }

  /// https://onestack.dev/ios-reference/QuartzCore/CADisplayLink
  /// (`var preferredFrameRateRange: CAFrameRateRange { get set }`, iOS 15)
  open dynamic var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
@objcMembers open class CATransaction: NSObject {
  /// https://onestack.dev/ios-reference/QuartzCore/CATransaction (`class func begin()`)
  open class dynamic func begin() { fatalError() }
  /// https://onestack.dev/ios-reference/QuartzCore/CATransaction (`class func commit()`)
  open class dynamic func commit() { fatalError() }
  /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
  open class dynamic func setDisableActions(_ flag: Bool) { fatalError() }
}

// What the front ends use to draw the effects a layout asks for (CarouselKit's ItemEffects):
// a blur overlay (UIVisualEffectView with a UIBlurEffect, brought in part way by a paused
// UIViewPropertyAnimator) and a layer shadow.
import CoreGraphics
import Foundation
import ObjectiveC
import QuartzCore

/// https://developer.apple.com/documentation/uikit/uivisualeffect (`@MainActor class UIVisualEffect`)
@MainActor @objcMembers open class UIVisualEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiblureffect (`@MainActor class UIBlurEffect`)
@MainActor @objcMembers open class UIBlurEffect: UIVisualEffect {
  /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
  public convenience init(style: UIBlurEffect.Style) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiblureffect/style-swift.enum
  @objc public enum Style: Int, Sendable {
    case extraLight = 0
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style-swift.enum/light
    case light = 1
    case dark = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview (`@MainActor class UIVisualEffectView`)
@MainActor @objcMembers open class UIVisualEffectView: UIView {
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
  public init(effect: UIVisualEffect?) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
  /// (`@NSCopying var effect: UIVisualEffect? { get set }`)
  open dynamic var effect: UIVisualEffect? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
  @objc public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear
    case linear = 3
  }

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  /// (an `NS_OPTIONS` property in the SDK; a Swift option set here, so not `@objc`)
  public var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  // isUserInteractionEnabled: declared with UIView in UIKit.swift.
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
/// (`@MainActor class UIViewPropertyAnimator`; `fractionComplete` and `stopAnimation(_:)` from
/// `UIViewAnimating`)
@MainActor @objcMembers open class UIViewPropertyAnimator: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
  open dynamic var fractionComplete: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
  open dynamic func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
}

extension CALayer {
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
  @objc public dynamic var shadowOpacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
  @objc public dynamic var shadowRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
  @objc public dynamic var shadowOffset: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}

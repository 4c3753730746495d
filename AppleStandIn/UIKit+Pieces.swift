// What the UIKit front end draws a sliced item's pieces with (CarouselKit's ItemPieces): the
// item view's snapshot, rendered into an image, laid out first (a collection view cell's reuse,
// `prepareForReuse()`, is in UIKit.swift: cells override it).
import CoreGraphics
import Foundation
import ObjectiveC
import QuartzCore

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  @objc public dynamic func layoutIfNeeded() { fatalError() }
}

extension UIImage {
  /// https://developer.apple.com/documentation/uikit/uiimage/cgimage (`var cgImage: CGImage? { get }`)
  public var cgImage: CGImage? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext (`class UIGraphicsRendererContext`)
@objcMembers open class UIGraphicsRendererContext: NSObject {
  /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
  /// (`var cgContext: CGContext { get }`)
  open dynamic var cgContext: CGContext { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
/// (`class UIGraphicsImageRendererContext`)
@objcMembers open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderer (`class UIGraphicsRenderer`)
@objcMembers open class UIGraphicsRenderer: NSObject {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer (`class UIGraphicsImageRenderer`, iOS 10)
@objcMembers open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
  /// (`convenience init(size: CGSize)`)
  public convenience init(size: CGSize) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  /// (`func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage`)
  open dynamic func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

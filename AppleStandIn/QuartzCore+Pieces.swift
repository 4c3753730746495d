// What the UIKit front end draws a sliced item's pieces with (CarouselKit's ItemPieces): one
// layer per piece showing its part of one snapshot image (`contents`, `contentsRect`), placed,
// scaled, faded and rounded per frame, and the snapshot rendered from the item view's layer.

extension CALayer {
  /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
  @objc public dynamic var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/position
  @objc public dynamic var position: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/opacity (`var opacity: Float`)
  @objc public dynamic var opacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  @objc public dynamic var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
  @objc public dynamic var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/contents (`var contents: Any?`)
  @objc public dynamic var contents: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/contentsrect (unit coordinates)
  @objc public dynamic var contentsRect: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  @objc public dynamic func addSublayer(_ layer: CALayer) { fatalError() }
  /// https://developer.apple.com/documentation/quartzcore/calayer/render(in:) (`func render(in ctx: CGContext)`)
  public func render(in ctx: CGContext) { fatalError() }
  /// https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
  @objc public dynamic func setAffineTransform(_ m: CGAffineTransform) { fatalError() }
}

/// Who decides what about a touch: the platform where it has a decider, the driver where it
/// has none. Set once per front end (``CarouselConfiguration/inputRules``); see ``CarouselInput``
/// for the table of platforms.
public struct InputRules: Sendable, Hashable {
  /// Who gives a drag to the carousel.
  public enum DragDecision: String, Sendable, Hashable, CaseIterable {
    /// The driver: once the finger is past ``CarouselDriver/tapSlop``, a movement along the
    /// axis (within 45°) is the carousel's drag, one across it goes to the enclosing scroll
    /// view (``ScrollEvents/handedOff``). For platforms with no gesture arbitration (the
    /// browser, the tool) and SwiftUI's drag gesture before iOS 18.
    case driver
    /// The platform's pan recogniser: the drag begins only with
    /// ``CarouselInput/platformDrag(_:at:time:)`` `.began`. Raw touches only catch the
    /// content, hold autoplay and tap; while another recogniser owns the touch the content
    /// never moves.
    case platform
  }

  /// Where taps come from.
  public enum TapSource: String, Sendable, Hashable, CaseIterable {
    /// The driver reports a tap on the item under the finger when a touch that may tap lifts.
    case onLift
    /// The platform reports taps on items (``CarouselInput/tapItem(_:time:)``), after the
    /// lift; the driver accepts one if the touch it came from may tap.
    case fromPlatform
  }

  /// Who gives a drag to the carousel.
  public var drag: DragDecision
  /// Where taps come from.
  public var taps: TapSource

  /// Creates a set of rules.
  public init(drag: DragDecision, taps: TapSource) {
    self.drag = drag
    self.taps = taps
  }

  /// The driver decides and taps on lift: the browser and `carousel simulate`.
  public static let driver = InputRules(drag: .driver, taps: .onLift)
  /// UIKit's `CarouselView`: the pan recogniser decides, taps on lift (a touch on a
  /// `UIControl` is sent with ``TouchTarget/control``).
  public static let uiKit = InputRules(drag: .platform, taps: .onLift)
  /// SwiftUI: UIKit recognisers, through `UIGestureRecognizerRepresentable` from iOS 18 and
  /// attached to the enclosing scroll view before: the pan recogniser decides; taps come from
  /// the items' `onTapGesture`.
  public static let swiftUIRecognizers = InputRules(drag: .platform, taps: .fromPlatform)
  /// SwiftUI's `DragGesture(minimumDistance: 0)`, which the SwiftUI front end used before
  /// iOS 18 and no longer does (beside a parent scroll view it cannot stop a diagonal swipe
  /// from scrolling the parent too): the driver decides; taps
  /// come from the items' `onTapGesture`.
  public static let swiftUIDragGesture = InputRules(drag: .driver, taps: .fromPlatform)
}

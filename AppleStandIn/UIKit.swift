// Stand-in for the part of Apple's `UIKit` Swift module that CarouselUIKit uses, so that it
// type-checks on Linux in Swift 6 mode (see scripts/typecheck-apple). Declarations only, with the
// exact signatures of Apple's documentation (labels, types, optionality, `class`/`static`, and
// `@MainActor` where the iOS 17/18 SDK isolates the type); bodies are never compiled. Each
// declaration names its source. Only what CarouselUIKit uses is declared.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKit

// MARK: - Index paths

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-rib
  /// (the UIKit overlay declares the same initializer for collection views)
  public init(item: Int, section: Int) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
  public var item: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
  public var section: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Geometry and drawing

/// https://onestack.dev/ios-reference/UIKit/UIBezierPath (`class UIBezierPath`)
@objcMembers open class UIBezierPath: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
  open dynamic var cgPath: CGPath {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)
  open dynamic func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uibezierpath/close()
  open dynamic func close() { fatalError() }
}

/// https://onestack.dev/ios-reference/UIKit/UIColor (`class UIColor`)
@objcMembers open class UIColor: NSObject {
  /// `class var white: UIColor { get }` — https://onestack.dev/ios-reference/UIKit/UIColor
  /// (AppKit twin: https://developer.apple.com/documentation/appkit/nscolor/white)
  open class dynamic var white: UIColor { fatalError() }
}

/// https://onestack.dev/ios-reference/UIKit/UIFont (`class UIFont`)
@objcMembers open class UIFont: NSObject {
  /// https://onestack.dev/ios-reference/UIKit/UIFont
  /// (`class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`)
  open class dynamic func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  /// `+systemFontOfSize:` — https://www.cnblogs.com/sevenTian/p/4537474.html,
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class dynamic func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage (`class UIImage`) (page by name)
@objcMembers open class UIImage: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  /// (`convenience init?(systemName name: String)`, iOS 13)
  public convenience init?(systemName name: String) { fatalError() }
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (`struct UIAccessibilityTraits`,
/// an option set; the Clang module declares the type and `adjustable`)
extension UIAccessibilityTraits: OptionSet, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
/// (`@interface UIAccessibilityElement : UIResponder<UIAccessibilityIdentification>`, iOS 3, in
/// <UIKit/UIAccessibilityElement.h>: `NS_SWIFT_UI_ACTOR`)
@MainActor @objcMembers open class UIAccessibilityElement: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
  /// (`- (instancetype)initWithAccessibilityContainer:(id)container`)
  public init(accessibilityContainer container: Any) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
  /// (`@property (nonatomic, assign) CGRect accessibilityFrameInContainerSpace`, iOS 10)
  open dynamic var accessibilityFrameInContainerSpace: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
}

/// The namespace of UIKit's accessibility settings (a type with static members only).
/// https://developer.apple.com/documentation/uikit/uiaccessibility (page by name)
public struct UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
  @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name("")
  /// https://developer.apple.com/tutorials/data/documentation/uikit/notification-names
  /// (same form as `voiceOverStatusDidChangeNotification`)
  nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("")
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isswitchcontrolrunning
  @MainActor public static var isSwitchControlRunning: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/switchcontrolstatusdidchangenotification
  nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name("")
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/elementfocusednotification
  /// (`nonisolated static let elementFocusedNotification: NSNotification.Name`, iOS 9)
  nonisolated public static let elementFocusedNotification = NSNotification.Name("")
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelementuserinfokey
  /// (`nonisolated static let focusedElementUserInfoKey: String`, iOS 9)
  nonisolated public static let focusedElementUserInfoKey: String = ""

  /// `UIAccessibilityNotifications` (`typedef uint32_t … NS_TYPED_ENUM`, Swift name
  /// `UIAccessibility.Notification` in UIKit.apinotes): a wrapper struct.
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification (page by name)
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
    /// (`nonisolated static let pageScrolled: UIAccessibility.Notification`)
    nonisolated public static let pageScrolled = Notification(rawValue: 0)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
  /// (`typedef NSString *UIAccessibilityAssistiveTechnologyIdentifier NS_TYPED_ENUM` in
  /// <UIKit/UIAccessibilityConstants.h>, Swift name `UIAccessibility.AssistiveTechnologyIdentifier`
  /// in UIKit.apinotes): a wrapper struct.
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { fatalError() }
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
  /// (`UIAccessibilityFocusedElement(UIAccessibilityAssistiveTechnologyIdentifier __nullable)`,
  /// `__nullable id`, iOS 9, in <UIKit/UIAccessibility.h>; Swift name
  /// `UIAccessibility.focusedElement(using:)` in UIKit.apinotes; `nil`: the element most recently
  /// focused by any assistive technology)
  @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?)
    -> Any?
  { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// (`@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
/// (`@MainActor class UIAccessibilityCustomAction`)
@MainActor @objcMembers open class UIAccessibilityCustomAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  /// (`init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool)`, iOS 13)
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication (`@MainActor class UIApplication`)
@MainActor @objcMembers open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("")
  /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("")
}

/// The `UIAccessibility` informal protocol: NSObject members, main-actor isolated.
/// https://developer.apple.com/documentation/uikit/uiaccessibility-protocol
extension NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
  @objc @MainActor open dynamic var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityvalue
  @objc @MainActor open dynamic var accessibilityValue: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits
  @objc @MainActor open dynamic var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  @objc @MainActor open dynamic var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityuserinputlabels
  /// (`@property (null_resettable, nonatomic, strong) NSArray<NSString *> *accessibilityUserInputLabels`,
  /// iOS 13, in <UIKit/UIAccessibility.h>)
  @objc @MainActor open dynamic var accessibilityUserInputLabels: [String]! {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityrespondstouserinteraction
  /// (`@property (nonatomic) BOOL accessibilityRespondsToUserInteraction`, iOS 13)
  @objc @MainActor open dynamic var accessibilityRespondsToUserInteraction: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// (`@property (nullable, nonatomic, copy) NSString *accessibilityLabel` in <UIKit/UIAccessibility.h>)
  @objc @MainActor open dynamic var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
  /// (`@property (nonatomic) BOOL accessibilityElementsHidden`)
  @objc @MainActor open dynamic var accessibilityElementsHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
  /// (`- (BOOL)accessibilityActivate`)
  @objc @MainActor open dynamic func accessibilityActivate() -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)
  /// (`- (BOOL)accessibilityScroll:(UIAccessibilityScrollDirection)direction`, iOS 4.2)
  @objc @MainActor open dynamic func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    fatalError()
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
  /// (`@property (nullable, nonatomic, strong) NSArray *accessibilityElements` in
  /// <UIKit/UIAccessibilityContainer.h>: `var accessibilityElements: [Any]?`)
  @objc @MainActor open dynamic var accessibilityElements: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidbecomefocused()
  /// (`@MainActor func accessibilityElementDidBecomeFocused()`)
  @objc @MainActor open dynamic func accessibilityElementDidBecomeFocused() { fatalError() }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidlosefocus()
  @objc @MainActor open dynamic func accessibilityElementDidLoseFocus() { fatalError() }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementisfocused()
  /// (`- (BOOL)accessibilityElementIsFocused` in <UIKit/UIAccessibility.h>, iOS 4)
  @objc @MainActor open dynamic func accessibilityElementIsFocused() -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/objectivec/uiaccessibilityaction (`accessibilityIncrement()`)
  @objc @MainActor open dynamic func accessibilityIncrement() { fatalError() }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
  @objc @MainActor open dynamic func accessibilityDecrement() { fatalError() }
}

// MARK: - Events

/// https://developer.apple.com/documentation/uikit/uikeyboardhidusage (`enum UIKeyboardHIDUsage`,
/// raw type `CFIndex`; arrows 79–82 per the USB HID usage tables)
@objc public enum UIKeyboardHIDUsage: Int, Sendable {
  case keyboardRightArrow = 79
  case keyboardLeftArrow = 80
  case keyboardDownArrow = 81
  case keyboardUpArrow = 82
}

/// https://developer.apple.com/documentation/uikit/uikey (`class UIKey`) (page by name)
@objcMembers open class UIKey: NSObject {
  /// https://developer.apple.com/documentation/uikit/uikey/keycode
  open dynamic var keyCode: UIKeyboardHIDUsage { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipress (`class UIPress`, not main-actor isolated)
@objcMembers open class UIPress: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipress/key
  open dynamic var key: UIKey? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uievent (`@MainActor class UIEvent`) (page by name)
@MainActor @objcMembers open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitouch (`@MainActor class UITouch`)
@MainActor @objcMembers open class UITouch: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum
  @objc public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
    case regionEntered = 5
    case regionMoved = 6
    case regionExited = 7
  }
  /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
  open dynamic var timestamp: TimeInterval { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
  open dynamic func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://onestack.dev/ios-reference/UIKit/UIPressesEvent (`@MainActor class UIPressesEvent`)
@MainActor @objcMembers open class UIPressesEvent: UIEvent {}

// MARK: - Responders and views

/// https://developer.apple.com/documentation/uikit/uiresponder (`@MainActor class UIResponder`)
@MainActor @objcMembers open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open dynamic var canBecomeFirstResponder: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
  open dynamic func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection (page by name)
@objc public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiview (`@MainActor class UIView`)
@MainActor @objcMembers open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  /// `required init?(coder: NSCoder)` —
  /// https://developer.apple.com/documentation/roomplan/roomcaptureview/init(coder:) (inherited from UIView)
  public required init?(coder: NSCoder) { fatalError() }
  /// `-[NSObject init]`, which Objective-C initializes as `initWithFrame:CGRectZero`; imported as
  /// a convenience initializer (`UIView()`, `UILabel()`: https://onestack.dev/ios-reference/UIKit/UILabel).
  public override convenience init() { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  @objc public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    case scaleAspectFill = 2
  }

  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open dynamic var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open dynamic var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/center
  open dynamic var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/transform
  open dynamic var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/transform3d (iOS 13)
  open dynamic var transform3D: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open dynamic var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open dynamic var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open dynamic var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open dynamic var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/layer
  open dynamic var layer: CALayer { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open dynamic var superview: UIView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  /// (`@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews`)
  open dynamic var subviews: [UIView] { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open dynamic var window: UIWindow? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  open dynamic var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open dynamic func addSubview(_ view: UIView) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
  /// (`- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview`)
  open dynamic func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  open dynamic func bringSubviewToFront(_ view: UIView) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open dynamic func removeFromSuperview() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open dynamic func layoutSubviews() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open dynamic func setNeedsLayout() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open dynamic func didMoveToWindow() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  /// (`var isUserInteractionEnabled: Bool { get set }`)
  open dynamic var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-6qtq4
  /// (`func convert(_ point: CGPoint, from view: UIView?) -> CGPoint`, `convertPoint:fromView:`)
  @objc(convertPoint:fromView:) open dynamic func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (page by name)
  /// (`func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`)
  open dynamic func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  open dynamic func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  open dynamic func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
  open dynamic var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow (`@MainActor class UIWindow`) (page by name)
@MainActor @objcMembers open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  /// (`@property(nullable, nonatomic, weak) UIWindowScene *windowScene`, iOS 13, <UIKit/UIWindow.h>)
  weak open dynamic var windowScene: UIWindowScene? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiscene (`@MainActor class UIScene: UIResponder`, iOS 13)
@MainActor @objcMembers open class UIScene: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
  /// (`typedef NS_ENUM(NSInteger, UISceneActivationState)` in <UIKit/UISceneDefinitions.h>:
  /// Unattached = -1, ForegroundActive, ForegroundInactive, Background)
  @objc public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }
  /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
  /// (`@property (nonatomic, readonly) UISceneActivationState activationState`)
  open dynamic var activationState: UIScene.ActivationState { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification
  /// (`UISceneDidActivateNotification`, Swift name `UIScene.didActivateNotification`, iOS 13)
  nonisolated public static let didActivateNotification = NSNotification.Name("")
  /// https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification
  /// (`UISceneWillDeactivateNotification`, Swift name `UIScene.willDeactivateNotification`, iOS 13)
  nonisolated public static let willDeactivateNotification = NSNotification.Name("")
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene (`@MainActor class UIWindowScene: UIScene`, iOS 13)
@MainActor @objcMembers open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiimageview (`@MainActor class UIImageView`)
@MainActor @objcMembers open class UIImageView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) { fatalError() }
  /// `image: UIImage?` (nullable, settable) —
  /// https://pub.dev/documentation/uikit_bindings/0.0.5/uikit_bindings.g/UIImageView$Methods/image.html
  open dynamic var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://onestack.dev/ios-reference/UIKit/UILabel (`@MainActor class UILabel`)
@MainActor @objcMembers open class UILabel: UIView {
  /// `@property(nullable, copy) NSString *text` —
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open dynamic var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open dynamic var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  /// `null_resettable` like `font` — https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open dynamic var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Controls

/// https://developer.apple.com/documentation/uikit/uicontrol (`@MainActor class UIControl`) (page by name)
@MainActor @objcMembers open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event (page by name)
  public struct Event: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    /// `static var valueChanged: UIControl.Event { get }` (the form of
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel)
    public static var valueChanged: UIControl.Event { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside (`1 << 6`)
    public static var touchUpInside: UIControl.Event { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered (`1 << 13`)
    public static var primaryActionTriggered: UIControl.Event { fatalError() }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  /// (`@property(nonatomic,getter=isEnabled) BOOL enabled`)
  open dynamic var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  /// (`- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents`)
  open dynamic func sendActions(for controlEvents: UIControl.Event) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
  open dynamic func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipagecontrol (`@MainActor class UIPageControl`)
@MainActor @objcMembers open class UIPageControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages (page by name)
  open dynamic var numberOfPages: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage (page by name)
  open dynamic var currentPage: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/hidesforsinglepage
  open dynamic var hidesForSinglePage: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor
  /// (`@property(nullable, nonatomic, strong) UIColor *pageIndicatorTintColor`, iOS 6)
  open dynamic var pageIndicatorTintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor
  /// (`@property(nullable, nonatomic, strong) UIColor *currentPageIndicatorTintColor`, iOS 6)
  open dynamic var currentPageIndicatorTintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/backgroundstyle-swift.enum
  /// (`typedef NS_ENUM(NSInteger, UIPageControlBackgroundStyle)`, iOS 14)
  @objc public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/backgroundstyle-swift.property
  /// (`@property(nonatomic, assign) UIPageControlBackgroundStyle backgroundStyle`, iOS 14)
  open dynamic var backgroundStyle: UIPageControl.BackgroundStyle {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/allowscontinuousinteraction
  /// (`@property(nonatomic, assign) BOOL allowsContinuousInteraction`, iOS 14)
  open dynamic var allowsContinuousInteraction: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/preferredindicatorimage
  /// (`@property(nonatomic, strong, nullable) UIImage *preferredIndicatorImage`, iOS 14)
  open dynamic var preferredIndicatorImage: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/indicatorimage(forpage:)
  /// (`- (nullable UIImage *)indicatorImageForPage:(NSInteger)page`, iOS 14)
  open dynamic func indicatorImage(forPage page: Int) -> UIImage? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uipagecontrol/setindicatorimage(_:forpage:)
  /// (`- (void)setIndicatorImage:(nullable UIImage *)image forPage:(NSInteger)page`, iOS 14)
  open dynamic func setIndicatorImage(_ image: UIImage?, forPage page: Int) { fatalError() }
}

// MARK: - Gesture recognizers

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (`@MainActor class UIGestureRecognizer`)
@MainActor @objcMembers open class UIGestureRecognizer: NSObject {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  @objc public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }

  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  public init(target: Any?, action: Selector?) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
  public override convenience init() { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open dynamic var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  open dynamic var view: UIView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  weak open dynamic var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  /// (`@property(nonatomic, getter=isEnabled) BOOL enabled`)
  open dynamic var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  open dynamic var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
  open dynamic var delaysTouchesEnded: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
  open dynamic func location(in view: UIView?) -> CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  /// (`- (void)addTarget:(id)target action:(SEL)action`)
  open dynamic func addTarget(_ target: Any, action: Selector) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
  /// (`@property(nonatomic, readonly) NSUInteger numberOfTouches`)
  open dynamic var numberOfTouches: Int { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
  /// (`@property(nonatomic, copy) NSArray<NSNumber *> *allowedTouchTypes`, iOS 9)
  open dynamic var allowedTouchTypes: [NSNumber] {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://onestack.dev/ios-reference/UIKit/UIGestureRecognizerDelegate
/// (`@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`)
@MainActor @objc public protocol UIGestureRecognizerDelegate: ObjectiveC.NSObjectProtocol {
  /// https://cnblogs.com/zhongriqianqian/p/3986685.html (optional `gestureRecognizerShouldBegin:`);
  /// Swift form https://docs.mapbox.com/ios/maps/api/10.0.0-beta.16/Classes/GestureManager.html
  @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
  /// (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`, iOS 7)
  @objc(gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:) optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-8vqj6
  /// (`func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool`,
  /// `gestureRecognizer:shouldReceiveTouch:`)
  @objc(gestureRecognizer:shouldReceiveTouch:) optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer (`@MainActor class UIPanGestureRecognizer`)
@MainActor @objcMembers open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  open dynamic func velocity(in view: UIView?) -> CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  /// (`- (CGPoint)translationInView:(nullable UIView *)view`)
  open dynamic func translation(in view: UIView?) -> CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  /// (`@property(nonatomic) UIScrollTypeMask allowedScrollTypesMask API_AVAILABLE(ios(13.4))`)
  open dynamic var allowedScrollTypesMask: UIScrollTypeMask {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
  open dynamic var maximumNumberOfTouches: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiscrolltypemask
/// (`typedef NS_OPTIONS(NSInteger, UIScrollTypeMask)` in <UIKit/UIPanGestureRecognizer.h>, iOS 13.4:
/// Discrete = 1 << 0, Continuous = 1 << 1, All = both)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrolltypemask/discrete
  public static var discrete: UIScrollTypeMask { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrolltypemask/continuous
  public static var continuous: UIScrollTypeMask { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
/// (`@MainActor class UILongPressGestureRecognizer`)
@MainActor @objcMembers open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
  open dynamic var minimumPressDuration: TimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
  open dynamic var allowableMovement: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer (`@MainActor class UITapGestureRecognizer`)
@MainActor @objcMembers open class UITapGestureRecognizer: UIGestureRecognizer {}

// MARK: - Scroll, table and collection views

/// https://developer.apple.com/documentation/uikit/uiscrollview (`@MainActor class UIScrollView`) (page by name)
@MainActor @objcMembers open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
    public init(rawValue: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
    public static let normal = DecelerationRate(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
    public static let fast = DecelerationRate(rawValue: 0)
  }

  /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  open dynamic var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  open dynamic var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open dynamic var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize (page by name)
  open dynamic var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open dynamic var adjustedContentInset: UIEdgeInsets { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  /// (`var alwaysBounceVertical: Bool { get set }`)
  open dynamic var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  /// (`var alwaysBounceHorizontal: Bool { get set }`)
  open dynamic var alwaysBounceHorizontal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  open dynamic var isDragging: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  open dynamic var isTracking: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  open dynamic var isDecelerating: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/iszooming
  /// (`@property(nonatomic, readonly, getter=isZooming) BOOL zooming`)
  open dynamic var isZooming: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open dynamic func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
  open dynamic var decelerationRate: UIScrollView.DecelerationRate {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
  weak open dynamic var delegate: (any UIScrollViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
/// (`@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`)
@MainActor @objc public protocol UIScrollViewDelegate: ObjectiveC.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
  @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
  @objc optional func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  )
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
  @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
  @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
  @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
  @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

/// https://onestack.dev/ios-reference/UIKit/UITableViewDelegate
/// (`@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`)
@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// https://onestack.dev/ios-reference/UIKit/UICollectionViewDelegate
/// (`@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate`)
@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// https://developer.apple.com/documentation/uikit/uitableview (`@MainActor class UITableView`) (page by name)
@MainActor @objcMembers open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  /// (same form as https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections)
  open dynamic var numberOfSections: Int { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open dynamic func numberOfRows(inSection section: Int) -> Int { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  open dynamic func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview (`@MainActor class UICollectionView`) (page by name)
@MainActor @objcMembers open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open dynamic var numberOfSections: Int { fatalError() }
  /// `func numberOfItems(inSection section: Int) -> Int` — AppKit twin
  /// https://developer.apple.com/documentation/appkit/nscollectionview/numberofitems(insection:),
  /// Swift use https://gist.github.com/jslinker/05751918c8f0990039ab648633bddd86
  open dynamic func numberOfItems(inSection section: Int) -> Int { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  open dynamic func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    fatalError()
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// (`@MainActor class UICollectionReusableView`)
@MainActor @objcMembers open class UICollectionReusableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
  open dynamic func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open dynamic func prepareForReuse() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell (`@MainActor`; subclass form (page by name)
/// `override public init(frame: CGRect)` / `public required init?(coder: NSCoder)`:
/// https://developers.snap.com/reference/CameraKit/ios/1.39.0/SCSDKCameraKitReferenceUI/Classes/CarouselCollectionViewCell.html)
@MainActor @objcMembers open class UICollectionViewCell: UICollectionReusableView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// (`@MainActor class UICollectionViewLayoutAttributes`; `NSObject, NSCopying`, a conformance the
/// SDK imports with `@preconcurrency`, as for every main-actor Objective-C class)
@MainActor @objcMembers open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
  public convenience init(forCellWith indexPath: IndexPath) { fatalError() }

  /// https://onestack.dev/ios-reference/UIKit/UICollectionViewLayoutAttributes (`var frame: CGRect { get set }`)
  open dynamic var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
  open dynamic var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size
  open dynamic var size: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://onestack.dev/ios-reference/UIKit/UICollectionViewLayoutAttributes (`var transform3D: CATransform3D`)
  open dynamic var transform3D: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://onestack.dev/ios-reference/UIKit/UICollectionViewLayoutAttributes (`var transform: CGAffineTransform`)
  open dynamic var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
  open dynamic var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex
  open dynamic var zIndex: Int {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://onestack.dev/ios-reference/UIKit/UICollectionViewLayoutAttributes (`var isHidden: Bool`)
  open dynamic var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  open dynamic var indexPath: IndexPath {
    get { fatalError() }
    set { fatalError() }
  }
  /// `NSCopying.copy(with:)`: https://developer.apple.com/documentation/foundation/nscopying/copy(with:) (page by name)
  /// (UICollectionViewLayoutAttributes subclasses override it, with `isEqual(_:)`)
  open dynamic func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout (`@MainActor class UICollectionViewLayout`)
@MainActor @objcMembers open class UICollectionViewLayout: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() { fatalError() }
  /// `init?(coder:)` — https://docs.rs/objc2-ui-kit/latest/objc2_ui_kit/struct.UICollectionViewLayout.html
  /// (`initWithCoder`), `NSCoding`: https://learn.microsoft.com/en-us/dotnet/api/uikit.uicollectionviewlayout
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  open dynamic var collectionView: UICollectionView? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
  open class dynamic var layoutAttributesClass: AnyClass { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
  open dynamic var flipsHorizontallyInOppositeLayoutDirection: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open dynamic var collectionViewContentSize: CGSize { fatalError() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
  open dynamic func prepare() { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  open dynamic func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  open dynamic func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
  open dynamic func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
  open dynamic func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    fatalError()
  }
  /// `shouldInvalidateLayoutForBoundsChange:` —
  /// https://learn.microsoft.com/en-us/dotnet/api/uikit.uicollectionviewlayout.shouldinvalidatelayoutforboundschange;
  /// Swift form https://gist.github.com/laevandus/d5a94dc131914da7f7be02a4f28212ac
  open dynamic func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open dynamic func invalidateLayout() { fatalError() }
}

// MARK: - Haptics

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (`@MainActor class UIFeedbackGenerator`)
@MainActor @objcMembers open class UIFeedbackGenerator: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare() (`func prepare()`)
  open dynamic func prepare() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
/// (`@MainActor class UISelectionFeedbackGenerator`); `init()` is NSObject's.
@MainActor @objcMembers open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  /// (`func selectionChanged()`)
  open dynamic func selectionChanged() { fatalError() }
}

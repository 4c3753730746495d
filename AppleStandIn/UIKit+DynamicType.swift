// UIKit API for Dynamic Type and the banner's scrim. Signatures as Apple's documentation
// gives them; bodies are never compiled.

extension UIFont {
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle (`struct TextStyle`)
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    public static let subheadline = TextStyle(rawValue: "")
  }

  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight
  @objc open dynamic var lineHeight: CGFloat { fatalError() }
}

extension UILabel {
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  @objc open dynamic var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  @objc open dynamic var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIColor {
  /// https://developer.apple.com/documentation/uikit/uicolor/black
  @objc open class var black: UIColor { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  @objc open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  @objc open dynamic var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - Focus (Full Keyboard Access)

/// https://developer.apple.com/documentation/uikit/uifocusupdatecontext (`@MainActor class UIFocusUpdateContext`)
@MainActor @objcMembers open class UIFocusUpdateContext: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifocusupdatecontext/nextfocusedview
  weak open dynamic var nextFocusedView: UIView? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator (`@MainActor class UIFocusAnimationCoordinator`)
@MainActor @objcMembers open class UIFocusAnimationCoordinator: NSObject {}

/// https://developer.apple.com/documentation/uikit/uifocusenvironment
/// (`@MainActor protocol UIFocusEnvironment : NSObjectProtocol`; its requirements are left out)
@MainActor @objc public protocol UIFocusEnvironment: ObjectiveC.NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uifocusitem
/// (`@MainActor protocol UIFocusItem : UIFocusEnvironment`; its requirements are left out)
@MainActor @objc public protocol UIFocusItem: UIFocusEnvironment {}

/// `UIView` adopts `UIFocusItem`: https://developer.apple.com/documentation/uikit/uiview
/// (Conforms To: UIFocusItem, UIFocusEnvironment)
extension UIView: UIFocusItem {}

/// https://developer.apple.com/documentation/uikit/uifocussystem (`@MainActor class UIFocusSystem`)
@MainActor @objcMembers open class UIFocusSystem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifocussystem/focusSystem(for:)
  /// (`class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem?`, the
  /// Swift overlay's, `@available(iOS 15.0, *)`)
  open class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uifocussystem/focuseditem
  /// (`@property (nonatomic, weak, readonly, nullable) id<UIFocusItem> focusedItem`, iOS 12)
  weak open dynamic var focusedItem: (any UIFocusItem)? { fatalError() }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)
  @objc open dynamic func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uiview/focusgroupidentifier
  /// (`@property (nonatomic, readwrite, nullable, copy) NSString *focusGroupIdentifier`, iOS 14,
  /// in <UIKit/UIView.h>)
  @objc open dynamic var focusGroupIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/canbecomefocused
  /// (`var canBecomeFocused: Bool { get }`, `NO` by default)
  @objc open dynamic var canBecomeFocused: Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  @objc open dynamic func isDescendant(of view: UIView) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-5dfwh
  /// (`func convert(_ rect: CGRect, to view: UIView?) -> CGRect`)
  @objc(convertRect:toView:) open dynamic func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  /// (`func sizeThatFits(_ size: CGSize) -> CGSize`; a wrapping label answers its text's height)
  @objc open dynamic func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
}

// MARK: - Text size changes

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
/// (`struct UIContentSizeCategory`, a string-backed wrapper, `Equatable`)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection (`class UITraitCollection`:
/// `NS_SWIFT_SENDABLE` in <UIKit/UITraitCollection.h>, not main-actor isolated)
@objcMembers open class UITraitCollection: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  /// (`var preferredContentSizeCategory: UIContentSizeCategory { get }`)
  open dynamic var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  @objc open dynamic var traitCollection: UITraitCollection { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  /// (`func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`; deprecated
  /// in iOS 17, after the package's iOS 15 deployment target)
  @objc open dynamic func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

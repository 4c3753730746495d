import Foundation

// UIKit's accessibility notifications, as SwiftUI's carousel posts them after its named
// accessibility actions. Declared in <UIKit/UIAccessibility.h> and <UIKit/UIAccessibilityConstants.h>
// (`void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, id argument)`,
// `UIAccessibilityNotifications UIAccessibilityPageScrolledNotification`), imported as below.

extension UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  /// (`struct Notification`, the Swift name of `UIAccessibilityNotifications`, a `uint32_t` wrapper)
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/pagescrolled
    /// (`nonisolated static let pageScrolled: UIAccessibility.Notification` in the current
    /// declaration; a mutable C global in the iOS 16.5 and 17.0 headers. The raw value is not
    /// used by the check.)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  /// (`static func post(notification: UIAccessibility.Notification, argument: Any?)`)
  public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}

/// When to tell assistive technologies where a carousel came to rest after an accessibility
/// action (UIKit: `UIAccessibility.Notification.pageScrolled` with the spoken value).
///
/// The next and previous actions are silent on their own: the carousel announces its value
/// once it rests, when the destination's view (and so its label) is there. Swiping up or down
/// on the adjustable element makes VoiceOver read the new value at once; if the value at rest
/// says more (a full-page carousel whose next item had no view yet, so no label), the carousel
/// announces it again, otherwise it stays quiet. One announcement per action; a later action
/// before rest replaces the pending one.
public struct RestAnnouncement: Sendable, Hashable {
  /// Whether an action waits for the carousel to rest.
  public private(set) var isPending = false
  /// What the assistive technology already said for the pending action, if anything.
  private var spoken: String?

  public init() {}

  /// An accessibility action moved the carousel.
  ///
  /// - Parameter spokenValue: the value the assistive technology reads by itself right after
  ///   the action (the adjustable element's new value after swiping up or down), or `nil` when
  ///   it reads nothing (the next and previous actions).
  public mutating func actionPerformed(spokenValue: String?) {
    isPending = true
    spoken = spokenValue
  }

  /// The string to announce now, if any: the value at rest, once, when the carousel is at rest
  /// after an action and the value differs from what was already said.
  ///
  /// - Parameters:
  ///   - isAtRest: whether the carousel is idle.
  ///   - value: the spoken value now (``CarouselDriver/accessibilityValue(label:)``).
  public mutating func announcement(isAtRest: Bool, value: @autoclosure () -> String?) -> String? {
    guard isPending, isAtRest else { return nil }
    isPending = false
    defer { spoken = nil }
    guard let value = value(), !value.isEmpty, value != spoken else { return nil }
    return value
  }
}

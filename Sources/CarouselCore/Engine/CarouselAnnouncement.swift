/// What a carousel tells assistive technologies when it comes to rest after an accessibility
/// action (``ScrollEvents/announcement``): the value of the item it rests on, which the front
/// end speaks in its language with the item's label (UIKit posts
/// `UIAccessibility.Notification.pageScrolled`).
///
/// The next and previous actions and the arrow keys are silent on their own, so the value at
/// rest is always announced. After the adjustable action (VoiceOver's swipe up or down),
/// VoiceOver reads the new value at once; the value at rest is announced again only when it
/// says more than what was read then (a full-page carousel whose next item had no view yet,
/// and so no label): ``text(value:spokenAfterAction:)``. One announcement per action; a later
/// action before rest replaces the pending one, and a touch cancels it.
public struct CarouselAnnouncement: Sendable, Hashable {
  /// The item the carousel rests on.
  public var index: Int
  /// Whether the action was the adjustable action, after which VoiceOver already read a value.
  public var followsAdjustableAction: Bool
  /// Whether speaking it would repeat what VoiceOver read right after the adjustable action:
  /// the driver's decision, so front ends speak an announcement only when this is `false`.
  /// After the adjustable action the value at rest says nothing new, unless the item's
  /// label comes from its view (``CarouselConfiguration/itemLabelsComeFromViews``) and the
  /// item had no view on screen when VoiceOver read it (a full-page carousel: "item 3 of 5"
  /// then, "item 3 of 5, New arrivals" at rest).
  public var repeatsWhatWasRead: Bool

  /// Creates an announcement.
  public init(index: Int, followsAdjustableAction: Bool, repeatsWhatWasRead: Bool = false) {
    self.index = index
    self.followsAdjustableAction = followsAdjustableAction
    self.repeatsWhatWasRead = repeatsWhatWasRead
  }

  /// The text to announce, if any: `value` (the spoken value at rest, "item 3 of 5, New
  /// arrivals"), unless it is empty or the adjustable action's own reading already said it.
  ///
  /// - Parameters:
  ///   - value: the spoken value of ``index`` now.
  ///   - spokenAfterAction: the value VoiceOver read right after the adjustable action
  ///     (the front end's value then), or `nil`.
  public func text(value: String?, spokenAfterAction: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    if followsAdjustableAction && value == spokenAfterAction { return nil }
    return value
  }
}

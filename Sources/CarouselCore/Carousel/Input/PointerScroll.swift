/// Scrolling by a trackpad or a mouse wheel (``CarouselInput/pointerScroll(_:)``), as
/// iPadOS and Mac Catalyst report it: UIKit's pan recogniser with `allowedScrollTypesMask`
/// begins, changes and ends with a `translation(in:)` and no touch.
///
/// - ``Kind/continuous`` (a trackpad's two-finger swipe, a Magic Mouse): the content follows
///   the translation as it follows a finger, and the end releases it with the swipe's
///   velocity, so a swipe pages as a finger's does (the behaviour's snapping decides).
/// - ``Kind/discrete`` (a mouse wheel's notches): each event whose translation moved along
///   the axis since the previous one steps one item that way, animated (a notch moves one
///   item); across the axis it does nothing, so an enclosing scroll view keeps the wheel.
///
/// While a finger is down, or scrolling is disabled, pointer scrolling is ignored. A finger's
/// pan asking to begin (``CarouselInput/panShouldBegin(velocity:enclosingScrollsAcross:time:)``,
/// ``CarouselInput/nestedPan(_:)`` with ``NestedPan/Phase/shouldBegin``) while a continuous
/// scroll is still followed ends that scroll as ``CarouselInput/lostTouches(time:)`` does (a
/// drag ends with its ``ScrollEvents/dragEnded``) and is refused: on UIKit both are one
/// recogniser, asked only as it leaves `.possible`, so the scroll's end was lost.
public struct PointerScroll: Sendable, Hashable {
  /// Where the scroll gesture is.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// The platform asks whether the scroll may begin (UIKit's `gestureRecognizerShouldBegin(_:)`
    /// for a pan with no touch), with the scroll's ``PointerScroll/translation`` or velocity
    /// so far: ``CarouselUpdate/isHandled`` answers. It may when scrolling is enabled,
    /// something can scroll, no finger is down and the scroll runs along the axis (within
    /// 45°); otherwise an enclosing scroll view keeps it.
    case possible
    case began, changed, ended, cancelled
  }

  /// What scrolls.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A trackpad or a Magic Mouse: the content follows.
    case continuous
    /// A mouse wheel: one item per notch.
    case discrete
  }

  /// The phase.
  public var phase: Phase
  /// The kind.
  public var kind: Kind
  /// The translation since the gesture began, in points, in the carousel's coordinates, in
  /// the direction the content moves (as a finger's drag: `translation(in:)` of the pan).
  public var translation: CarouselPoint
  /// The time, in seconds.
  public var time: Double

  /// Creates a pointer scroll event.
  public init(_ phase: Phase, kind: Kind, translation: CarouselPoint, time: Double) {
    self.phase = phase
    self.kind = kind
    self.translation = translation
    self.time = time
  }

  /// The finger number the driver follows a continuous pointer scroll as (no touch uses it).
  static let finger = Int.min
}

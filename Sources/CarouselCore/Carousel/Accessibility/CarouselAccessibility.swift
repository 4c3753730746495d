/// The accessibility behaviour of a carousel, shared by the front ends: an adjustable element
/// whose value names the current item (``CarouselStrings``), moved by the adjustable action,
/// the next/previous actions, keyboard arrows or the page control; autoplay that the user can
/// pause, held while VoiceOver or Switch Control runs or the carousel has keyboard focus, and
/// off under Reduce Motion.
public enum CarouselAccessibility {
  /// The item the adjustable action moves to: one step forward on increment (swipe up), back
  /// on decrement; wraps round when looping; `nil` when there is nowhere to go.
  package static func adjustedIndex(from index: Int?, count: Int, isLooping: Bool, increment: Bool) -> Int? {
    guard count > 1, let index, (0..<count).contains(index) else { return nil }
    let next = index + (increment ? 1 : -1)
    if isLooping { return TrackPosition.index(of: next, count: count) }
    return (0..<count).contains(next) ? next : nil
  }

  /// The label of an item made from the texts its view shows to assistive technologies (its
  /// labels' accessibility labels, in reading order), for when the app gives none: the texts
  /// that are not blank, trimmed, a text equal to the one before it dropped, joined with
  /// `separator` (``CarouselStrings/labelSeparator``); `nil` when nothing is left. O(total
  /// length).
  package static func itemLabel(fromTexts texts: [String?], separator: String) -> String? {
    var parts: [String] = []
    for text in texts {
      guard let text else { continue }
      let trimmed = String(
        text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
      if !trimmed.isEmpty, trimmed != parts.last { parts.append(trimmed) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: separator)
  }

  /// Hardware keyboard arrows.
  public enum Arrow: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down
  }

  /// The item an arrow key moves to: the arrows along the scroll axis step back and forth
  /// (mirrored for right-to-left horizontal layouts); the others do nothing.
  package static func index(
    after arrow: Arrow, from index: Int?, count: Int, isLooping: Bool, axis: ScrollAxis, isRightToLeft: Bool
  ) -> Int? {
    let forward: Bool
    switch (axis, arrow) {
    case (.horizontal, .right): forward = !isRightToLeft
    case (.horizontal, .left): forward = isRightToLeft
    case (.vertical, .down): forward = true
    case (.vertical, .up): forward = false
    default: return nil
    }
    return adjustedIndex(from: index, count: count, isLooping: isLooping, increment: forward)
  }

  /// Whether autoplay may run under these settings: VoiceOver and Switch Control not
  /// running and no keyboard focus on the carousel (a moving carousel cannot be read, scanned
  /// or operated), Reduce Motion off, and the carousel visible (on screen, app in the
  /// foreground). (The engine itself never autoplays fewer than two
  /// items.)
  package static func allowsAutoplay(in environment: CarouselEnvironment) -> Bool {
    !environment.isVoiceOverRunning && !environment.isReduceMotionEnabled && !environment.isSwitchControlRunning
      && !environment.isFocused && environment.isVisible
  }
}

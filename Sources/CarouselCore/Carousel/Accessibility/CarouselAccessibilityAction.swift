/// An action a carousel offers assistive technologies beside the adjustable action (VoiceOver's
/// actions rotor, Switch Control's menu, Voice Control, Full Keyboard Access).
public enum CarouselAccessibilityAction: String, Sendable, Hashable, CaseIterable {
  /// One item forward.
  case next
  /// One item back.
  case previous
  /// Pause autoplay (offered while autoplay runs).
  case pauseAutoplay
  /// Resume autoplay (offered while the user has paused it).
  case resumeAutoplay
}

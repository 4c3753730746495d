/// What the platform's pan recogniser (or drag gesture) decided about the touch in progress.
public enum PlatformDrag: String, Sendable, Hashable, CaseIterable {
  /// It began: the carousel owns the drag; the content follows the finger from where it is.
  case began
  /// It failed: another recogniser owns the touch. The content is released where the
  /// touch-down caught it and settles from there; the rest of the touch is ignored.
  case failed
  /// The system cancelled it (an alert, Control Center, a parent taking the touch): as
  /// `failed`, and a drag in progress ends without velocity.
  case cancelled
}

/// The state of a platform gesture recogniser (UIKit's `UIGestureRecognizer.State`), as a
/// front end hands a recogniser's callback to ``CarouselDriver/pan(_:at:time:)``.
package enum RecognizerState: String, Sendable, Hashable, CaseIterable {
  case possible, began, changed, ended, cancelled, failed

  /// UIKit's `UIGestureRecognizer.State` by its raw value, one to one (`possible` 0, `began` 1,
  /// `changed` 2, `ended` 3, which is also `recognized`, `cancelled` 4, `failed` 5); `nil` for a
  /// value a later UIKit may add. Both front ends map a UIKit state through it (the core
  /// imports no UIKit).
  package init?(uiKitRawValue rawValue: Int) {
    switch rawValue {
    case 0: self = .possible
    case 1: self = .began
    case 2: self = .changed
    case 3: self = .ended
    case 4: self = .cancelled
    case 5: self = .failed
    default: return nil
    }
  }
}

extension RecognizerState {
  /// The raw touch phase of a touch-down recogniser's state (one that begins at touch-down
  /// and follows the finger): `began` → `began`, `changed` → `moved`, `ended` → `ended`,
  /// `cancelled` and `failed` → `cancelled`; `possible` carries no touch.
  package var touchPhase: TouchEvent.Phase? {
    switch self {
    case .possible: return nil
    case .began: return .began
    case .changed: return .moved
    case .ended: return .ended
    case .cancelled, .failed: return .cancelled
    }
  }

  /// What a pan recogniser's state tells the driver (``CarouselInput/platformDrag(_:at:time:)``):
  /// `began`, `failed` and `cancelled` are decisions; `possible`, `changed` and `ended` carry
  /// nothing, because the raw touches of the same finger move and lift the content (so each
  /// movement reaches the driver once).
  package var platformDrag: PlatformDrag? {
    switch self {
    case .began: return .began
    case .failed: return .failed
    case .cancelled: return .cancelled
    case .possible, .changed, .ended: return nil
    }
  }
}

/// The state of a platform gesture recogniser (UIKit's `UIGestureRecognizer.State`), as a
/// front end hands a recogniser's callback to ``CarouselDriver/pan(_:at:time:)``.
public enum RecognizerState: String, Sendable, Hashable, CaseIterable {
  case possible, began, changed, ended, cancelled, failed
}

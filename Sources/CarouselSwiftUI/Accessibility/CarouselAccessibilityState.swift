#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Combine
  import SwiftUI

  /// What a ``Carousel``'s accessibility element shows: the position value, the item it
  /// names and the autoplay action. Observed only by ``CarouselAccessibilityModifier``, and
  /// published only when it changed (the destination, the count, the autoplay state), so that
  /// a change of the current item re-evaluates the accessibility modifiers, not the
  /// carousel's body and its items.
  @MainActor
  final class CarouselAccessibilityState: ObservableObject {
    struct Snapshot: Equatable {
      /// The position ("item 2 of 5").
      var value = ""
      /// The item the carousel rests on or moves to.
      var destinationIndex: Int?
      /// Whether autoplay is set up and allowed (the pause action is offered only then).
      var hasAutoplay = false
      /// Whether the user paused autoplay (the action then resumes it).
      var isAutoplayPausedByUser = false
    }

    private(set) var current = Snapshot()

    /// Reads the element's state from the driver, announcing a change only if there is one.
    func refresh(from driver: CarouselDriver<AnyCarouselLayout>) {
      var snapshot = Snapshot()
      snapshot.value = driver.accessibilityValue() ?? ""
      snapshot.destinationIndex = driver.destinationIndex
      snapshot.hasAutoplay = driver.accessibilityActions.contains { $0 == .pauseAutoplay || $0 == .resumeAutoplay }
      snapshot.isAutoplayPausedByUser = driver.isAutoplayPausedByUser
      guard snapshot != current else { return }
      objectWillChange.send()
      current = snapshot
    }
  }
#endif

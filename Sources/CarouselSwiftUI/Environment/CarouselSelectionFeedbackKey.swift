#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// Whether the carousels below play selection haptics (see `carouselSelectionFeedback(_:)`).
  struct CarouselSelectionFeedbackKey: EnvironmentKey {
    static var defaultValue: CarouselSelectionFeedback { .automatic }
  }

  extension EnvironmentValues {
    /// Whether the carousels in this environment play a selection haptic for every item the
    /// selection point passes (default `.automatic`: with the drum picker layout only).
    public var carouselSelectionFeedback: CarouselSelectionFeedback {
      get { self[CarouselSelectionFeedbackKey.self] }
      set { self[CarouselSelectionFeedbackKey.self] = newValue }
    }
  }

  extension View {
    /// Selection haptics for the carousels below: a click for every item the selection point
    /// (the centre) passes while the content moves, as `UIPickerView` and SwiftUI's wheel
    /// `Picker` click. `.automatic` (default) plays them with the drum picker layout
    /// (`.drum()`) and not with the others (a banner should not click on every swipe);
    /// `.enabled` and `.disabled` force them. On iOS 17 and later they are SwiftUI's
    /// `sensoryFeedback(.selection, trigger:)` (which plays at most one haptic per view
    /// update: items passed within one frame click once); before, UIKit's
    /// `UISelectionFeedbackGenerator`, prepared when a finger touches down.
    public func carouselSelectionFeedback(_ feedback: CarouselSelectionFeedback) -> some View {
      transformEnvironment(\.carouselSelectionFeedback) { $0 = feedback }
    }
  }
#endif

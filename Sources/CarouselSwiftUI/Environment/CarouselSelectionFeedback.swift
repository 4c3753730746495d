#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Combine
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

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

  /// The selection clicks a ``CarouselModel`` has played: observed only by
  /// ``CarouselSelectionFeedbackModifier``, so that a click re-evaluates that modifier and not
  /// the carousel.
  @MainActor
  final class CarouselSelectionClicks: ObservableObject {
    /// How many clicks so far (wrapping): the `sensoryFeedback` trigger.
    private(set) var count = 0

    func click() {
      objectWillChange.send()
      count &+= 1
    }
  }

  /// Plays the selection clicks with SwiftUI's `sensoryFeedback(.selection, trigger:)` on iOS
  /// 17 and later (before, the model plays them with UIKit's generator).
  struct CarouselSelectionFeedbackModifier: ViewModifier {
    @ObservedObject var clicks: CarouselSelectionClicks

    @ViewBuilder
    func body(content: Content) -> some View {
      // `sensoryFeedback` is SwiftUI 5's (the iOS 17 SDK); built with an older SDK, the model
      // plays every click with UIKit's generator (``CarouselModel/usesSensoryFeedback``).
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
          content.sensoryFeedback(.selection, trigger: clicks.count)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  extension CarouselModel {
    /// Whether the clicks are SwiftUI's `sensoryFeedback` (iOS 17 and later, built with the
    /// iOS 17 SDK or later) rather than UIKit's generator.
    static var usesSensoryFeedback: Bool {
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) { return true }
      #endif
      return false
    }

    /// Plays one driver call's selection feedback as the core decides
    /// (`CarouselSelectionFeedback.forEachAction`): on iOS 17 and later each click counts in
    /// ``selectionClicks`` (SwiftUI prepares its own generator); before, UIKit's generator is
    /// prepared on touch-down and clicks once per selection event.
    func playSelectionFeedback(input: CarouselInput?, events: ScrollEvents) {
      guard let driver, events.selection != nil || input != nil || events.willSettle != nil else { return }
      CarouselSelectionFeedback.forEachAction(
        isEnabled: selectionFeedback.isEnabled(for: driver.layout), input: input, events: events,
        isMoving: driver.needsFrames || driver.phase == .dragging
      ) { action in
        if Self.usesSensoryFeedback {
          if action == .selectionChanged { selectionClicks.click() }
          return
        }
        #if canImport(UIKit)
          let generator = selectionFeedbackGenerator ?? UISelectionFeedbackGenerator()
          selectionFeedbackGenerator = generator
          switch action {
          case .prepare: generator.prepare()
          case .selectionChanged: generator.selectionChanged()
          }
        #endif
      }
    }
  }
#endif

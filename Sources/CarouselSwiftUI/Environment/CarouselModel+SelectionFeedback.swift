#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  #if canImport(UIKit)
    import UIKit
  #endif

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

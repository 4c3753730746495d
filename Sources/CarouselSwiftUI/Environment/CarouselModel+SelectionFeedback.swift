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

    /// Plays one update's selection haptics as the core planned them
    /// (`CarouselUpdate.feedback`): on iOS 17 and later the clicks count in
    /// ``selectionClicks`` (SwiftUI prepares its own generator, and plays one haptic per view
    /// update); before, UIKit's generator prepares, clicks and prepares again as the plan says.
    func play(_ plan: SelectionFeedbackPlan) {
      guard !plan.isEmpty else { return }
      if Self.usesSensoryFeedback {
        if plan.clicks > 0 { selectionClicks.click() }
        return
      }
      #if canImport(UIKit)
        let generator = selectionFeedbackGenerator ?? UISelectionFeedbackGenerator()
        selectionFeedbackGenerator = generator
        if plan.prepares { generator.prepare() }
        for _ in 0..<plan.clicks { generator.selectionChanged() }
        if plan.preparesAfter { generator.prepare() }
      #endif
    }
  }
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// Plays the selection clicks with SwiftUI's `sensoryFeedback(.selection, trigger:)` on iOS
  /// 17 and later (before, the model plays them with UIKit's generator).
  struct CarouselSelectionFeedbackModifier: ViewModifier {
    @ObservedObject var clicks: CarouselPublished<Int>

    @ViewBuilder
    func body(content: Content) -> some View {
      // `sensoryFeedback` is SwiftUI 5's (the iOS 17 SDK); built with an older SDK, the model
      // plays every click with UIKit's generator.
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
          content.sensoryFeedback(.selection, trigger: clicks.value)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif

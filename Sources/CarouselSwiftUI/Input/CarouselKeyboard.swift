#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// A ``Carousel``'s keyboard focus and arrow keys. From iOS 17 the carousel is focusable
  /// itself (`focusable(interactions: .activate)`: Apple's convention for button-like views,
  /// focusable with Full Keyboard Access and never by a tap, so a tap never holds autoplay)
  /// and `focus` follows its real focus; the arrow keys (`onKeyPress`) go to the core, and a
  /// key it does not take (`CarouselUpdate.isHandled`: an arrow across the axis, past the last
  /// item) is passed on. Before iOS 17, or built with an older SDK, it does nothing (no
  /// SwiftUI API makes an arbitrary view focusable on iOS).
  struct CarouselKeyboard: ViewModifier {
    var focus: FocusState<Bool>.Binding
    /// Sends an arrow; whether the carousel took it.
    let press: (CarouselAccessibility.Arrow) -> Bool

    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
          content
            .focusable(interactions: .activate)
            .focused(focus)
            .onKeyPress(.leftArrow) { result(.left) }
            .onKeyPress(.rightArrow) { result(.right) }
            .onKeyPress(.upArrow) { result(.up) }
            .onKeyPress(.downArrow) { result(.down) }
        } else {
          content
        }
      #else
        content
      #endif
    }

    #if canImport(SwiftUI, _version: 5.0)
      @available(iOS 17.0, *)
      private func result(_ arrow: CarouselAccessibility.Arrow) -> KeyPress.Result {
        press(arrow) ? .handled : .ignored
      }
    #endif
  }
#endif

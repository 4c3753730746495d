#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  /// A ``Carousel``'s keyboard focus and arrow keys. From iOS 17 the carousel is focusable
  /// itself (`focusable(_:interactions:)` with `.activate` only: Apple's convention for
  /// button-like views, focusable when the user has turned on keyboard navigation of all
  /// controls, Full Keyboard Access on iOS, and never focused by a tap, so a tap never holds
  /// autoplay) and `focus` follows its real focus; the arrow keys (`onKeyPress`) go to the core
  /// as `CarouselInput.key`, and a key it does not take (`CarouselUpdate.isHandled`: an arrow
  /// across the axis, past the last item) is passed on. Before iOS 17 no SwiftUI API makes an
  /// arbitrary view focusable on iOS:
  /// `focus` stays false, there are no arrow keys, and the carousel reads `isFocused` of its
  /// nearest focusable ancestor only. Built with an SDK older than iOS 17's (SwiftUI 5), the
  /// modifier does nothing.
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

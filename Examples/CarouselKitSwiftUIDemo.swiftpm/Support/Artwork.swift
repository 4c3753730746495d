import SwiftUI

/// A picture drawn in code (a gradient and an SF Symbol), so that the app needs no assets.
struct Artwork: View {
  let symbolName: String
  let colors: [Color]
  var symbolScale: CGFloat = 0.4

  var body: some View {
    GeometryReader { proxy in
      ZStack {
        LinearGradient(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
        Image(systemName: symbolName)
          .resizable()
          .scaledToFit()
          .foregroundColor(.white.opacity(0.9))
          .frame(
            width: min(proxy.size.width, proxy.size.height) * symbolScale,
            height: min(proxy.size.width, proxy.size.height) * symbolScale)
      }
    }
    .accessibilityHidden(true)
  }
}

extension View {
  /// Locks swiping of the carousels inside (`scrollDisabled(_:)`, iOS 16); before iOS 16 they
  /// always scroll.
  @ViewBuilder
  func swipingLocked(_ locked: Bool) -> some View {
    if #available(iOS 16.0, *) {
      scrollDisabled(locked)
    } else {
      self
    }
  }
}

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// The pause/resume autoplay accessibility action, offered only when there is autoplay.
  struct AutoplayAction: ViewModifier {
    let name: String?
    let action: () -> Void

    func body(content: Content) -> some View {
      if let name {
        content.accessibilityAction(named: Text(verbatim: name), action)
      } else {
        content
      }
    }
  }
#endif

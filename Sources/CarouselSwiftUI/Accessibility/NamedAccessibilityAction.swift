#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import SwiftUI

  /// A named accessibility action, offered only when it has a name (the core offers it now).
  struct NamedAccessibilityAction: ViewModifier {
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

// Issue 21: accessibility scroll, items as elements, and visibility (scene phase, iOS 18's
// scroll visibility).

// `Edge` (and `Edge.Set`) is declared in SwiftUI+SafeArea.swift.

/// https://developer.apple.com/documentation/swiftui/scenephase (`enum ScenePhase`, iOS 14)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  /// (`var scenePhase: ScenePhase { get set }`, iOS 14)
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set { fatalError() }
  }
}

extension AccessibilityChildBehavior {
  /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
  public static let contain = AccessibilityChildBehavior()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityscrollaction(_:)
  /// (`nonisolated func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
  /// -> ModifiedContent<Self, AccessibilityAttachmentModifier>`, iOS 15)
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
  /// (`nonisolated func accessibilitySortPriority(_ sortPriority: Double)
  /// -> ModifiedContent<Self, AccessibilityAttachmentModifier>`, iOS 14)
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > { fatalError() }

  /// https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
  /// (`nonisolated func onScrollVisibilityChange(threshold: Double = 0.5,
  /// _ action: @escaping (Bool) -> Void) -> some View`, iOS 18)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
    -> some View
  { self }
}

// MARK: - The adjustable element beside the current item's controls

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/clear (`static let clear: Color`;
  /// `Color` itself is declared in SwiftUI+PageControl.swift)
  public static let clear = Color.white.opacity(0)
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  /// (`nonisolated func background<V>(alignment: Alignment = .center,
  /// @ViewBuilder content: () -> V) -> some View where V : View`, iOS 15)
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View { self }
}

#if canImport(UIKit)
  /// A product whose animated scroll a finger can stop (the collection-view layout, the
  /// scroll-view pager): what its ``CatchCoordinator`` asks and tells.
  @MainActor
  protocol CatchTarget: AnyObject {
    /// Whether the touch-down recogniser may begin now (an animated scroll runs).
    var shouldCatch: Bool { get }
    /// A finger touched down during the animated scroll.
    func caught()
    /// That finger lifted, or the system took the touch.
    func released()
  }
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// Where an item is relative to the place the carousel's current item rests at, for effects
  /// that follow the motion (scale, fade, parallax): what iOS 17's `scrollTransition` gives a
  /// `ScrollView`'s children, for every iOS the ``Carousel`` runs on.
  ///
  /// ```swift
  /// Carousel(banners) { banner, phase in
  ///   BannerCard(banner: banner)
  ///     .opacity(1 - 0.4 * abs(phase.value))   // the neighbours fade
  ///     .offset(x: -24 * phase.value)          // and their content moves a little slower
  /// }
  /// ```
  ///
  /// It is the core's `SlotDraw.phase` (`CarouselDriver.relativePosition(of:)`) of the item's
  /// view in the frame being drawn: continuous while the content moves (a drag, a fling, a
  /// settle, an animated scroll), for pages of different sizes too, and unaffected by
  /// looping. The sign follows the order of the items, not the screen: in right to left, the
  /// next item (positive) is on the left of the current one.
  public struct CarouselItemPhase: Hashable, Sendable {
    /// The signed distance from the resting place, in items: 0 for the item resting there,
    /// −1 for the one before, 1 for the next; 0.5 for the next item when the content is halfway
    /// to it. Not clamped (2 for the item after the next).
    public var distance: Double

    /// ``distance`` clamped into −1 … 1, as SwiftUI's `ScrollTransitionPhase.value`: the
    /// usual input of an effect that is full at the neighbours and stays so beyond them.
    public var value: Double { min(max(distance, -1), 1) }

    /// Whether the item is exactly at the resting place (``distance`` is 0): the identity
    /// phase, where an effect shows the item as it is.
    public var isIdentity: Bool { distance == 0 }

    /// A phase `distance` items from the resting place.
    public init(distance: Double) {
      self.distance = distance.isFinite ? distance : 0
    }
  }
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  extension EnvironmentValues {
    /// The scroll behaviour of the carousels in this environment (default
    /// `ScrollBehavior.carousel`: `.nearest`, the `.fast` rate).
    public var carouselBehavior: ScrollBehavior {
      get { self[CarouselBehaviorKey.self] }
      set { self[CarouselBehaviorKey.self] = newValue }
    }

    /// Whether the app holds the autoplay of the carousels in this environment.
    public var carouselAutoplayPaused: Bool {
      get { self[CarouselAutoplayPausedKey.self] }
      set { self[CarouselAutoplayPausedKey.self] = newValue }
    }

    /// The words the carousels in this environment speak; `nil` (default) speaks CarouselKit's
    /// translations (`Localizable.strings` resources) in the app's language (the first of
    /// `Bundle.main.preferredLocalizations` that CarouselKit has, as the UIKit carousel).
    public var carouselStrings: CarouselStrings? {
      get { self[CarouselStringsKey.self] }
      set { self[CarouselStringsKey.self] = newValue }
    }
  }

  extension View {
    /// Makes the carousels below infinite and cyclic (default off).
    public func carouselLooping(_ isLooping: Bool = true) -> some View {
      transformEnvironment(\.carouselBehavior) { $0.isLooping = isLooping }
    }

    /// How a release chooses where to rest: `.nearest` (default), `.paging` (one item per
    /// swipe), `.paging(maxItems:)` or `.free`.
    public func carouselSnapping(_ policy: SnapPolicy) -> some View {
      transformEnvironment(\.carouselBehavior) { $0.snapping = policy }
    }

    /// The deceleration rate releases are projected with (default `.fast`).
    public func carouselDecelerationRate(_ rate: DecelerationRate) -> some View {
      transformEnvironment(\.carouselBehavior) { $0.decelerationRate = rate }
    }

    /// The spring that settles on an item (default: response 0.25 s, critically damped: the
    /// content never passes the item; a damping ratio below 1 passes it and comes back, one
    /// above 1 is slower; see `ScrollBehavior.spring`).
    public func carouselSettleSpring(_ spring: CarouselCore.Spring) -> some View {
      transformEnvironment(\.carouselBehavior) { $0.spring = spring }
    }

    /// Automatic advancing (default none): paused while touched, held while VoiceOver or
    /// Switch Control runs, off under Reduce Motion; the user can pause it (an accessibility
    /// action).
    public func carouselAutoplay(_ autoplay: Autoplay?) -> some View {
      transformEnvironment(\.carouselBehavior) { $0.autoplay = autoplay }
    }

    /// Holds the autoplay of the carousels below: the app's pause control (WCAG 2.2.2). The
    /// user can also pause it with an accessibility action; either pause holds it.
    public func carouselAutoplayPaused(_ paused: Bool = true) -> some View {
      transformEnvironment(\.carouselAutoplayPaused) { $0 = paused }
    }

    /// The whole behaviour at once.
    public func carouselBehavior(_ behavior: ScrollBehavior) -> some View {
      transformEnvironment(\.carouselBehavior) { $0 = behavior }
    }

    /// Words the carousels below speak instead of CarouselKit's translations for the app's
    /// language.
    public func carouselStrings(_ strings: CarouselStrings?) -> some View {
      transformEnvironment(\.carouselStrings) { $0 = strings }
    }
  }
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import SwiftUI

  // The settings every ``Carousel`` below reads from the environment, set through the view
  // modifiers, which work anywhere in the chain (`.frame(height: 200).carouselLooping()`
  // included), like SwiftUI's own.

  struct CarouselBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBehavior { .carousel }
  }

  struct CarouselAutoplayPausedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  struct CarouselStringsKey: EnvironmentKey {
    static var defaultValue: CarouselStrings? { nil }
  }

  struct CarouselPageSafeAreaKey: EnvironmentKey {
    static var defaultValue: PageSafeArea { .contentInsets }
  }

  struct CarouselSelectionFeedbackKey: EnvironmentKey {
    static var defaultValue: CarouselSelectionFeedback { .automatic }
  }

  struct CarouselChangeAnimationKey: EnvironmentKey {
    static var defaultValue: CarouselChangeAnimation? { .default }
  }

  extension EnvironmentValues {
    /// How the carousels in this environment animate a change of their data (default
    /// `CarouselChangeAnimation.default`; `nil`: at once). See
    /// `carouselChangeAnimation(_:)`.
    public var carouselChangeAnimation: CarouselChangeAnimation? {
      get { self[CarouselChangeAnimationKey.self] }
      set { self[CarouselChangeAnimationKey.self] = newValue }
    }

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

    /// Whether the pages of the carousels in this environment keep their content out of the
    /// unsafe area (default `.contentInsets`).
    public var carouselPageSafeArea: PageSafeArea {
      get { self[CarouselPageSafeAreaKey.self] }
      set { self[CarouselPageSafeAreaKey.self] = newValue }
    }

    /// Whether the carousels in this environment play a selection haptic for every item the
    /// selection point passes (default `.automatic`: with the drum picker layout only).
    public var carouselSelectionFeedback: CarouselSelectionFeedback {
      get { self[CarouselSelectionFeedbackKey.self] }
      set { self[CarouselSelectionFeedbackKey.self] = newValue }
    }
  }

  extension View {
    /// How the carousels below animate a change of their data, diffed by the items'
    /// identifiers: the items that stay move to their new places and inserted ones appear
    /// through `animation`'s insertion effect, over its duration, while the item the finger
    /// holds or the current item stays where it is. Deleted items leave through its removal
    /// effect in their old places, drawn with their last content (the carousel keeps their
    /// elements until the core reports them gone) and moving with the content if it is dragged.
    ///
    /// On by default (`CarouselChangeAnimation.default`, 0.3 s, fading), whether or not the
    /// change happens inside `withAnimation`, as a `List` animates its rows' changes; pass
    /// `nil` to apply changes at once. Under Reduce Motion changes apply at once.
    public func carouselChangeAnimation(_ animation: CarouselChangeAnimation?) -> some View {
      environment(\.carouselChangeAnimation, animation)
    }

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

    /// Whether the pages of the carousels below keep their content out of the unsafe area
    /// (the status bar, the Dynamic Island, the home indicator): with `.contentInsets` (the
    /// default) each item's content is padded by the part of the carousel's safe area it
    /// covers (`GeometryProxy.safeAreaInsets`, through the core's
    /// `ItemAttributes.safeAreaInsets(_:viewport:perspective:)`), which matters when the
    /// carousel extends under them (`.ignoresSafeArea()`: a full-screen pager); `.ignored`
    /// draws the pages full-bleed and leaves the insets to them.
    public func carouselPageSafeArea(_ policy: PageSafeArea) -> some View {
      transformEnvironment(\.carouselPageSafeArea) { $0 = policy }
    }

    /// Selection haptics for the carousels below: a click for every item the selection point
    /// (the centre) passes while the content moves, as `UIPickerView` and SwiftUI's wheel
    /// `Picker` click. `.automatic` (default) plays them with the drum picker layout
    /// (`.drum()`) and not with the others (a banner should not click on every swipe);
    /// `.enabled` and `.disabled` force them. On iOS 17 and later they are SwiftUI's
    /// `sensoryFeedback(.selection, trigger:)` (which plays at most one haptic per view
    /// update: items passed within one frame click once); before, UIKit's
    /// `UISelectionFeedbackGenerator`, prepared when a finger touches down.
    public func carouselSelectionFeedback(_ feedback: CarouselSelectionFeedback) -> some View {
      transformEnvironment(\.carouselSelectionFeedback) { $0 = feedback }
    }
  }
#endif

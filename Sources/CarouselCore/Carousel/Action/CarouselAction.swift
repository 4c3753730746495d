/// Everything that changes a carousel, as one value through one method,
/// ``CarouselDriver/send(_:)``, which returns the one ``CarouselUpdate`` the front end applies.
///
/// | Action | What the front end sends it for |
/// | --- | --- |
/// | ``input(_:)`` | the user: touches, the platform's gesture decisions, taps, keys, pointer scrolling, accessibility actions, the app's programmatic scrolls (``CarouselInput``) |
/// | ``frame(time:)`` | a display-link frame or a wake-up the last update scheduled |
/// | ``configure(_:time:)`` | any property or platform setting that may have changed (``CarouselConfiguration``, compared by the driver) |
/// | ``data(_:time:)`` | the app's data changed (``CarouselDataChange``) |
public enum CarouselAction<Layout: CarouselLayout>: Sendable, Hashable {
  /// The user, or the app's programmatic scroll.
  case input(CarouselInput)
  /// A display-link frame, or a wake-up that an update scheduled (``CarouselSchedule``).
  case frame(time: Double)
  /// The configuration as the front end now sees it.
  case configure(CarouselConfiguration<Layout>, time: Double)
  /// A change of the data.
  case data(CarouselDataChange, time: Double)

  /// The action's time, in seconds, on the clock of every call.
  public var time: Double {
    switch self {
    case .input(let input): return input.time
    case .frame(let time), .configure(_, let time), .data(_, let time): return time
    }
  }
}

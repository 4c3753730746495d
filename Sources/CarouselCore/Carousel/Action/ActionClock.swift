/// Maps the times of a driver's actions onto its engine's clock, so that no timestamp can
/// push the clock where later ones cannot follow (``CarouselDriver/maximumClockJump``).
///
/// The engine's time is the action's time plus ``base``. Times run forwards as given, with
/// two exceptions, each of which re-bases the map instead of obeying the time:
/// - a time more than ``CarouselDriver/maximumClockJump`` ahead of the engine's clock moves
///   it by that much only (every motion and autoplay interval is long over by then);
/// - a time more than ``CarouselDriver/maximumClockSkew`` behind it continues from the
///   engine's clock (the earlier times were ahead of the platform's clock: a bogus
///   timestamp, another clock). Smaller steps back (a touch stamped before the display
///   link's target time) are taken at the engine's time, as the engine always did.
///
/// Non-finite times and times beyond ±``ScrollEngine/maximumTime`` count as the engine's
/// time now.
struct ActionClock: Sendable, Hashable {
  /// What is added to an action's time to give the engine's.
  var base = 0.0

  /// The engine's time for an action at `time`, re-basing the map when `time` jumps. O(1).
  mutating func map(_ time: Double, engineTime now: Double) -> Double {
    guard time.isFinite, abs(time) <= ScrollEngine.maximumTime else { return now }
    let mapped = time + base
    if mapped > now + CarouselDriver<AnyCarouselLayout>.maximumClockJump {
      let target = now + CarouselDriver<AnyCarouselLayout>.maximumClockJump
      base = target - time
      return target
    }
    if mapped < now - CarouselDriver<AnyCarouselLayout>.maximumClockSkew {
      base = now - time
      return now
    }
    return mapped
  }

  /// The actions' time for an engine time.
  func actionTime(_ engineTime: Double) -> Double { engineTime - base }
}

@testable import CarouselCore

/// The banner of the infinite-banner article: 375-pt viewport, inset 16, spacing 8.
let bannerPitch = 375.0 - 32 + 8

func bannerConfiguration(
  count: Int = 5, loop: Bool = false, snapping: SnapPolicy = .nearest, rate: DecelerationRate = .fast,
  autoplay: Autoplay? = nil
) -> ScrollEngine.Configuration {
  ScrollEngine.Configuration(
    anchors: .uniform(count: count, pitch: bannerPitch), viewportLength: 375,
    behavior: ScrollBehavior(isLooping: loop, snapping: snapping, decelerationRate: rate, autoplay: autoplay))
}

extension ScrollEngine {
  /// Drags the finger from `x` at a constant `speed` (pt/s, negative = leftwards, which
  /// scrolls forward) for `duration`, sampling at 120 Hz, and lifts it (unless `lift` is
  /// false). Returns the time of the last sample.
  @discardableResult
  mutating func swipe(
    from x: Double, speed: Double, duration: Double, at start: Double, lift: Bool = true, hz: Double = 120
  ) -> Double {
    handle(TouchEvent(.began, location: x, time: start))
    let steps = max(Int((duration * hz).rounded()), 1)
    var t = start
    for i in 1...steps {
      t = start + Double(i) / hz
      handle(TouchEvent(.moved, location: x + speed * Double(i) / hz, time: t))
    }
    if lift { handle(TouchEvent(.ended, location: x + speed * Double(steps) / hz, time: t)) }
    return t
  }

  /// Advances frame by frame at `fps` until idle (or `limit` seconds), returning the frames.
  mutating func runUntilIdle(from start: Double, fps: Double = 120, limit: Double = 30)
    -> [(t: Double, offset: Double, velocity: Double)]
  {
    var frames: [(t: Double, offset: Double, velocity: Double)] = []
    var k = (start * fps).rounded(.up)
    while phase != .idle && Double(k) / fps < start + limit {
      let t = Double(k) / fps
      advance(to: t)
      frames.append((t, unwrappedOffset, velocity))
      k += 1
    }
    return frames
  }
}

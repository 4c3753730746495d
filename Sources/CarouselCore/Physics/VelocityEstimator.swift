/// Estimates a finger's velocity from its recent positions, as Android and Flutter do.
///
/// A degree-2 polynomial is fitted by least squares to the samples of the last
/// ``window`` seconds (at most ``capacity`` of them) and its slope is taken at the newest
/// sample. With only two distinct timestamps the fit is a line; with one, the velocity is 0.
/// Samples may share a timestamp (the "ended" sample often repeats the last one).
///
/// If the position has not changed for more than ``pauseThreshold`` seconds, the finger has
/// stopped and the velocity is 0.
///
/// The estimate is clamped into ±``maximumSpeed`` (25,000 pt/s): samples a few nanoseconds
/// apart (or timestamps one ulp apart) would otherwise give an astronomical velocity.
/// Platforms measure flings of a few thousand pt/s, up to about 20,000 pt/s, which are
/// never clamped.
///
/// Storage is a fixed ring of ``capacity`` samples allocated once; adding a sample and
/// estimating are O(``capacity``) = O(1) and allocate nothing.
public struct VelocityEstimator: Sendable {
  /// The largest speed the estimator reports, in points per second (25,000 pt/s). Faster
  /// estimates are clamped to it, keeping their sign. Also ``ScrollEngine/maximumFlingSpeed``.
  public static let maximumSpeed = 25_000.0
  /// How far back samples are used, in seconds (100 ms).
  public static let window = 0.1
  /// How long the position may stay still before the velocity is taken as 0 (40 ms).
  public static let pauseThreshold = 0.04
  /// The most samples used in a fit.
  public static let capacity = 20

  private var times: [Double]
  private var positions: [Double]
  private var head = 0
  private var count = 0
  private var lastMovementTime = -Double.infinity

  /// Creates an empty estimator.
  public init() {
    times = Array(repeating: 0, count: Self.capacity)
    positions = Array(repeating: 0, count: Self.capacity)
  }

  /// Forgets every sample. Keeps its storage.
  public mutating func reset() {
    head = 0
    count = 0
    lastMovementTime = -.infinity
  }

  /// The number of samples held (at most ``capacity``). A test hook (internal): the tests
  /// check the window's bound with it; the estimate itself never needs the count.
  var sampleCount: Int { count }

  /// The newest sample, if any.
  public var newest: (time: Double, position: Double)? {
    guard count > 0 else { return nil }
    let i = (head + Self.capacity - 1) % Self.capacity
    return (times[i], positions[i])
  }

  /// Adds a sample. Non-finite samples and samples older than the newest are ignored.
  ///
  /// - Parameters:
  ///   - position: the position along the scroll axis, in points.
  ///   - time: the sample's timestamp, in seconds.
  public mutating func add(position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if let last = newest {
      guard time >= last.time else { return }
      if position != last.position { lastMovementTime = time }
    } else {
      lastMovementTime = time
    }
    times[head] = time
    positions[head] = position
    head = (head + 1) % Self.capacity
    count = min(count + 1, Self.capacity)
  }

  /// Moves every sample by `delta` points (used when the engine re-bases a looping track).
  public mutating func shift(by delta: Double) {
    for i in 0..<Self.capacity { positions[i] += delta }
  }

  /// The estimated velocity in points per second, as seen at time `time` (by default the
  /// newest sample's time), clamped into ±``maximumSpeed``. 0 when the finger has not moved
  /// for more than ``pauseThreshold`` seconds before `time`.
  public func velocity(at time: Double? = nil) -> Double {
    let v = unclampedVelocity(at: time)
    guard v.isFinite else { return 0 }
    return min(max(v, -Self.maximumSpeed), Self.maximumSpeed)
  }

  private func unclampedVelocity(at time: Double?) -> Double {
    guard let last = newest else { return 0 }
    let now = max(time ?? last.time, last.time)
    guard now - lastMovementTime <= Self.pauseThreshold else { return 0 }
    // Gather the window, relative to the newest sample to keep the sums well conditioned.
    var n = 0.0
    var st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
    var sx = 0.0, stx = 0.0, st2x = 0.0
    var minT = 0.0
    var distinct = 0
    var previousT = Double.nan
    // Newest first, wrapping around the ring (the buffers read without a bounds check or a
    // remainder per sample: this runs for every move of a drag).
    times.withUnsafeBufferPointer { times in
      positions.withUnsafeBufferPointer { positions in
        var i = head == 0 ? Self.capacity - 1 : head - 1
        for _ in 0..<count {
          let t = times[i] - last.time
          guard t >= -Self.window - 1e-12 else { break }
          let x = positions[i] - last.position
          if t != previousT { distinct += 1; previousT = t }
          minT = min(minT, t)
          n += 1
          st += t; st2 += t * t; st3 += t * t * t; st4 += t * t * t * t
          sx += x; stx += t * x; st2x += t * t * x
          i = i == 0 ? Self.capacity - 1 : i - 1
        }
      }
    }
    guard distinct >= 2, minT < 0 else { return 0 }
    if distinct >= 3 {
      // Normal equations for x = a + b t + c t²; Cramer's rule for b.
      let det = determinant(n, st, st2, st, st2, st3, st2, st3, st4)
      let scale = n * st2 * st4
      if abs(det) > 1e-12 * max(abs(scale), 1e-300) {
        let detB = determinant(n, sx, st2, st, stx, st3, st2, st2x, st4)
        let slope = detB / det
        if slope.isFinite { return slope }
      }
    }
    // Straight line.
    let meanT = st / n
    let meanX = sx / n
    let varT = st2 / n - meanT * meanT
    guard varT > 0 else { return 0 }
    let slope = (stx / n - meanT * meanX) / varT
    return slope.isFinite ? slope : 0
  }

  private func determinant(
    _ a: Double, _ b: Double, _ c: Double,
    _ d: Double, _ e: Double, _ f: Double,
    _ g: Double, _ h: Double, _ i: Double
  ) -> Double {
    a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  }
}

/// The scroll engine: a value-type state machine that turns touch samples and timestamps
/// into a scroll offset with `UIScrollView`-like physics, snapping and looping.
///
/// The engine never reads a clock. A front end feeds it touches with ``handle(_:)`` and
/// the display link's timestamps with ``CarouselAction/frame(time:)``, then reads ``offset``,
/// ``velocity``, ``phase`` and ``currentIndex``. Every call returns the
/// ``ScrollEvents`` it caused. All motions are closed-form functions of time and change at
/// exact instants (release, edge contact, end of a settle), so the positions do not depend
/// on the frame rate.
///
/// - While dragging, the content follows the finger 1:1 (with a rubber band past the edges
///   when not looping).
/// - On release, the ``SnapPolicy`` chooses the resting anchor and a motion that starts at
///   the release velocity takes the content there: a ``SettleMotion`` with the default
///   critically damped spring, a ``SpringMotion`` for any other damping ratio (see
///   ``ScrollBehavior/spring``; ``SnapPolicy/free`` glides with a ``Deceleration`` instead).
/// - A new touch catches the motion at any moment: the content stops where it is.
/// - Looping tracks are re-based by whole cycles as they go, so ``offset`` stays within one
///   cycle however far the user scrolls: no giant virtual count, no float drift.
///
/// Per call the work is O(1) for uniform anchors and O(log n) for pages of different sizes,
/// and nothing is allocated after creation.
///
/// Defined behaviour for small counts: 0 items, nothing scrolls and ``currentIndex`` is
/// `nil`; 1 item, nothing scrolls (touches are ignored, as a one-page `n + 2` pager does);
/// 2 items loop like any other count.
///
/// ## Limits
///
/// No input traps the engine or makes ``offset``, ``velocity`` or ``unwrappedOffset``
/// non-finite, and every call returns after a bounded amount of work. The rules:
/// - Touch samples whose location is beyond ±``maximumTouchLocation`` (10⁹ pt) or whose time
///   is beyond ±``maximumTime`` (10¹² s) are ignored, like non-finite ones; so are such times
///   passed to ``CarouselAction/frame(time:)`` (the other calls then act at the engine's time).
/// - Every velocity the engine uses (estimated at release, or scaled by a reconfiguration)
///   is clamped into ±``maximumFlingSpeed`` (25,000 pt/s). Releases up to that speed are
///   unchanged; two samples a nanosecond apart no longer give an astronomical fling.
/// - Geometry is clamped by ``SnapAnchors`` (counts, pitches, sizes) and by
///   ``Configuration`` (viewport length at most ``SnapAnchors/maximumExtent``).
/// - The cycle counter is bounded: |``cycle`` × count| stays at most
///   ``maximumTrackPosition`` (2⁵⁰). Beyond it (after scrolling some 10¹⁵ items one way,
///   years of continuous flinging) the counter wraps by a whole number of cycles towards 0:
///   ``offset`` does not move, but the unwrapped positions of ``unwrappedOffset`` and
///   ``CarouselDriver`` jump once.
/// - ``CarouselAction/frame(time:)`` makes at most ``maximumTransitionsPerCall`` phase changes per call.
public struct ScrollEngine: Sendable {
  /// The fastest velocity the engine uses, in points per second (25,000 pt/s, the same as
  /// ``VelocityEstimator/maximumSpeed``). Platforms measure flings of a few thousand pt/s,
  /// up to about 20,000; faster estimates (samples a few nanoseconds apart) and velocities
  /// scaled up by a reconfiguration are clamped to it.
  public static let maximumFlingSpeed = VelocityEstimator.maximumSpeed
  /// The largest touch location magnitude the engine accepts, in points (10⁹ pt). A sample
  /// further out is ignored, like a non-finite one (``TouchEvent/isValid``).
  public static let maximumTouchLocation = 1e9
  /// The largest time magnitude the engine accepts, in seconds (10¹² s, about 31,700
  /// years). Touch samples and ``CarouselAction/frame(time:)`` calls with a time further out are ignored;
  /// ``init(configuration:index:time:)`` starts at 0 instead. Within it, a `Double` resolves
  /// times to better than 0.2 ms, so every autoplay step and motion makes progress.
  public static let maximumTime = 1e12
  /// The largest magnitude of the unwrapped track positions (``cycle`` × count + position):
  /// 2⁵⁰ (2³⁰ where `Int` has 32 bits, as in WebAssembly's wasm32). See the type's "Limits".
  public static let maximumTrackPosition = Int.bitWidth >= 64 ? 1 << 50 : 1 << 30
  /// The most phase changes one ``CarouselAction/frame(time:)`` makes (256). Autoplay catching up after a
  /// pause makes at most about 22; the bound only guarantees that a call always returns.
  /// Any change left over is made by the next call.
  public static let maximumTransitionsPerCall = 256

  /// The distance from its anchor, in points, within which a spring settle counts as at
  /// rest (0.5 pt, with ``restSpeed``): a settle with a damping ratio other than 1 ends at
  /// the time ``SpringMotion/settlingTime(distance:speed:)`` gives for these, exactly on the
  /// anchor.
  public static let restDistance = 0.5
  /// The speed, in points per second, below which a spring settle counts as at rest (1 pt/s,
  /// with ``restDistance``).
  public static let restSpeed = 1.0

  /// A motion that ends within this many seconds after the current time ends now (a frame
  /// that falls on a motion's end up to rounding shows it at rest).
  static let endTolerance = 1e-9

  /// What the engine is doing.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// At rest.
    case idle
    /// Following a finger.
    case dragging
    /// Gliding freely after a release (``SnapPolicy/free``).
    case decelerating
    /// Moving to the anchor chosen at release (or back from past an edge).
    case settling
    /// Moving to an item because of ``scroll(toIndex:animated:at:)`` or autoplay.
    case animating
  }

  struct Drag: Sendable {
    var startLocation: Double
    /// The un-rubber-banded offset at touch-down.
    var startRawOffset: Double
    /// The position nearest to the content at touch-down (for paging limits).
    var startPosition: Int
    var lastLocation: Double
  }

  struct EdgeContact: Sendable {
    /// Seconds after the glide's start.
    var time: Double
    var edge: Double
    var velocity: Double
  }

  enum State: Sendable {
    case idle(since: Double)
    case dragging(Drag)
    case decelerating(start: Double, glide: Glide, edge: EdgeContact?)
    case settling(start: Double, motion: AnchorMotion, target: Int)
    case animating(start: Double, motion: AnchorMotion, target: Int)
  }

  /// The configuration in force.
  public internal(set) var configuration: Configuration {
    didSet { indexedOffset = .nan }
  }
  var state: State
  private var estimator = VelocityEstimator()
  private var reportedIndex: Int?
  /// The offset ``reportedIndex`` was last looked up at (NaN: look it up again, as after a
  /// new configuration): the current item is a function of the offset and the configuration
  /// only, so a call that did not move the content does not look it up again.
  private var indexedOffset = Double.nan
  /// ``currentPosition`` and ``contentPosition`` at ``indexedOffset``: each frame reads them
  /// several times (the current item, the destination, the selection, the progress, every
  /// item's distance) and looks them up once.
  private var indexedPosition: Int?
  private var indexedFraction = (position: 0, fraction: 0.0)
  private var reportedPhase: Phase = .idle
  /// Whole cycles removed from the offset by re-basing (looping only): the track position
  /// of the item at local position p is `cycle × count + p`. A front end that keys its views
  /// by these unwrapped positions sees nothing change when the engine re-bases.
  public private(set) var cycle = 0

  /// The time of the latest call, in seconds.
  public private(set) var time: Double
  /// The content offset within the current cycle, in points: what a front end lays out.
  /// Offset `anchors.offset(of: p)` shows item p at rest. When looping it stays in
  /// [0, period) however far the user scrolls.
  public internal(set) var offset: Double
  /// The velocity of the content, in points per second (positive when the offset grows).
  public internal(set) var velocity: Double = 0
  /// Whether autoplay is held (for example while VoiceOver runs). See
  /// ``CarouselConfiguration/isAutoplayPaused``.
  public private(set) var isAutoplayPaused = false

  /// Creates an engine at rest on item `index` (clamped to the items that exist).
  ///
  /// - Parameters:
  ///   - configuration: the behaviour.
  ///   - index: the item shown first.
  ///   - time: the current time, in seconds (any clock, as long as every later call uses it).
  /// A non-finite time, or one beyond ±``maximumTime``, is taken as 0.
  public init(configuration: Configuration, index: Int = 0, time: Double = 0) {
    self.configuration = configuration
    let time = Self.isUsableTime(time) ? time : 0
    self.time = time
    self.state = .idle(since: time)
    let count = configuration.count
    let start = count > 0 ? min(max(index, 0), count - 1) : 0
    self.offset = configuration.anchors.offset(of: start)
    self.reportedIndex = count > 0 ? start : nil
  }

  // MARK: - Reading

  /// What the engine is doing.
  public var phase: Phase {
    switch state {
    case .idle: return .idle
    case .dragging: return .dragging
    case .decelerating: return .decelerating
    case .settling: return .settling
    case .animating: return .animating
    }
  }

  /// The offset on the unbounded track, in points: ``offset`` plus the whole cycles re-based
  /// away. Useful for reporting and tests; lay out with ``offset``.
  public var unwrappedOffset: Double {
    guard cycle != 0 else { return offset }
    // Measured from the nearest anchor below, so that content at rest on an anchor reports
    // exactly that anchor's unwrapped offset (cycle × period + anchor could differ in the
    // last bit).
    // |cycle × count| ≤ maximumTrackPosition (see normaliseCycle) and below is within the
    // current cycle, so the sum cannot overflow.
    let anchors = configuration.anchors
    let below = anchors.floorPosition(offset)
    let (base, overflow) = cycle.multipliedReportingOverflow(by: configuration.count)
    guard !overflow, abs(base) <= Self.maximumTrackPosition else { return offset }
    return anchors.offset(of: base + below) + (offset - anchors.offset(of: below))
  }

  /// The track position of the item nearest to the content (``offset``), within the current
  /// cycle; `nil` with no items. Clamped to 0..<count when not looping.
  @inline(__always)
  public var currentPosition: Int? {
    offset == indexedOffset ? indexedPosition : lookUp().position
  }

  /// Where the content is on the track: the anchor at or before ``offset`` and the fraction of
  /// the way to the next (``SnapAnchors/fractionalPosition(of:)``); (0, 0) with no items.
  var contentPosition: (position: Int, fraction: Double) {
    offset == indexedOffset ? indexedFraction : lookUp().fraction
  }

  /// ``currentPosition`` and ``contentPosition`` at ``offset``, from one search of the anchors
  /// (`nil` and (0, 0) with no items).
  private func lookUp() -> (position: Int?, fraction: (position: Int, fraction: Double)) {
    let count = configuration.count
    guard count > 0 else { return (nil, (0, 0)) }
    let found = configuration.anchors.nearestAndFractionalPosition(of: offset)
    let position = configuration.loops ? found.nearest : min(max(found.nearest, 0), count - 1)
    return (position, (found.position, found.fraction))
  }

  /// The index of the item nearest to the content, in 0..<count; `nil` with no items.
  @inline(__always)
  public var currentIndex: Int? {
    guard let position = currentPosition else { return nil }
    return TrackPosition.index(of: position, count: configuration.count)
  }

  /// When the engine came to rest, in seconds, if it is at rest: the exact end of the last
  /// motion, not the time of the frame that noticed it.
  public var restingSince: Double? {
    if case .idle(let since) = state { return since }
    return nil
  }

  /// The item index the engine is settling or animating to, if it is.
  @inline(__always)
  public var targetIndex: Int? {
    switch state {
    case .settling(_, _, let target), .animating(_, _, let target):
      return TrackPosition.index(of: target, count: configuration.count)
    default:
      return nil
    }
  }

  // MARK: - Input

  /// Feeds one touch sample.
  ///
  /// The engine first advances to the sample's time. `began` catches any motion where it is
  /// and starts a drag; `moved` moves the content by the finger's displacement; `ended`
  /// releases with the velocity estimated from the samples (``VelocityEstimator``);
  /// `cancelled` releases with zero velocity.
  ///
  /// Ignored (documented, not an error): samples with a non-finite number, a location beyond
  /// ±``maximumTouchLocation`` or a time beyond ±``maximumTime`` (except that such an
  /// `ended` or `cancelled` during a drag still ends it, as a `cancelled` at the engine's
  /// time); `moved`,
  /// `ended` and `cancelled` without a drag in progress; every touch when fewer than 2 items
  /// exist. A sample older than the engine's time is taken at the engine's time. A second
  /// `began` during a drag restarts the drag from where the content is.
  ///
  /// - Complexity: O(1) (O(log n) with pages of different sizes).
  @discardableResult
  public mutating func handle(_ touch: TouchEvent) -> ScrollEvents {
    guard touch.isValid else {
      // A lift must never be lost, or the content would stay under a finger that is gone:
      // an invalid `ended` or `cancelled` during a drag cancels it where the content is.
      guard touch.phase == .ended || touch.phase == .cancelled, case .dragging = state else { return .none }
      return handle(TouchEvent(.cancelled, location: 0, time: time))
    }
    var events = ScrollEvents()
    if handlesMove(touch, into: &events) { return events }
    // During a drag, every touch the engine takes replaces the velocity (0 for a new touch,
    // the estimate after the move, the release's): the advance does not estimate it first.
    advance(to: touch.time, into: &events, samplesDragVelocity: !configuration.isScrollable)
    guard configuration.isScrollable else { return events }
    let now = time
    switch touch.phase {
    case .began:
      let raw = configuration.loops ? offset : configuration.rubberBand.unclamp(offset, from: configuration.bounds)
      estimator.reset()
      estimator.add(position: offset, at: now)
      let start = currentPosition ?? 0
      state = .dragging(
        Drag(startLocation: touch.location, startRawOffset: raw, startPosition: start, lastLocation: touch.location))
      velocity = 0
    case .moved:
      guard case .dragging(let drag) = state else { return events }
      moveDrag(to: touch.location, from: drag, at: now)
    case .ended, .cancelled:
      guard case .dragging(let drag) = state else { return events }
      if touch.phase == .ended && touch.location != drag.lastLocation {
        self.moveDrag(to: touch.location, from: drag, at: now)
      }
      let releaseVelocity = touch.phase == .ended ? estimator.velocity(at: now) : 0
      release(velocity: releaseVelocity, startPosition: drag.startPosition, at: now, into: &events)
    }
    finishCall(into: &events)
    return events
  }

  /// Advances the engine's clock to `time` (seconds), moving any motion in progress.
  ///
  /// A time earlier than the engine's is taken as the engine's (time never runs backwards);
  /// a non-finite time, or one beyond ±``maximumTime``, is ignored.
  ///
  /// - Complexity: O(1) per phase change, and at most a few phase changes per call (never
  ///   more than ``maximumTransitionsPerCall``).
  /// ``handle(_:)`` adding its events to `events` (empty).
  mutating func handle(_ touch: TouchEvent, into events: inout ScrollEvents) {
    if !handlesMove(touch, into: &events) { events = handle(touch) }
  }

  /// The hot path (every move of a drag), what ``handle(_:)``'s general path does in this
  /// case (the advance to the touch's time changes nothing but the clock while dragging);
  /// `false`, changing nothing, for any other touch.
  @inline(__always)
  private mutating func handlesMove(_ touch: TouchEvent, into events: inout ScrollEvents) -> Bool {
    guard touch.phase == .moved, case .dragging(let drag) = state, configuration.isScrollable, touch.isValid,
      Self.isUsableTime(touch.time)
    else { return false }
    time = max(touch.time, time)
    moveDrag(to: touch.location, from: drag, at: time)
    finishCall(into: &events)
    return true
  }

  @discardableResult
  public mutating func advance(to time: Double) -> ScrollEvents {
    var events = ScrollEvents()
    advance(to: time, into: &events)
    return events
  }

  /// ``CarouselAction/frame(time:)``, adding its events to `events` (the engine only ever sets fields, so
  /// this is `events.merge(advance(to: time))` without the intermediate value).
  ///
  /// - Parameter samplesDragVelocity: `false` leaves ``velocity`` as it is during a drag,
  ///   for a caller that sets it next.
  mutating func advance(to time: Double, into events: inout ScrollEvents, samplesDragVelocity: Bool = true) {
    guard Self.isUsableTime(time) else { return }
    let now = max(time, self.time)
    var transitionsLeft = Self.maximumTransitionsPerCall
    transitions: while transitionsLeft > 0 {
      transitionsLeft -= 1
      switch state {
      case .idle(let since):
        guard let autoplay = configuration.autoplay, !isAutoplayPaused, configuration.isScrollable else {
          break transitions
        }
        var fire = since + autoplay.interval
        // After a long pause of the clock (app suspended), resume from the present instead
        // of replaying every missed step.
        if now - fire > 10 * autoplay.interval { fire = now }
        guard fire <= now else { break transitions }
        let from = currentPosition ?? 0
        var target = from + autoplay.step
        if !configuration.loops {
          if target >= configuration.count { target = 0 }
          if target < 0 { target = configuration.count - 1 }
        }
        startMotion(to: target, velocity: 0, at: fire, animating: true, into: &events)
      case .dragging:
        break transitions
      case .decelerating(let start, let glide, let edge):
        if let edge, start + edge.time <= now {
          // The glide reached an edge: bounce back from it without overshoot into the content.
          offset = edge.edge
          let motion = AnchorMotion.landing(
            SettleMotion(
              from: edge.edge, velocity: edge.velocity, to: edge.edge, spring: configuration.edgeSpring,
              rate: configuration.decelerationRate, maximumOvershoot: configuration.maximumOvershoot))
          let target = configuration.anchors.nearestPosition(to: edge.edge)
          state = .settling(start: start + edge.time, motion: motion, target: target)
          events.settleTarget = TrackPosition.index(of: target, count: configuration.count)
          continue
        }
        guard start + glide.duration <= now + Self.endTolerance else { break transitions }
        offset = glide.restPoint
        state = .idle(since: min(start + glide.duration, now))
      case .settling(let start, let motion, let target), .animating(let start, let motion, let target):
        guard start + motion.duration <= now + Self.endTolerance else { break transitions }
        offset = configuration.anchors.offset(of: target)
        state = .idle(since: min(start + motion.duration, now))
      }
    }
    self.time = now
    sampleMotion(samplesDragVelocity: samplesDragVelocity)
    finishCall(into: &events)
  }

  /// Scrolls to item `index`, the shortest way round the loop when looping.
  ///
  /// Animated scrolls start at the current velocity and use the settle spring (phase
  /// ``Phase/animating``); others jump and leave the engine idle. Ignored while a finger is
  /// down (the finger has control) and for an index outside 0..<count.
  ///
  /// - Parameters:
  ///   - index: the item to show.
  ///   - animated: whether to animate.
  ///   - time: the current time, in seconds.
  @discardableResult
  public mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) -> ScrollEvents {
    var events = advance(to: time)
    let count = configuration.count
    guard count > 0, (0..<count).contains(index), phase != .dragging else { return events }
    let here = currentPosition ?? 0
    let target = configuration.loops ? TrackPosition.nearest(index: index, to: here, count: count) : index
    if animated && configuration.isScrollable {
      startMotion(to: target, velocity: velocity, at: self.time, animating: true, into: &events)
    } else {
      offset = configuration.anchors.offset(of: target)
      velocity = 0
      state = .idle(since: self.time)
      events.settleTarget = index
    }
    finishCall(into: &events)
    return events
  }

  /// Holds or releases autoplay (for example while VoiceOver is running). Releasing it
  /// starts a full interval from `time`.
  @discardableResult
  public mutating func setAutoplayPaused(_ paused: Bool, at time: Double) -> ScrollEvents {
    var events = advance(to: time)
    if isAutoplayPaused && !paused, case .idle = state { state = .idle(since: self.time) }
    isAutoplayPaused = paused
    finishCall(into: &events)
    return events
  }

  // MARK: - Internals

  private mutating func moveDrag(to location: Double, from drag: Drag, at time: Double) {
    var drag = drag
    drag.lastLocation = location
    let raw = drag.startRawOffset + (drag.startLocation - location)
    offset = configuration.loops ? raw : configuration.rubberBand.clamp(raw, to: configuration.bounds)
    estimator.add(position: offset, at: time)
    velocity = estimator.velocity(at: time)
    state = .dragging(drag)
  }

  /// Chooses what happens after the finger lifts. The velocity is clamped into
  /// ±``maximumFlingSpeed``.
  mutating func release(
    velocity releaseVelocity: Double, startPosition: Int, at time: Double, into events: inout ScrollEvents
  ) {
    let releaseVelocity = Self.limited(velocity: releaseVelocity)
    let x = offset
    let bounds = configuration.bounds
    if !configuration.loops && !bounds.contains(x) {
      // Released past an edge: back to that edge whatever the velocity, as UIScrollView does.
      let edge = x < bounds.lowerBound ? 0 : configuration.count - 1
      startMotion(to: edge, velocity: releaseVelocity, at: time, animating: false, into: &events)
      return
    }
    guard
      let target = configuration.targeting.target(offset: x, velocity: releaseVelocity, startPosition: startPosition)
    else {
      // Free gliding.
      let glide = Glide(origin: x, velocity: releaseVelocity, rate: configuration.decelerationRate)
      var contact: EdgeContact? = nil
      if !configuration.loops, !bounds.contains(glide.restPoint) {
        let edge = glide.restPoint < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
        if let t = glide.time(toReach: edge) {
          contact = EdgeContact(time: t, edge: edge, velocity: glide.velocity(at: t))
        }
      }
      state = .decelerating(start: time, glide: glide, edge: contact)
      velocity = releaseVelocity
      return
    }
    startMotion(to: target, velocity: releaseVelocity, at: time, animating: false, into: &events)
  }

  mutating func resetCycle() { cycle = 0 }

  mutating func resetEstimator(at time: Double) {
    estimator.reset()
    estimator.add(position: offset, at: time)
  }

  /// Starts a settle (or an animation) from the current offset to the anchor of `target`,
  /// with the velocity clamped into ±``maximumFlingSpeed``. Also re-plans a motion after a
  /// change of geometry (``CarouselAction/configure(_:time:)``).
  mutating func startMotion(
    to target: Int, velocity: Double, at time: Double, animating: Bool, into events: inout ScrollEvents
  ) {
    let velocity = Self.limited(velocity: velocity)
    let bounds = configuration.bounds
    let outside = !configuration.loops && !bounds.contains(offset)
    let anchor = configuration.anchors.offset(of: target)
    let motion: AnchorMotion
    if outside {
      // Back from past an edge: the monotone family with the edge spring's response, never
      // past the edge and never further out than a sixth of the viewport.
      motion = .landing(
        SettleMotion(
          from: offset, velocity: velocity, to: anchor, spring: configuration.edgeSpring,
          rate: configuration.decelerationRate, maximumOvershoot: configuration.maximumOvershoot,
          limitsPeakSpeed: !animating))
    } else {
      // The edges of a track that does not loop are walls no spring passes.
      motion = AnchorMotion(
        from: offset, velocity: velocity, to: anchor, spring: configuration.spring,
        rate: configuration.decelerationRate, maximumOvershoot: configuration.maximumOvershoot,
        limitsPeakSpeed: !animating, bounds: configuration.loops ? nil : bounds)
    }
    state =
      animating
      ? .animating(start: time, motion: motion, target: target)
      : .settling(start: time, motion: motion, target: target)
    self.velocity = velocity
    events.settleTarget = TrackPosition.index(of: target, count: configuration.count)
  }

  /// Sets ``offset`` and ``velocity`` from the state at ``time`` (during a drag, the velocity
  /// only if `samplesDragVelocity`).
  private mutating func sampleMotion(samplesDragVelocity: Bool) {
    switch state {
    case .idle:
      velocity = 0
    case .dragging:
      if samplesDragVelocity { velocity = estimator.velocity(at: time) }
    case .decelerating(let start, let glide, _):
      offset = glide.value(at: time - start)
      velocity = glide.velocity(at: time - start)
    case .settling(let start, let motion, _), .animating(let start, let motion, _):
      offset = motion.value(at: time - start)
      velocity = motion.velocity(at: time - start)
    }
  }

  /// Re-bases a looping track and reports index and phase changes into `events`.
  mutating func finishCall(into events: inout ScrollEvents) {
    rebase()
    if offset != indexedOffset {
      (indexedPosition, indexedFraction) = lookUp()
      indexedOffset = offset
      let index = currentIndex
      if index != reportedIndex {
        reportedIndex = index
        events.noteCurrentIndex(index)
      }
    }
    let phase = self.phase
    if phase != reportedPhase {
      reportedPhase = phase
      events.phase = phase
    }
  }

  /// Keeps ``offset`` within [0, period) on a looping track by moving everything by whole
  /// cycles. Exact: positions move by a multiple of the count and offsets by the same
  /// multiple of the period.
  ///
  /// The cycles removed in one call are limited so that they move positions by at most
  /// ``maximumTrackPosition`` (with the documented limits a call never needs more than about
  /// 2 × 10¹²), so the conversion and the products cannot overflow.
  private mutating func rebase() {
    guard configuration.loops else { return }
    let period = configuration.anchors.period
    let count = configuration.count
    guard period > 0, offset.isFinite, offset < 0 || offset >= period else { return }
    let cycles = SnapAnchors.clampedInt((offset / period).rounded(.down), limit: Self.maximumTrackPosition / count)
    guard cycles != 0 else { return }
    shift(cycles: cycles)
    // A tiny negative offset plus one period can round to exactly the period.
    if offset >= period { shift(cycles: 1) }
  }

  /// Wraps the cycle counter by a whole number of cycles towards 0 when |cycle × count|
  /// would exceed ``maximumTrackPosition`` (see the type's "Limits").
  mutating func normaliseCycle() {
    let limit = Self.maximumTrackPosition / max(configuration.count, 1)
    if cycle > limit || cycle < -limit { cycle %= limit }
  }

  /// Whether `time` is one the engine accepts: finite and within ±``maximumTime``.
  static func isUsableTime(_ time: Double) -> Bool { time.isFinite && abs(time) <= maximumTime }

  /// `velocity` clamped into ±``maximumFlingSpeed`` (an infinity to its end, NaN: 0).
  static func limited(velocity: Double) -> Double {
    velocity.isNaN ? 0 : min(max(velocity, -maximumFlingSpeed), maximumFlingSpeed)
  }

  private mutating func shift(cycles: Int) {
    // |cycles| ≤ maximumTrackPosition / count (see rebase), so neither product overflows.
    let delta = -Double(cycles) * configuration.anchors.period
    let positions = -cycles * configuration.count
    cycle += cycles
    normaliseCycle()
    offset += delta
    estimator.shift(by: delta)
    switch state {
    case .idle:
      break
    case .dragging(var drag):
      drag.startRawOffset += delta
      drag.startPosition += positions
      state = .dragging(drag)
    case .decelerating(let start, let glide, let edge):
      var edge = edge
      edge?.edge += delta
      state = .decelerating(start: start, glide: glide.shifted(by: delta), edge: edge)
    case .settling(let start, let motion, let target):
      state = .settling(start: start, motion: motion.shifted(by: delta), target: target + positions)
    case .animating(let start, let motion, let target):
      state = .animating(start: start, motion: motion.shifted(by: delta), target: target + positions)
    }
  }
}

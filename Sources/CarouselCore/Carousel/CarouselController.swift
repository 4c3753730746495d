/// Everything a carousel front end keeps between frames, whatever draws it: a
/// ``CarouselDriver`` plus the rules every front end shares.
///
/// The UIKit and SwiftUI front ends are thin layers over this value: they feed it gestures,
/// display-link (or timeline) timestamps, size changes and data reloads, then draw the slots it
/// reports. What it decides, so that no front end has to:
///
/// - **Touches.** A touch-down catches any motion at once (``touchDown(at:time:)``); a pan that
///   is recognised later restarts the drag where the finger is, so the recogniser's slop does
///   not make the content jump (``pan(_:at:time:)``); a finger lifted without a pan settles on
///   the nearest item (``touchUp(time:)``). A tap selects an item only if the touch-down did
///   not catch a motion (``tap(at:)``), as a scroll view that is stopped by a tap does not
///   select.
/// - **Right to left.** Touch locations and drawn attributes are mirrored for right-to-left
///   horizontal layouts (``GestureTranslator``, ``ItemAttributes/mirrored(in:)``).
/// - **Accessibility.** The adjustable action and the keyboard arrows move one item
///   (``adjust(increment:at:)``, ``press(_:at:)``); the spoken value names the item being
///   moved to (``accessibilityValue(label:)``); autoplay is off while VoiceOver runs or Reduce
///   Motion is on (``setEnvironment(_:at:)``).
/// - **Option changes.** Looping, snapping, rates and autoplay changed in the middle of a
///   motion take effect when it ends, so the content never jumps
///   (``setOptions(_:at:)``).
/// - **Events.** Every call returns ``Events``: whether the current item changed, the item a
///   release settles on, the new phase.
///
/// - Complexity: per call as the driver: O(visible items × slots), independent of the count.
public struct CarouselController<Layout: CarouselLayout>: Sendable {
  /// The behaviour an app chooses.
  public struct Options: Sendable, Hashable {
    /// Whether the track is infinite and cyclic.
    public var isLooping: Bool
    /// How a release chooses where to rest.
    public var snapping: SnapPolicy
    /// The rate the release is projected (and, with ``SnapPolicy/free``, glides) with.
    public var decelerationRate: DecelerationRate
    /// The settle spring.
    public var spring: Spring
    /// Releases slower than this, in points per second, are not flings.
    public var minimumFlingSpeed: Double
    /// Automatic advancing, or `nil`. Held while VoiceOver runs, off under Reduce Motion.
    public var autoplay: Autoplay?

    /// Creates options; the defaults are a non-looping carousel that snaps to the nearest
    /// item with the fast deceleration rate (the banner article's choice).
    public init(
      isLooping: Bool = false, snapping: SnapPolicy = .nearest, decelerationRate: DecelerationRate = .fast,
      spring: Spring = .default, minimumFlingSpeed: Double = 200, autoplay: Autoplay? = nil
    ) {
      self.isLooping = isLooping
      self.snapping = snapping
      self.decelerationRate = decelerationRate
      self.spring = spring
      self.minimumFlingSpeed = minimumFlingSpeed
      self.autoplay = autoplay
    }
  }

  /// What the platform says about the user's settings.
  public struct Environment: Sendable, Hashable {
    /// Whether the layout direction is right to left.
    public var isRightToLeft: Bool
    /// Whether VoiceOver is running.
    public var isVoiceOverRunning: Bool
    /// Whether Reduce Motion is on.
    public var isReduceMotionEnabled: Bool

    public init(isRightToLeft: Bool = false, isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false) {
      self.isRightToLeft = isRightToLeft
      self.isVoiceOverRunning = isVoiceOverRunning
      self.isReduceMotionEnabled = isReduceMotionEnabled
    }
  }

  /// What changed during one call.
  public struct Events: Sendable, Hashable {
    /// Whether ``CarouselController/currentIndex`` changed (it may have become `nil`).
    public var currentIndexChanged = false
    /// The item the engine chose to rest on, when it chose one.
    public var settleTarget: Int?
    /// The new phase, when it changed.
    public var phase: ScrollEngine.Phase?

    public init(currentIndexChanged: Bool = false, settleTarget: Int? = nil, phase: ScrollEngine.Phase? = nil) {
      self.currentIndexChanged = currentIndexChanged
      self.settleTarget = settleTarget
      self.phase = phase
    }

    /// Whether nothing happened.
    public var isEmpty: Bool { !currentIndexChanged && settleTarget == nil && phase == nil }

    /// Adds the later events `other` on top of these.
    public mutating func merge(_ other: Events) {
      currentIndexChanged = currentIndexChanged || other.currentIndexChanged
      if let target = other.settleTarget { settleTarget = target }
      if let phase = other.phase { self.phase = phase }
    }

    mutating func merge(_ other: ScrollEvents) {
      if let target = other.settleTarget { settleTarget = target }
      if let phase = other.phase { self.phase = phase }
    }
  }

  /// The driver: engine, layout and slot plan.
  public private(set) var driver: CarouselDriver<Layout>
  /// The options in force (changes made mid-motion are in ``pendingOptions`` until it ends).
  public private(set) var options: Options
  /// Options waiting for the current motion to end.
  public private(set) var pendingOptions: Options?
  /// The platform's settings.
  public private(set) var environment: Environment

  private var translator: GestureTranslator
  private var reportedIndex: Int?
  private var isPanning = false
  private var touchCaughtMotion = false

  /// Creates a controller at rest on item `index`.
  ///
  /// - Parameters:
  ///   - layout: the layout.
  ///   - count: the number of items.
  ///   - viewport: the viewport's size, in points.
  ///   - options: the behaviour.
  ///   - environment: the platform's settings.
  ///   - index: the item shown first.
  ///   - time: the current time, in seconds, on the clock of every later call.
  public init(
    layout: Layout, count: Int, viewport: CarouselSize, options: Options = Options(),
    environment: Environment = Environment(), index: Int = 0, time: Double = 0
  ) {
    self.options = options
    self.environment = environment
    self.driver = Self.makeDriver(
      layout: layout, count: count, viewport: viewport, options: options, environment: environment, index: index,
      time: time)
    self.translator = GestureTranslator(
      axis: layout.axis, isRightToLeft: environment.isRightToLeft, viewport: viewport)
    self.reportedIndex = driver.engine.currentIndex
  }

  // MARK: - Reading

  /// The engine.
  public var engine: ScrollEngine { driver.engine }
  /// The layout.
  public var layout: Layout { driver.layout }
  /// The number of items.
  public var count: Int { driver.count }
  /// The viewport's size, in points.
  public var viewport: CarouselSize { driver.viewport }
  /// What the engine is doing.
  public var phase: ScrollEngine.Phase { driver.engine.phase }
  /// The item nearest to the content, `nil` with no items.
  public var currentIndex: Int? { driver.engine.currentIndex }
  /// The item the carousel is going to: the target of a settle or an animation, else the
  /// current item. What the accessibility value names, so that VoiceOver reads the new item
  /// right after an adjustment, not the one the animation leaves.
  public var destinationIndex: Int? { driver.engine.targetIndex ?? driver.engine.currentIndex }
  /// Whether the layout is mirrored (right to left, horizontal).
  public var isMirrored: Bool { translator.mirrors }

  /// Whether a display link must run: the content moves by itself (a glide, a settle, an
  /// animation). While a finger drags, the touches drive the frames; at rest nothing does,
  /// except autoplay (see ``nextWakeUp``).
  public var needsFrames: Bool {
    switch phase {
    case .idle, .dragging: return false
    case .decelerating, .settling, .animating: return true
    }
  }

  /// When, at rest, the engine must be advanced next for autoplay to step (seconds, the
  /// controller's clock); `nil` when nothing is scheduled. A front end sleeps until then
  /// instead of running its display link.
  public var nextWakeUp: Double? {
    let engine = driver.engine
    guard let since = engine.restingSince, let autoplay = engine.configuration.autoplay,
      !engine.isAutoplayPaused, engine.configuration.isScrollable
    else { return nil }
    return since + autoplay.interval
  }

  /// The number of slots (reusable views) the front end needs so far.
  public var slotCount: Int { driver.slotCount }

  /// What the view in `slot` must do since the front end last drew: configure it
  /// (``SlotPlanner/Change/assigned``), hide it, or leave it. Changes accumulate until
  /// ``acknowledgeSlotChanges()`` (see ``CarouselDriver/change(inSlot:)``).
  public func change(inSlot slot: Int) -> SlotPlanner.Change { driver.change(inSlot: slot) }

  /// Marks every slot change as drawn: call it after drawing the slots.
  public mutating func acknowledgeSlotChanges() { driver.acknowledgeChanges() }

  /// The attributes to draw the view in `slot` with (mirrored for right-to-left layouts), or
  /// `nil` when it shows nothing and must be hidden.
  public func attributes(inSlot slot: Int) -> ItemAttributes? {
    guard let item = driver.attributes(inSlot: slot) else { return nil }
    return isMirrored ? item.mirrored(in: viewport) : item
  }

  /// The spoken value: "item 2 of 5, label" for ``destinationIndex``; `nil` with no items.
  ///
  /// - Parameter label: the accessibility label of an item, if the app gives one.
  public func accessibilityValue(label: (Int) -> String? = { _ in nil }) -> String? {
    guard let index = destinationIndex else { return nil }
    return CarouselAccessibility.value(index: index, count: count, label: label(index))
  }

  /// The item drawn on top at `point` (viewport coordinates, as the platform reports them:
  /// already mirrored on screen), or `nil`. O(visible items).
  public func item(at point: CarouselPoint) -> ItemAttributes? {
    let visible = isMirrored ? driver.items.map { $0.mirrored(in: viewport) } : driver.items
    return layout.item(at: point, in: visible, viewport: viewport)
  }

  // MARK: - Touches

  /// A finger touched down: any motion stops where it is, at once.
  @discardableResult
  public mutating func touchDown(at point: CarouselPoint, time: Double) -> Events {
    touchCaughtMotion = needsFrames
    isPanning = false
    return feed(.began, at: point, time: time)
  }

  /// The pan recogniser's callbacks. `began` restarts the drag where the finger is now (the
  /// content does not jump by the recogniser's slop), `changed` moves the content, `ended`
  /// releases with the estimated velocity, `cancelled` and `failed` with none.
  @discardableResult
  public mutating func pan(_ stage: GestureTranslator.Stage, at point: CarouselPoint, time: Double) -> Events {
    switch stage {
    case .possible:
      return Events()
    case .began:
      isPanning = true
    case .changed:
      break
    case .ended, .cancelled, .failed:
      isPanning = false
    }
    return feed(stage, at: point, time: time)
  }

  /// The finger lifted (or the touch was cancelled). Without a pan in progress, the content
  /// caught by ``touchDown(at:time:)`` settles on the nearest item; during a pan it does
  /// nothing (the pan's `ended` releases with the fling's velocity, whichever callback comes
  /// first).
  @discardableResult
  public mutating func touchUp(time: Double) -> Events {
    guard !isPanning, phase == .dragging else { return advance(to: time) }
    let center = CarouselPoint(x: viewport.width / 2, y: viewport.height / 2)
    return feed(.cancelled, at: center, time: time)
  }

  /// The item a tap at `point` selects, or `nil`: a tap on no item, or a tap whose touch-down
  /// caught a motion (it only stopped the carousel).
  public func tap(at point: CarouselPoint) -> Int? {
    guard !touchCaughtMotion else { return nil }
    return item(at: point)?.index
  }

  // MARK: - Time, scrolling, accessibility

  /// Advances to `time` (seconds), from the display link or a wake-up; applies pending
  /// options once the motion has ended.
  @discardableResult
  public mutating func advance(to time: Double) -> Events {
    var events = Events()
    events.merge(driver.advance(to: time))
    if let pending = pendingOptions, phase == .idle {
      pendingOptions = nil
      rebuild(options: pending, environment: environment, time: time)
    }
    return finish(events)
  }

  /// Scrolls to item `index` (the shortest way round when looping). Ignored while a finger
  /// drags and for an index out of range.
  @discardableResult
  public mutating func scroll(to index: Int, animated: Bool, at time: Double) -> Events {
    var events = Events()
    events.merge(driver.scroll(toIndex: index, animated: animated, at: time))
    return finish(events)
  }

  /// The accessibility adjustable action (swipe up: `increment`): one item forward or back
  /// from ``destinationIndex``, wrapping when looping; animated unless Reduce Motion is on.
  @discardableResult
  public mutating func adjust(increment: Bool, at time: Double) -> Events {
    guard
      let index = CarouselAccessibility.adjustedIndex(
        from: destinationIndex, count: count, isLooping: driver.engine.configuration.loops, increment: increment)
    else { return advance(to: time) }
    return scroll(to: index, animated: !environment.isReduceMotionEnabled, at: time)
  }

  /// A hardware keyboard arrow: the arrows along the axis step one item (mirrored for
  /// right-to-left), animated unless Reduce Motion is on. Returns `nil` when the arrow does
  /// nothing, so that the front end passes the key on.
  public mutating func press(_ arrow: CarouselAccessibility.Arrow, at time: Double) -> Events? {
    guard
      let index = CarouselAccessibility.index(
        after: arrow, from: destinationIndex, count: count, isLooping: driver.engine.configuration.loops,
        axis: layout.axis, isRightToLeft: environment.isRightToLeft)
    else { return nil }
    return scroll(to: index, animated: !environment.isReduceMotionEnabled, at: time)
  }

  // MARK: - Changes

  /// The viewport changed size (rotation, split view, a new frame): the current item stays,
  /// even mid-drag or mid-fling.
  @discardableResult
  public mutating func resize(to viewport: CarouselSize, at time: Double) -> Events {
    translator.viewport = viewport
    guard viewport != self.viewport else { return advance(to: time) }
    var events = Events()
    events.merge(driver.update(viewport: viewport, at: time))
    return finish(events)
  }

  /// The data changed: `count` items now. Every visible view is configured again. The current
  /// index is kept (the last item if it is gone), even mid-fling; pass `currentIndex` when the
  /// item that was current now has another index, and the carousel moves to it (stopping any
  /// motion).
  @discardableResult
  public mutating func reload(count: Int, currentIndex: Int? = nil, at time: Double) -> Events {
    var events = Events()
    events.merge(driver.update(count: count, reload: true, at: time))
    if let index = currentIndex, index != driver.engine.currentIndex, index >= 0, index < driver.count {
      events.merge(driver.scroll(toIndex: index, animated: false, at: time))
    }
    return finish(events)
  }

  /// Changes the behaviour. At rest it applies at once; during a motion, when the motion ends
  /// (``pendingOptions``). Applying restarts the engine on the current item (with
  /// ``SnapPolicy/free``, a resting offset between items moves to the nearest item).
  @discardableResult
  public mutating func setOptions(_ options: Options, at time: Double) -> Events {
    guard options != (pendingOptions ?? self.options) else { return advance(to: time) }
    pendingOptions = options
    return advance(to: time)
  }

  /// The platform's settings changed. Right to left applies at once; VoiceOver and Reduce
  /// Motion change autoplay, as options do (at rest, or when the motion ends).
  @discardableResult
  public mutating func setEnvironment(_ environment: Environment, at time: Double) -> Events {
    let old = self.environment
    self.environment = environment
    translator.isRightToLeft = environment.isRightToLeft
    let autoplayChanged =
      old.isVoiceOverRunning != environment.isVoiceOverRunning
      || old.isReduceMotionEnabled != environment.isReduceMotionEnabled
    if autoplayChanged && pendingOptions == nil { pendingOptions = options }
    return advance(to: time)
  }

  /// Replaces the layout, keeping the item the carousel is going to (any motion stops there).
  @discardableResult
  public mutating func setLayout(_ layout: Layout, at time: Double) -> Events {
    _ = driver.advance(to: time)
    let index = destinationIndex ?? 0
    driver = Self.makeDriver(
      layout: layout, count: count, viewport: viewport, options: pendingOptions ?? options, environment: environment,
      index: index, time: time)
    if let pending = pendingOptions {
      options = pending
      pendingOptions = nil
    }
    translator.axis = layout.axis
    isPanning = false
    return finish(Events())
  }

  // MARK: - Internals

  private mutating func feed(_ stage: GestureTranslator.Stage, at point: CarouselPoint, time: Double) -> Events {
    var events = Events()
    if let touch = translator.event(stage, at: point, time: time) {
      events.merge(driver.handle(touch))
    }
    return finish(events)
  }

  private mutating func finish(_ events: Events) -> Events {
    var events = events
    let index = driver.engine.currentIndex
    if index != reportedIndex {
      reportedIndex = index
      events.currentIndexChanged = true
    }
    return events
  }

  private mutating func rebuild(options: Options, environment: Environment, time: Double) {
    self.options = options
    driver = Self.makeDriver(
      layout: layout, count: count, viewport: viewport, options: options, environment: environment,
      index: currentIndex ?? 0, time: time)
  }

  private static func makeDriver(
    layout: Layout, count: Int, viewport: CarouselSize, options: Options, environment: Environment, index: Int,
    time: Double
  ) -> CarouselDriver<Layout> {
    // The engine itself ignores autoplay with fewer than two items, so only the user's
    // settings decide here (the count may change without a rebuild).
    let allowsAutoplay = CarouselAccessibility.isAutoplayAllowed(
      requested: options.autoplay != nil, count: 2, isVoiceOverRunning: environment.isVoiceOverRunning,
      isReduceMotionEnabled: environment.isReduceMotionEnabled)
    return CarouselDriver(
      layout: layout, count: count, viewport: viewport, isLooping: options.isLooping,
      configure: { configuration in
        configuration.snapping = options.snapping
        configuration.decelerationRate = options.decelerationRate
        configuration.spring = options.spring
        configuration.minimumFlingSpeed = options.minimumFlingSpeed.isFinite ? max(options.minimumFlingSpeed, 0) : 0
        configuration.autoplay = allowsAutoplay ? options.autoplay : nil
      }, index: index, time: time)
  }
}

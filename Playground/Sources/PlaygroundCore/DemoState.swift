import CarouselCore

/// One live demo of one connection: its `CarouselDriver`, its settings, and what the page
/// has not been told yet.
///
/// The driver's slot plan describes its *latest* call only, and several calls (pointer
/// events, a frame) may happen between two frames sent to the page. So the changes are
/// accumulated per slot between frames: a slot assigned by any call is sent as `assigned`
/// (the page reconfigures its element), a slot that ends up empty after being assigned or
/// cleared is sent as `cleared` (the page hides it), anything else as `unchanged`.
struct DemoState: Sendable {
  let kind: DemoKind
  private(set) var settings: DemoSettings
  private(set) var runner: any DemoRunner
  /// Per slot: assigned by a call since the latest frame sent.
  private var pendingAssigned: [Bool] = []
  /// Per slot: cleared by a call since the latest frame sent.
  private var pendingCleared: [Bool] = []
  /// Every shown slot is to be sent as assigned (new driver, new connection).
  private var resendAll = true
  /// What the latest frame sent showed, to skip demos at rest.
  private var lastSent: Snapshot?
  /// Counts configuration changes, so that a frame follows each.
  private var configurationVersion = 0
  /// The latest pointer sample handed to the driver (after pacing), within a gesture.
  private var lastSample: (time: Double, location: Double)?

  struct Snapshot: Equatable {
    var offset: Double
    var velocity: Double
    var phase: ScrollEngine.Phase
    var currentIndex: Int?
    var targetIndex: Int?
    var slotCount: Int
    var count: Int
    var viewport: CarouselSize
    var configurationVersion: Int
  }

  init(kind: DemoKind, time: Double) {
    self.kind = kind
    self.settings = kind.defaultSettings
    self.runner = kind.makeRunner(settings: settings, viewport: kind.defaultViewport, index: 0, time: time)
    collect()
  }

  var engine: ScrollEngine { runner.engine }
  var viewport: CarouselSize { runner.viewport }

  /// The Swift code that reproduces the demo as shown.
  var swiftCode: String { SwiftCode.driver(for: kind, settings: settings, viewport: runner.viewport) }

  // MARK: - Calls

  /// Hands a pointer sample to the driver, paced (``paced(_:)``). Returns the time used.
  mutating func handle(_ touch: TouchEvent) -> Double {
    let paced = paced(touch)
    _ = runner.handle(paced)
    collect()
    return paced.time
  }

  /// The sample as the engine gets it: never closer in time to the previous sample of the
  /// same gesture than `|Δx| / ` ``PlaygroundSession/maximumPointerSpeed`` (a later time,
  /// same position), so that no pair of samples implies a faster finger than that, whatever
  /// the page sends (`t` one ulp or 1e-150 s apart). A real pointer never comes near it.
  /// Past ``PlaygroundSession/maximumPacedTime`` the time stops and the position is
  /// limited instead.
  mutating func paced(_ touch: TouchEvent) -> TouchEvent {
    guard touch.phase != .began, let last = lastSample else {
      lastSample = (touch.time, touch.location)
      return touch
    }
    let speed = PlaygroundSession.maximumPointerSpeed
    let dx = touch.location - last.location
    var time = max(touch.time, last.time + abs(dx) / speed)
    var location = touch.location
    if time > PlaygroundSession.maximumPacedTime {
      time = max(PlaygroundSession.maximumPacedTime, last.time)
      let reach = (time - last.time) * speed
      location = last.location + min(max(dx, -reach), reach)
    }
    lastSample = (time, location)
    return TouchEvent(touch.phase, location: location, time: time)
  }

  mutating func advance(to time: Double) {
    _ = runner.advance(to: time)
    collect()
  }

  mutating func scroll(toIndex index: Int, animated: Bool, at time: Double) {
    _ = runner.scroll(toIndex: index, animated: animated, at: time)
    collect()
  }

  /// Changes the viewport, keeping the current item. Returns whether it changed.
  mutating func resize(to viewport: CarouselSize, at time: Double) -> Bool {
    guard viewport != runner.viewport else { return false }
    _ = runner.update(viewport: viewport, count: nil, reload: false, at: time)
    collect()
    return true
  }

  /// Applies new settings live, keeping the current item and any drag or motion in progress
  /// (the driver's `update(count:)` and `reconfigure(at:_:)`). Returns whether anything
  /// changed.
  mutating func configure(_ patch: SettingsPatch, at time: Double) -> Bool {
    let new = patch.applied(to: settings)
    guard new != settings else { return false }
    if new.count != settings.count {
      _ = runner.update(viewport: nil, count: new.count, reload: true, at: time)
    }
    _ = runner.reconfigure(at: time) { configuration in
      configuration.isLooping = new.isLooping
      new.apply(to: &configuration)
    }
    settings = new
    configurationVersion += 1
    collect()
    return true
  }

  /// Records the slot changes of the driver's latest call.
  private mutating func collect() {
    let slots = runner.slotCount
    while pendingAssigned.count < slots {
      pendingAssigned.append(false)
      pendingCleared.append(false)
    }
    for slot in 0..<slots {
      switch runner.change(inSlot: slot) {
      case .assigned: pendingAssigned[slot] = true
      case .cleared: pendingCleared[slot] = true
      case .unchanged: break
      }
    }
    runner.acknowledgeChanges()
  }

  // MARK: - Frames

  private var snapshot: Snapshot {
    let engine = runner.engine
    return Snapshot(
      offset: engine.unwrappedOffset, velocity: engine.velocity, phase: engine.phase,
      currentIndex: engine.currentIndex, targetIndex: engine.targetIndex, slotCount: runner.slotCount,
      count: engine.configuration.count, viewport: runner.viewport, configurationVersion: configurationVersion)
  }

  /// Whether the page has something to update: motion, a slot change, a new viewport or
  /// settings.
  var needsFrame: Bool {
    resendAll || lastSent != snapshot || pendingAssigned.contains(true) || pendingCleared.contains(true)
  }

  /// Writes the demo's frame state as the member `kind.rawValue` of the object being
  /// written, and forgets the pending changes.
  mutating func writeFrame(into json: inout JSONText) {
    let engine = runner.engine
    json.beginObject(kind.rawValue)
    json.field("count", engine.configuration.count)
    json.field("axis", runner.layoutAxis.rawValue)
    json.field("width", runner.viewport.width)
    json.field("height", runner.viewport.height)
    json.field("perspective", runner.layoutPerspective)
    json.field("offset", engine.offset)
    json.field("unwrappedOffset", engine.unwrappedOffset)
    json.field("velocity", engine.velocity)
    json.field("phase", engine.phase.rawValue)
    json.field("currentIndex", engine.currentIndex)
    json.field("targetIndex", engine.targetIndex)
    json.field("slotCount", runner.slotCount)
    json.beginArray("slots")
    for slot in 0..<runner.slotCount {
      let assigned = slot < pendingAssigned.count && pendingAssigned[slot]
      let cleared = slot < pendingCleared.count && pendingCleared[slot]
      json.beginObject()
      json.field("slot", slot)
      if let item = runner.attributes(inSlot: slot) {
        json.field("change", resendAll || assigned ? "assigned" : "unchanged")
        Self.write(item, into: &json)
      } else {
        json.field("change", resendAll || assigned || cleared ? "cleared" : "unchanged")
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    for slot in pendingAssigned.indices {
      pendingAssigned[slot] = false
      pendingCleared[slot] = false
    }
    resendAll = false
    lastSent = snapshot
  }

  /// The attributes of one item, as the page draws them.
  static func write(_ item: ItemAttributes, into json: inout JSONText) {
    json.field("index", item.index)
    json.field("position", item.position)
    json.beginObject("center")
    json.field("x", item.center.x)
    json.field("y", item.center.y)
    json.endObject()
    json.beginObject("size")
    json.field("width", item.size.width)
    json.field("height", item.size.height)
    json.endObject()
    json.field("scale", item.scale)
    json.field("rotation", item.rotation)
    json.field("zIndex", item.zIndex)
    json.field("alpha", item.alpha)
    if let arc = item.arc {
      json.beginObject("arc")
      json.field("angle", arc.angle)
      json.field("innerRadius", arc.innerRadius)
      json.field("outerRadius", arc.outerRadius)
      json.endObject()
    } else {
      json.nullField("arc")
    }
    if let transform = item.transform {
      json.beginArray("transform")
      for entry in transform.entries { json.element(entry) }
      json.endArray()
    } else {
      json.nullField("transform")
    }
  }
}

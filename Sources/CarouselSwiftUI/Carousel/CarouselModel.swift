#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Combine
  import Foundation
  #if canImport(UIKit)
    import UIKit
  #endif
  import CarouselUIKitSupport

  /// The model behind a ``Carousel`` (a `StateObject`): it owns the core's `CarouselDriver`,
  /// a display link and the autoplay wake-up, and is the one place that mutates the driver;
  /// the view's body only reads what it publishes.
  ///
  /// - In: every input goes through ``handle(_:)`` (the driver's one door); the view hands
  ///   its layout, behaviour, environment, size, the app's pause and scrolling enabled to
  ///   ``configure(_:count:initialIndex:)`` from `onAppear` and `onChange`, never from its body.
  /// - Frames: a `CADisplayLink` (the support target's `FrameClock`) runs only while the
  ///   content moves by itself (`needsFrames`) or a finger is down, and advances the driver; at
  ///   rest the clock's task sleeps until autoplay's next step (`nextWakeUp`).
  /// - Out: after every call into the driver it draws ("renders") what the driver says into
  ///   small observable objects, each published only when it changed: one ``CarouselSlot``
  ///   per slot (placement and phase, every frame the content moves), the list of visible
  ///   ``entries`` (only when the visible set changes: this object's own `objectWillChange`,
  ///   which the carousel's body observes), and the ``accessibility`` element's state (when
  ///   the destination or autoplay changes). Then it hands the driver's events to the view
  ///   (``events``, which the view receives with `onReceive`, so that its callbacks see the
  ///   view's current data and bindings), in order, once per call.
  @MainActor
  final class CarouselModel<ID: Hashable>: ObservableObject, CarouselInputSink {
    private(set) var driver: CarouselDriver<AnyCarouselLayout>?
    /// The visible items, by slot: published (`objectWillChange`) only when they change.
    private(set) var entries: [CarouselEntry] = []
    /// One observable placement per slot, by slot index (grows to the most items ever visible).
    private(set) var slots: [CarouselSlot] = []
    /// What each slot showed when last rendered.
    private var shown: [VisibleCopy?] = []
    /// The accessibility element's state.
    let accessibility = CarouselAccessibilityState()
    /// The driver's events, one value per call into the driver, in call order.
    let events = PassthroughSubject<ScrollEvents, Never>()
    /// The identity of the item the carousel rests on or moves to, as last reported (the
    /// view keeps it from the destination events; data changes follow it).
    var destinationID: ID?
    /// What VoiceOver read right after the latest adjustable action, so that the
    /// announcement at rest does not repeat it (`CarouselAnnouncement.text`).
    var spokenAfterAdjust: String?
    /// Who decides what about a touch: the platform's pan from iOS 18, the driver before.
    let inputRules: InputRules
    private let clock = FrameClock()
    /// The safe area the pages are inset by, and the policy (``CarouselInputs``).
    private var safeArea = CarouselInsets.zero
    private var pageSafeArea = PageSafeArea.contentInsets
    /// Whether the carousel is on screen (frames and wake-ups run only then).
    private var isOnScreen = false
    /// Whether the visible items are accessibility elements (``CarouselInputs/exposesItems``),
    /// and the exposed slots of the latest frame in reading order (a reused buffer).
    private var exposesItems = false
    private var exposedSlots: [Int] = []
    /// Events sent while the view handles earlier ones (a tap that scrolls): sent after them.
    private var isSending = false
    private var queued: [ScrollEvents] = []
    /// The strings of the last locale asked for: loaded once per locale, not per frame.
    private var localeStrings: (identifier: String, strings: CarouselStrings)?
    /// Whether selection haptics play (`CarouselInputs.selectionFeedback`).
    var selectionFeedback = CarouselSelectionFeedback.automatic
    /// The selection clicks played on iOS 17 and later (``CarouselSelectionFeedbackModifier``).
    let selectionClicks = CarouselSelectionClicks()
    #if canImport(UIKit)
      /// UIKit's generator before iOS 17, made on the first haptic.
      var selectionFeedbackGenerator: UISelectionFeedbackGenerator?
    #endif
    /// The last selection looked up, and its index: an O(1) check before any search.
    private var lookup: (id: ID, index: Int)?

    init() {
      inputRules = Self.platformInputRules
      clock.onFrame = { [weak self] time in self?.frame(at: time) }
    }

    // MARK: - Reading

    /// The time now: seconds of `CACurrentMediaTime()`, the clock of `UITouch.timestamp` and
    /// the display link.
    var now: Double { carouselNow() }

    var axis: ScrollAxis? { driver?.layout.axis }

    var viewportSize: CGSize {
      guard let driver else { return .zero }
      return CGSize(width: CGFloat(driver.viewport.width), height: CGFloat(driver.viewport.height))
    }

    /// The item the carousel rests on or moves to.
    var destinationIndex: Int? { driver?.destinationIndex }

    /// A SwiftUI gesture's time (a `Date`) on the model's clock.
    func time(of date: Date) -> Double {
      now - (Date().timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate)
    }

    // MARK: - The view's inputs

    /// Brings the driver to what the view was given; makes it on first use, at
    /// `initialIndex`, with the platform's input rules. Returns whether it made it.
    @discardableResult
    func configure(_ inputs: CarouselInputs, count: Int, initialIndex: () -> Int) -> Bool {
      let time = now
      safeArea = inputs.safeArea
      pageSafeArea = inputs.pageSafeArea
      if inputs.exposesItems != exposesItems {
        exposesItems = inputs.exposesItems
        if driver != nil { render(refreshingAccessibility: true) }
      }
      selectionFeedback = inputs.selectionFeedback
      guard driver != nil else {
        var driver = CarouselDriver(
          layout: inputs.layout, count: count, viewport: inputs.viewport, behavior: inputs.behavior,
          environment: inputs.environment, index: initialIndex(), time: time)
        driver.inputRules = inputRules
        if inputs.isAutoplayPausedByApp { driver.setAutoplayPaused(true, at: time) }
        if !inputs.isScrollEnabled { driver.setScrollEnabled(false, at: time) }
        self.driver = driver
        render(refreshingAccessibility: true)
        // The first items' appear events come with the first frame, once the view listens.
        if isOnScreen { clock.start() }
        return true
      }
      update(refreshingAccessibility: true) { driver, time in
        var events = ScrollEvents()
        if driver.layout != inputs.layout { events.merge(driver.setLayout(inputs.layout, at: time)) }
        if driver.environment != inputs.environment {
          events.merge(driver.setEnvironment(inputs.environment, at: time))
        }
        if driver.behavior != inputs.behavior { events.merge(driver.reconfigure(inputs.behavior, at: time)) }
        if driver.viewport != inputs.viewport { events.merge(driver.resize(to: inputs.viewport, at: time)) }
        if driver.isAutoplayPausedByApp != inputs.isAutoplayPausedByApp {
          events.merge(driver.setAutoplayPaused(inputs.isAutoplayPausedByApp, at: time))
        }
        if driver.isScrollEnabled != inputs.isScrollEnabled {
          events.merge(driver.setScrollEnabled(inputs.isScrollEnabled, at: time))
        }
        return events
      }
      return false
    }

    /// The data changed: `count` items, the destination now at `currentIndex` (`nil`: the
    /// same index, clamped).
    func reload(count: Int, currentIndex: Int?) {
      update(refreshingAccessibility: true) { driver, time in
        driver.reload(count: count, currentIndex: currentIndex, at: time)
      }
    }

    /// The carousel came on screen: frames and wake-ups may run.
    func appear() {
      isOnScreen = true
      if driver != nil { clock.start() }
    }

    /// The carousel left the screen: no frames, no wake-ups.
    func disappear() {
      isOnScreen = false
      clock.stop()
      clock.wake(at: nil)
    }

    // MARK: - Input: the driver's one door

    func handle(_ input: CarouselInput) {
      let isAccessibility: Bool
      switch input {
      case .accessibility, .adjust, .key, .accessibilityScroll: isAccessibility = true
      default: isAccessibility = false
      }
      update(refreshingAccessibility: isAccessibility, input: input) { driver, _ in driver.handle(input) }
    }

    /// The adjustable action: `spokenValue` reads what VoiceOver says right after it (the
    /// element's value then), kept before the events are handed on.
    func adjust(increment: Bool, spokenValue: @escaping (CarouselDriver<AnyCarouselLayout>) -> String?) {
      update(refreshingAccessibility: true, afterChange: { self.spokenAfterAdjust = spokenValue($0) }) {
        driver, time in
        driver.handle(.adjust(increment: increment, time: time))
      }
    }

    /// A SwiftUI drag gesture callback (before iOS 18): the inputs it stands for, in order.
    func drag(_ update: DragGestureUpdate) {
      guard let driver else { return }
      for input in driver.inputs(for: update) { handle(input) }
    }

    /// Whether the platform's pan may begin; a refusal with a finger down is the pan's
    /// failure, which the driver hears at once (`PlatformGestureRules.panShouldBegin`).
    func panShouldBegin(velocity: CarouselPoint, time: Double) -> Bool {
      guard let driver else { return false }
      let answer = PlatformGestureRules.panShouldBegin(driver, velocity: velocity, time: time)
      if let input = answer.input { handle(input) }
      return answer.begins
    }

    /// A hardware-keyboard arrow: `false` when the driver does nothing with it (so that
    /// SwiftUI passes the key on).
    func press(_ arrow: CarouselAccessibility.Arrow) -> Bool {
      guard driver?.accepts(arrow) == true else { return false }
      handle(.key(arrow, time: now))
      return true
    }

    // MARK: - Driving

    /// Runs a change on the driver in place, then draws, hands the events on and runs or
    /// stops the frames.
    private func update(
      refreshingAccessibility: Bool = false, input: CarouselInput? = nil,
      afterChange: ((CarouselDriver<AnyCarouselLayout>) -> Void)? = nil,
      _ change: (inout CarouselDriver<AnyCarouselLayout>, Double) -> ScrollEvents
    ) {
      guard driver != nil else { return }
      let time = now
      let events = change(&driver!, time)
      render(refreshingAccessibility: refreshingAccessibility || events.destinationIndexChanged)
      playSelectionFeedback(input: input, events: events)
      if let afterChange, let driver { afterChange(driver) }
      send(events)
      scheduleFrames()
    }

    /// A display-link frame or an autoplay wake-up.
    private func frame(at time: Double) {
      update { driver, _ in driver.advance(to: time) }
    }

    /// Draws the driver's latest frame into the slots, the entry list and the accessibility
    /// state, each published only when it changed. O(slots); no allocation unless the slot
    /// count grows or the visible set changes.
    private func render(refreshingAccessibility: Bool) {
      guard let driver else { return }
      let count = driver.slotCount
      var listChanged = false
      while slots.count < count {
        slots.append(CarouselSlot())
        shown.append(nil)
        listChanged = true
      }
      // The view VoiceOver hears: the destination item's copy nearest to the resting place.
      let destination = driver.destinationIndex
      var accessible = -1
      var nearest = Double.infinity
      for slot in 0..<count {
        guard let item = driver.attributes(inSlot: slot), item.index == destination else { continue }
        let distance = abs(driver.relativePosition(of: item))
        if distance < nearest {
          nearest = distance
          accessible = slot
        }
      }
      // With the items exposed: each visible item once, in reading order (the core's rule).
      if exposesItems {
        driver.accessibilityExposedSlots(into: &exposedSlots)
      } else if !exposedSlots.isEmpty {
        exposedSlots.removeAll(keepingCapacity: true)
      }
      let perspective = driver.layout.perspective
      let viewport = driver.viewport
      for slot in 0..<count {
        let copy = driver.visibleCopy(inSlot: slot)
        if copy != shown[slot] {
          shown[slot] = copy
          listChanged = true
        }
        guard copy != nil, let item = driver.attributes(inSlot: slot) else { continue }
        let rank = exposesItems ? exposedSlots.firstIndex(of: slot) : nil
        slots[slot].place(
          CarouselPlacement(
            center: item.center, size: item.size,
            transform: item.transform3DAboutOrigin(perspective: perspective, viewport: viewport).projective,
            alpha: item.alpha, zIndex: item.zIndex, phase: driver.relativePosition(of: item),
            isAccessible: exposesItems ? rank != nil : slot == accessible,
            contentInsets: pageSafeArea == .contentInsets
              ? item.safeAreaInsets(safeArea, viewport: viewport, perspective: perspective) : .zero,
            accessibilityRank: rank ?? 0))
      }
      if listChanged {
        objectWillChange.send()
        entries.removeAll(keepingCapacity: true)
        for slot in 0..<count {
          if let copy = shown[slot] { entries.append(CarouselEntry(slot: slot, copy: copy)) }
        }
      }
      if refreshingAccessibility { accessibility.refresh(from: driver) }
    }

    /// Hands one call's events to the view, after any it is still handling.
    private func send(_ new: ScrollEvents) {
      guard !new.isEmpty else { return }
      guard !isSending else {
        queued.append(new)
        return
      }
      isSending = true
      events.send(new)
      while !queued.isEmpty { events.send(queued.removeFirst()) }
      isSending = false
    }

    /// Runs the display link while the content moves by itself or a finger is down; at rest
    /// with autoplay, sleeps until the next step instead.
    private func scheduleFrames() {
      guard isOnScreen, let driver else { return }
      if driver.needsFrames || driver.isTouchDown {
        clock.wake(at: nil)
        clock.start()
        return
      }
      clock.stop()
      clock.wake(at: driver.nextWakeUp)
    }

    // MARK: - Lookups

    /// CarouselKit's translations (its `Localizable.strings` resources) for a locale identifier
    /// (`fr_CA` speaks `fr`; English when CarouselKit lacks the language), cached: a
    /// memo, which the view's body may read.
    func strings(forLocale identifier: String) -> CarouselStrings {
      if let localeStrings, localeStrings.identifier == identifier { return localeStrings.strings }
      let strings = CarouselStrings.load(for: [identifier], from: .carouselResources)
      localeStrings = (identifier, strings)
      return strings
    }

    /// The index of the item with identity `wanted` in `data`: O(1) when it is where it was
    /// last found, O(n) after the data changed.
    func index<Data: RandomAccessCollection>(of wanted: ID?, in data: Data, id: KeyPath<Data.Element, ID>) -> Int? {
      guard let wanted else { return nil }
      if let lookup, lookup.id == wanted, lookup.index < data.count,
        data[data.index(data.startIndex, offsetBy: lookup.index)][keyPath: id] == wanted
      {
        return lookup.index
      }
      guard let found = data.firstIndex(where: { $0[keyPath: id] == wanted }) else { return nil }
      let index = data.distance(from: data.startIndex, to: found)
      lookup = (wanted, index)
      return index
    }
  }

  extension CarouselModel {
    /// The input rules of this platform: from iOS 18 UIKit recognisers through
    /// `UIGestureRecognizerRepresentable` (the pan decides, taps from the items'
    /// `onTapGesture`); before, and with SDKs older than iOS 18's, SwiftUI's
    /// `DragGesture(minimumDistance: 0)` (the driver's direction lock decides).
    static var platformInputRules: InputRules {
      #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        if #available(iOS 18.0, *) { return .swiftUIRecognizers }
      #endif
      return .swiftUIDragGesture
    }
  }
#endif

import CarouselCore
import CarouselTrace

/// One live carousel of the page: a demo's `CarouselDriver` (the same model, with the same
/// touch rules, that the UIKit and SwiftUI front ends drive), its settings and its last
/// gesture.
///
/// Every action goes through the driver's one method, `send(_:)`, and each update is
/// written, whole, to the ``UpdateBuffer`` the page reads (``Playground``): the page applies
/// it as UIKit applies it, and decides nothing. Besides `send(_:)`, the driver's `state` and
/// `configuration` are read, for the page and the recording.
package struct PlaygroundCarousel {
  package let kind: DemoKind
  package private(set) var settings: DemoSettings
  private var driver: CarouselDriver<AnyCarouselLayout>
  /// The last gesture, for "Copy as trace".
  package private(set) var recording: GestureRecording?

  /// A demo at rest on `index`, with these settings (the demo's own by default).
  package init(
    kind: DemoKind, viewport: CarouselSize, time: Double, settings: DemoSettings? = nil, index: Int = 0
  ) {
    self.kind = kind
    self.settings = settings ?? kind.defaultSettings
    self.driver = kind.makeDriver(settings: self.settings, viewport: viewport, index: index, time: time)
  }

  package var state: CarouselState { driver.state }
  package var viewport: CarouselSize { driver.configuration.viewport }

  /// Sends one action and writes its update for the page.
  private mutating func send(_ action: CarouselAction<AnyCarouselLayout>, into buffer: inout UpdateBuffer)
    -> CarouselUpdate
  {
    let update = driver.send(action)
    apply(update, into: &buffer)
    return update
  }

  /// Writes an update for the page and keeps its events in the recording.
  private mutating func apply(_ update: CarouselUpdate, into buffer: inout UpdateBuffer) {
    let state = driver.state
    buffer.write(update, demo: kind.rawValue, state: state, configuration: driver.configuration)
    note(update.events, state: state)
    finishRecordingIfAtRest()
  }

  // MARK: - Actions

  /// A pointer of the page (a finger, the mouse, a pen), as the driver's touch rules take it:
  /// a touch-down catches any motion, a lift settles or flings, a short touch is a tap, a
  /// second pointer is ignored, a move across the axis is handed off, `cancelled` settles
  /// from where the content is.
  package mutating func touch(_ touch: TouchInput, into buffer: inout UpdateBuffer) {
    if touch.phase == .began, !driver.state.isTouchDown, recording?.isFinished ?? true { startRecording() }
    let update = driver.send(.input(.touch(touch)))
    if recording?.isFinished == false {
      // Every finger's samples, as the driver took them: a sample older than its clock at
      // its clock's time.
      var taken = touch
      taken.time = driver.state.time
      recording?.record(TraceSample(taken))
    }
    apply(update, into: &buffer)
  }

  /// A trackpad's or a mouse wheel's scrolling (``PointerScroll``); the update's
  /// `isHandled` answers a `possible` phase (whether the page keeps the wheel event).
  package mutating func pointerScroll(_ scroll: PointerScroll, into buffer: inout UpdateBuffer) {
    if scroll.phase != .possible { interrupt("trackpad scrolling") }
    _ = send(.input(.pointerScroll(scroll)), into: &buffer)
  }

  /// A display frame of the page.
  package mutating func frame(at time: Double, into buffer: inout UpdateBuffer) {
    _ = send(.frame(time: time), into: &buffer)
  }

  /// An arrow key: the update's `isHandled` says whether the driver took it (else the page
  /// lets the key through).
  package mutating func key(_ arrow: CarouselAccessibility.Arrow, at time: Double, into buffer: inout UpdateBuffer) {
    if send(.input(.key(arrow, time: time)), into: &buffer).isHandled { interrupt("an arrow key") }
  }

  /// A programmatic scroll (the page indicator's dots).
  package mutating func scroll(toIndex index: Int, animated: Bool, at time: Double, into buffer: inout UpdateBuffer) {
    interrupt("a scroll")
    _ = send(.input(.scroll(toIndex: index, animated: animated, time: time)), into: &buffer)
  }

  /// A new viewport (the page's element resized), keeping the current item.
  package mutating func resize(to viewport: CarouselSize, at time: Double, into buffer: inout UpdateBuffer) {
    if viewport != driver.configuration.viewport { interrupt("a resize") }
    var configuration = driver.configuration
    configuration.viewport = viewport
    _ = send(.configure(configuration, time: time), into: &buffer)
  }

  /// New settings, live: a data change with the new count, then a configuration with the new
  /// behaviour (and the new look's layout); both keep the current item and any drag or motion in progress. Writes the
  /// last update (the configuration's).
  package mutating func configure(_ new: DemoSettings, at time: Double, into buffer: inout UpdateBuffer) {
    if new != settings { interrupt("a change of settings") }
    if new.count != settings.count {
      _ = send(.data(CarouselDataChange(count: new.count), time: time), into: &buffer)
    }
    var configuration = driver.configuration
    configuration.behavior = new.behavior
    if new.look != settings.look { configuration.layout = kind.layout(look: new.look) }
    settings = new
    _ = send(.configure(configuration, time: time), into: &buffer)
  }

  // MARK: - The recording

  /// A touch-down at rest starts a new recording.
  private mutating func startRecording() {
    let state = driver.state
    var recording = GestureRecording(
      settings: settings, viewport: driver.configuration.viewport, startIndex: state.currentIndex ?? 0,
      startOffset: state.unwrappedOffset)
    if state.phase != .idle {
      recording.problem = "the carousel was moving when the gesture began"
    } else if let index = state.currentIndex, let progress = state.progress, abs(progress - Double(index)) > 1e-9 {
      recording.problem = "the carousel was not resting on an item when the gesture began"
    }
    self.recording = recording
  }

  /// Keeps the events of an update in the recording (every callback `carousel simulate`
  /// lists by default, at the driver's time).
  private mutating func note(_ events: ScrollEvents, state: CarouselState) {
    guard recording?.isFinished == false, !events.isEmpty else { return }
    recording?.note(events, at: state.time)
  }

  /// Ends the recording when the demo rests with no finger down.
  private mutating func finishRecordingIfAtRest() {
    guard recording?.isFinished == false else { return }
    let state = driver.state
    guard state.phase == .idle, !state.isTouchDown else { return }
    recording?.finish(offset: state.unwrappedOffset, index: state.currentIndex, time: state.time)
  }

  /// Input other than touches during a recording: its replay would differ.
  private mutating func interrupt(_ what: String) {
    if recording?.isFinished == false { recording?.problem = "\(what) came during the gesture" }
  }
}

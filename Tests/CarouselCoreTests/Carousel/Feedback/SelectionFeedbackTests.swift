import Testing

@_spi(DriverEngine) @testable import CarouselCore

/// The haptics decision the front ends run: prepare on touch-down (and before a motion no
/// finger drives), click once per selection event, nothing when off.
@Suite struct SelectionFeedbackTests {
  typealias Action = CarouselSelectionFeedback.Action

  /// Runs inputs through a drum driver as UIKit's front end does (the touch tracker's
  /// samples, the pan recogniser's began), collecting the generator calls.
  static func play(
    _ inputs: [CarouselInput], enabled: Bool = true, count: Int = 20, frames until: Double = 0
  ) -> [Action] {
    var driver = CarouselDriver(
      layout: AnyCarouselLayout(.drum()), count: count, viewport: CarouselSize(width: 320, height: 216),
      behavior: ScrollBehavior(snapping: .nearest))
    driver.inputRules = .uiKit
    var actions: [Action] = []
    func act(_ input: CarouselInput?, _ events: ScrollEvents) {
      CarouselSelectionFeedback.forEachAction(
        isEnabled: enabled, input: input, events: events,
        isMoving: driver.needsFrames || driver.phase == .dragging
      ) { actions.append($0) }
    }
    for input in inputs { act(input, driver.handle(input)) }
    var t = driver.time
    while t < until {
      t += 1.0 / 60
      act(nil, driver.advance(to: t))
    }
    return actions
  }

  static func touch(_ phase: TouchEvent.Phase, y: Double, t: Double) -> CarouselInput {
    .touch(TouchInput(phase, at: CarouselPoint(x: 160, y: y), time: t))
  }

  /// A drag of two rows and a bit (70 pt): prepare on touch-down, then each click followed by
  /// a prepare while the finger still drags.
  @Test func aDragPreparesOnTouchDownAndClicksPerRow() {
    var inputs = [Self.touch(.began, y: 200, t: 0), .platformDrag(.began, at: CarouselPoint(x: 160, y: 200), time: 0)]
    for i in 1...14 { inputs.append(Self.touch(.moved, y: 200 - 5 * Double(i), t: Double(i) * 0.05)) }
    inputs.append(Self.touch(.moved, y: 130, t: 1))
    inputs.append(Self.touch(.ended, y: 130, t: 1))
    let actions = Self.play(inputs, frames: 3)
    #expect(actions == [.prepare, .selectionChanged, .prepare, .selectionChanged, .prepare])
  }

  @Test func aTouchThatDoesNotMoveOnlyPrepares() {
    let actions = Self.play([Self.touch(.began, y: 100, t: 0), Self.touch(.ended, y: 100, t: 0.1)], frames: 1)
    #expect(actions == [.prepare])
  }

  @Test func anAnimatedScrollPreparesThenClicksOncePerRow() {
    let actions = Self.play([.scroll(toIndex: 3, animated: true, time: 0)], frames: 3)
    #expect(actions.first == .prepare)
    #expect(actions.filter { $0 == .selectionChanged }.count == 3)
    #expect(Self.play([.scroll(toIndex: 3, animated: false, time: 0)], frames: 1).isEmpty, "a jump does not click")
  }

  @Test func offMeansNothing() {
    let inputs = [Self.touch(.began, y: 200, t: 0), .scroll(toIndex: 5, animated: true, time: 0.1)]
    #expect(Self.play(inputs, enabled: false, frames: 3).isEmpty)
  }

  /// Three rows passed within one call: three clicks in that call.
  @Test func severalRowsInOneCallClickSeveralTimes() {
    var events = ScrollEvents()
    events.selection = SelectionSteps(start: 4, end: 7, count: 20)
    var actions: [Action] = []
    CarouselSelectionFeedback.forEachAction(isEnabled: true, input: nil, events: events, isMoving: false) {
      actions.append($0)
    }
    #expect(actions == [.selectionChanged, .selectionChanged, .selectionChanged])
  }

  @Test func automaticIsOnForTheDrumOnly() {
    #expect(CarouselSelectionFeedback.automatic.isEnabled(for: AnyCarouselLayout(.drum())))
    #expect(!CarouselSelectionFeedback.automatic.isEnabled(for: AnyCarouselLayout(.linear())))
    #expect(!CarouselSelectionFeedback.automatic.isEnabled(for: AnyCarouselLayout(.wheel())))
    #expect(CarouselSelectionFeedback.enabled.isEnabled(for: AnyCarouselLayout(.linear())))
    #expect(!CarouselSelectionFeedback.disabled.isEnabled(for: AnyCarouselLayout(.drum())))
    #expect(CarouselSelectionFeedback.automatic.isEnabled(for: DrumLayout()))
  }

  /// An app's own layout that says it clicks like a picker gets the haptics by default, erased
  /// or not (the protocol says it; nothing casts to find out).
  @Test func automaticIsOnForAnAppsPickerLayout() {
    struct Picker: CarouselLayout {
      var inner = LinearLayout()
      var axis: ScrollAxis { inner.axis }
      var clicksLikeAPicker: Bool { true }
      func anchors(count: Int, viewport: CarouselSize, isLooping: Bool) -> SnapAnchors {
        inner.anchors(count: count, viewport: viewport, isLooping: isLooping)
      }
      func contentLength(count: Int, viewport: CarouselSize) -> Double? {
        inner.contentLength(count: count, viewport: viewport)
      }
      func candidatePositions(offset: Double, count: Int, viewport: CarouselSize) -> ClosedRange<Int>? {
        inner.candidatePositions(offset: offset, count: count, viewport: viewport)
      }
      func attributes(at position: Int, offset: Double, count: Int, viewport: CarouselSize) -> ItemAttributes? {
        inner.attributes(at: position, offset: offset, count: count, viewport: viewport)
      }
    }
    #expect(CarouselSelectionFeedback.automatic.isEnabled(for: Picker()))
    #expect(CarouselSelectionFeedback.automatic.isEnabled(for: AnyCarouselLayout(Picker())))
    #expect(!CarouselSelectionFeedback.automatic.isEnabled(for: AnyCarouselLayout(LinearLayout())))
  }
}

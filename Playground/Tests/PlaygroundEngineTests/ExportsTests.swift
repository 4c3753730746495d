import CarouselCore
import Foundation
import Testing

@testable import PlaygroundEngine

/// The page's engine through the functions the WebAssembly module exports, called as
/// `app.js` calls them (``ModelPage``). Serialized: the exports share the one `playground`.
@Suite("The page's engine, through its exports", .serialized)
struct ExportsTests {
  @Test func everyDemoDrawsItsVisibleItemsOnceEach() throws {
    let page = try ModelPage()
    for kind in DemoKind.allCases {
      let slots = page[kind].slots
      let shown = slots.compactMap(\.index)
      #expect(!shown.isEmpty, "\(kind) shows items")
      #expect(slots.allSatisfy { $0.fills <= 1 }, "\(kind): each element filled once")
      #expect(page[kind].state[.currentIndex] == 0)
      #expect(page[kind].state[.count] == Double(kind.defaultSettings.count))
    }
    #expect(page[.drum].state[.perspective]?.isFinite == true, "the drum is drawn in perspective")
    #expect(page[.banners].state[.perspective]?.isNaN == true)
  }

  /// The iCarousel demo's look (its panel's `look`) replaces the driver's layout, live: the
  /// cylinder in perspective at first, the flat ring (no perspective) after `look` 4, and the
  /// Swift code and the replay's flags follow; a look that is not one is refused.
  @Test func theICarouselDemosLookReplacesItsLayout() throws {
    var page = try ModelPage()
    let demo = page.number(.icarousel)
    #expect(page[.icarousel].state[.perspective] == CylinderLayout.defaultPerspective)
    #expect(try page.describe(.icarousel)["swift"]?.string?.contains("layout: .cylinder(),") == true)
    let look = Int32(DemoSettings.Field.look.rawValue)
    #expect(ck_configure(demo, look, 4, 2) == 1)
    page.apply(.icarousel)
    #expect(page[.icarousel].state[.perspective]?.isNaN == true, "the ring is flat")
    #expect(page[.icarousel].slots.contains { $0.index != nil })
    #expect(try page.describe(.icarousel)["swift"]?.string?.contains("layout: .ring(),") == true)
    #expect(try page.describe(.icarousel)["settings"]?["look"] == .number(4))
    #expect(ck_configure(demo, look, 11, 3) == -1 && ck_configure(demo, look, 1.5, 3) == -1)
    #expect(try page.describe(.icarousel)["settings"]?["look"] == .number(4), "kept")
  }

  /// The iCarousel demo's cover flow 2 (look 8): a drag of exactly one item (187.5 pt) in
  /// 0.1 s, held still, then lifted, so that the content rests on the next item while the
  /// engine's toggle still eases: the page is asked for frames (schedule 0, the display link)
  /// at rest until the toggle has reached 0, at most 0.4 s after the change (about t = 3.05),
  /// and then sleeps (schedule 2).
  @Test func theICarouselDemosCoverFlow2AnimatesWithTheEnginesToggle() throws {
    var page = try ModelPage()
    let demo = page.number(.icarousel)
    #expect(ck_configure(demo, Int32(DemoSettings.Field.look.rawValue), 8, 2) == 1)
    page.apply(.icarousel)
    #expect(try page.describe(.icarousel)["swift"]?.string?.contains("layout: .coverFlow(style: .coverFlow2),") == true)
    page.pointer(.icarousel, 0, x: 300, y: 130, t: 3)
    for i in 1...10 { page.pointer(.icarousel, 1, x: 300 - 18.75 * Double(i), y: 130, t: 3 + 0.01 * Double(i)) }
    // The content lags the finger by the touch slop: the finger stops where the content is
    // exactly on item 1 (offset 187.5), so the lift has nothing left to settle.
    page.apply(.icarousel)
    let x = 112.5 - (187.5 - (page[.icarousel].state[.offset] ?? 0))
    for i in 1...8 { page.pointer(.icarousel, 1, x: x, y: 130, t: 3.1 + 0.01 * Double(i)) }
    page.pointer(.icarousel, 2, x: x, y: 130, t: 3.18)
    page.apply(.icarousel)
    var t = 3.18
    var framesAtRest = 0
    while page[.icarousel].state[.schedule] == 0, t < 5 {
      t += 1.0 / 60
      ck_frame(demo, t)
      page.apply(.icarousel)
      if page[.icarousel].state[.phase] == 0, page[.icarousel].state[.schedule] == 0 { framesAtRest += 1 }
    }
    #expect(page[.icarousel].state[.currentIndex] == 1 && page[.icarousel].state[.phase] == 0)
    #expect(page[.icarousel].state[.schedule] == 2)
    #expect(framesAtRest > 0, "frames at rest while the toggle eases")
    #expect(t <= 3.05 + LayoutToggle.maximumDuration + 2.0 / 60, "t \(t)")
  }

  @Test func theVocabularyNamesTheBuffersFields() throws {
    let page = try ModelPage()
    #expect(UpdateBuffer.headerNames == UpdateBuffer.Header.allCases.map { "\($0)" })
    #expect(UpdateBuffer.drawNames == UpdateBuffer.Draw.allCases.map { "\($0)" })
    #expect(UpdateBuffer.pieceNames == UpdateBuffer.Piece.allCases.map { "\($0)" })
    #expect(page.vocabulary["demos"]?.array?.compactMap(\.string) == DemoKind.allCases.map(\.name))
    #expect(page.vocabulary["header"]?.number == Double(UpdateBuffer.headerLength))
    #expect(page.vocabulary["phases"]?.array?.compactMap(\.string) == ScrollEngine.Phase.allCases.map(\.rawValue))
    #expect(page.vocabulary["logged"]?.array?.count == ScrollCallback.Kind.allCases.filter(\.isGestureOrDisplay).count)
  }

  @Test func aHorizontalDragPagesWithOneSettlePair() throws {
    var page = try ModelPage()
    page.drag(.banners, from: 300, to: 150, at: 2)
    _ = page.frames(.banners, from: 2.11, until: 10)
    #expect(page[.banners].state[.currentIndex] == 1)
    #expect(
      page[.banners].events.map(\.text) == [
        "dragBegan", "dragEnded", "willSettle(1)", "currentIndex(1)", "didSettle(1)",
      ])
    #expect(page[.banners].state[.schedule] == 2, "at rest the page stops its frames")
  }

  @Test func aVerticalSwipeIsHandedOffAndACancelMovesNothing() throws {
    var page = try ModelPage()
    page.pointer(.banners, 0, x: 200, y: 150, t: 2)
    for i in 1...6 { page.pointer(.banners, 1, x: 201, y: 150 - 12 * Double(i), t: 2 + 0.016 * Double(i)) }
    page.pointer(.banners, 3, x: 201, y: 78, t: 2.11)
    _ = page.frames(.banners, from: 2.12, until: 5)
    #expect(page[.banners].state[.unwrappedOffset] == 0)
    #expect(page[.banners].events.map(\.text) == ["handedOff"])
    let trace = try page.trace(.banners)
    #expect(trace["trace"]?.array?.last?["phase"]?.string == "cancelled")
  }

  @Test func aTapOnAControlDoesNotSelectAndATapOnContentDoes() throws {
    var page = try ModelPage()
    page.pointer(.banners, 0, x: 200, y: 100, t: 2, control: true)
    page.pointer(.banners, 2, x: 200, y: 100, t: 2.05)
    #expect(page[.banners].events.isEmpty)
    page.pointer(.banners, 0, x: 200, y: 100, t: 3)
    page.pointer(.banners, 2, x: 200, y: 100, t: 3.05)
    #expect(page[.banners].events.map(\.text) == ["tap(0)"])
  }

  /// A second pointer is ignored, and the first one, held through it, no longer taps.
  @Test func aSecondPointerIsIgnored() throws {
    var page = try ModelPage()
    page.pointer(.banners, 0, x: 300, y: 100, t: 2, finger: 1)
    page.pointer(.banners, 0, x: 100, y: 100, t: 2.01, finger: 2)
    page.pointer(.banners, 1, x: 20, y: 100, t: 2.02, finger: 2)
    page.pointer(.banners, 2, x: 20, y: 100, t: 2.03, finger: 2)
    #expect(page.value(.unwrappedOffset) == 0)
    page.pointer(.banners, 2, x: 300, y: 100, t: 2.05, finger: 1)
    #expect(page[.banners].events.isEmpty)
    #expect(page.value(.unwrappedOffset) == 0)
  }

  @Test func arrowKeysAlongTheAxisStepAndOthersAreLeftToThePage() throws {
    var page = try ModelPage()
    #expect(ck_key(page.number(.banners), 1, 2) == 1)
    page.apply(.banners)
    #expect(ck_key(page.number(.banners), 3, 2) == 0, "down is not along the axis")
    _ = page.frames(.banners, from: 2, until: 5)
    #expect(page[.banners].state[.currentIndex] == 1)
    #expect(ck_key(page.number(.drum), 3, 6) == 1, "the drum is vertical")
  }

  @Test func refusedCallsChangeNothing() throws {
    let page = try ModelPage()
    let banners = page.number(.banners)
    #expect(ck_create(99, 100, 100, 1) == -1)
    #expect(ck_create(-1, 100, 100, 1) == -1)
    #expect(ck_touch(banners, 4, 0, 0, 1, 0, 0) == -1, "an unknown phase")
    #expect(ck_touch(99, 0, 0, 0, 1, 0, 0) == -1, "an unknown carousel")
    #expect(ck_key(banners, 9, 1) == -1)
    #expect(ck_pointer_scroll(banners, 5, 0, 0, 0, 1) == -1)
    #expect(ck_configure(banners, 42, 1, 1) == -1, "an unknown setting")
    #expect(ck_configure(banners, Int32(DemoSettings.Field.springResponse.rawValue), .nan, 1) == -1)
    #expect(ck_configure(banners, Int32(DemoSettings.Field.count.rawValue), .infinity, 1) == -1)
    #expect(ck_configure(banners, Int32(DemoSettings.Field.snapping.rawValue), 3, 1) == -1)
    #expect(ck_configure(banners, Int32(DemoSettings.Field.snapping.rawValue), 0.5, 1) == -1)
    #expect(ck_configure(banners, Int32(DemoSettings.Field.count.rawValue), 8, 1) == 0, "already 8")
    #expect(ck_describe(99) == -1 && ck_trace(99) == -1)
    #expect(try page.describe(.banners)["settings"]?["count"]?.number == 8)
    ck_destroy(banners)
    #expect(ck_frame(banners, 2) == -1, "a forgotten carousel")
    #expect(ck_create(0, 375, 200, 2) == banners, "its number is reused")
  }

  /// The page has an element for every demo the engine makes, with its axis.
  @Test func thePageHasEveryDemo() throws {
    let html = try String(contentsOf: Self.webFolder.appendingPathComponent("index.html"), encoding: .utf8)
    for kind in DemoKind.allCases {
      #expect(html.contains("data-demo=\"\(kind.name)\" data-axis=\"\(kind.axis.rawValue)\""), "\(kind.name)")
      #expect(html.contains("<option value=\"\(kind.name)\">"), "\(kind.name) in the panel")
    }
  }

  /// Every control of the panel (each `data-setting` of the page) reaches the driver, and
  /// what the panel shows afterwards is what runs, clamped.
  @Test func everyControlOfThePageHasAFieldAndChangesTheSettings() throws {
    var page = try ModelPage()
    let html = try String(contentsOf: Self.webFolder.appendingPathComponent("index.html"), encoding: .utf8)
    let names = html.components(separatedBy: "data-setting=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(names.map(String.init)) == Set(DemoSettings.Field.allCases.map(\.name)))
    let values: [DemoSettings.Field: (sent: Double, shown: JSON)] = [
      .count: (7, .number(7)), .isLooping: (1, .bool(true)), .snapping: (0, .string("free")),
      .maxItemsPerFling: (3, .number(3)), .decelerationRate: (0.97, .number(0.97)),
      .springResponse: (0.6, .number(0.6)), .springDamping: (0.3, .number(0.3)), .autoplay: (1, .bool(true)),
      .autoplayInterval: (9, .number(9)), .look: (5, .number(5)),
    ]
    let selector = page.number(.selector)
    // The look: the FSPagerView demo's (theLookControlChoosesTheFSPagerViewStyle).
    for field in DemoSettings.Field.allCases where field != .look {
      let (sent, shown) = try #require(values[field])
      #expect(ck_configure(selector, Int32(field.rawValue), sent, 2) == 1, "\(field.name)")
      page.apply(.selector)
      #expect(try page.describe(.selector)["settings"]?[field.name] == shown, "\(field.name)")
    }
    #expect(page[.selector].state[.count] == 7, "the count reached the driver")
    #expect(ck_configure(selector, Int32(DemoSettings.Field.count.rawValue), 5_000, 3) == 1)
    #expect(try page.describe(.selector)["settings"]?["count"]?.number == Double(DemoSettings.maximumCount))
    #expect(ck_configure(selector, Int32(DemoSettings.Field.springDamping.rawValue), 1e9, 3) == 1)
    #expect(try page.describe(.selector)["settings"]?["springDamping"]?.number == Spring.dampingRatioRange.upperBound)
  }

  /// The look control (`data-setting="look"`, shown for the FSPagerView demo only) sets the
  /// demo's style: its Swift code and its drawing follow; a look the demo does not have, or
  /// any look but 0 for a demo without looks, is refused.
  @Test func theLookControlChoosesTheFSPagerViewStyle() throws {
    var page = try ModelPage()
    let pager = page.number(.fspager)
    let look = Int32(DemoSettings.Field.look.rawValue)
    #expect(try page.describe(.fspager)["swift"]?.string?.contains("layout: .pager(.crossFading),") == true)
    #expect(ck_configure(pager, look, 8, 2) == 1)
    // The update draws the cube's faces with their 3D transforms (cross fading has none).
    let values = playground.buffer.values
    let draws = Int(values[UpdateBuffer.Header.drawCount.rawValue])
    let transformed = (0..<draws).filter { k in
      values[UpdateBuffer.headerLength + k * UpdateBuffer.drawLength + UpdateBuffer.Draw.m11.rawValue].isFinite
    }
    #expect(draws > 0 && transformed.count == draws)
    page.apply(.fspager)
    #expect(try page.describe(.fspager)["settings"]?["look"] == .number(8))
    #expect(
      try page.describe(.fspager)["swift"]?.string?.contains(
        "layout: .pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216),") == true)
    #expect(ck_configure(pager, look, 8, 3) == 0, "already the cube")
    for refused in [10.0, -1, 0.5, .nan] { #expect(ck_configure(pager, look, refused, 3) == -1, "\(refused)") }
    #expect(ck_configure(page.number(.selector), look, 1, 3) == -1, "the selector has no looks")
    #expect(ck_configure(page.number(.selector), look, 0, 3) == 0)
  }

  /// The one look control (`data-setting="look"`) holds each demo's looks as options tagged
  /// with the demo (`data-look-of`), numbered 0 … n − 1 in the demo's order and shown for the
  /// demos with looks (`data-only`); the page names FSPagerView's and CollectionViewPagingLayout's
  /// looks as the engine does (iCarousel's by shorter names). The CollectionViewPagingLayout
  /// demo's look sets its preset: its Swift code follows, a look past its 22 presets is refused.
  @Test func theLookControlsListEachDemosLooksAndChooseThePreset() throws {
    let html = try String(contentsOf: Self.webFolder.appendingPathComponent("index.html"), encoding: .utf8)
    let control = try #require(html.components(separatedBy: "data-setting=\"look\"").dropFirst().first)
      .components(separatedBy: "</select>")[0]
    let shownFor = try #require(html.components(separatedBy: "data-only=\"").dropFirst().first?.prefix { $0 != "\"" })
    #expect(
      Set(shownFor.split(separator: " ").map(String.init))
        == Set(DemoKind.allCases.filter { !$0.looks.isEmpty }.map(\.name)))
    for kind in DemoKind.allCases where !kind.looks.isEmpty {
      let options = control.components(separatedBy: "<option data-look-of=\"\(kind.name)\" value=\"").dropFirst()
      let values = options.map { String($0.prefix { $0 != "\"" }) }
      #expect(values == kind.looks.indices.map(String.init), "\(kind.name)")
      if kind != .icarousel {
        let shown = options.map { String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }) }
        #expect(shown == kind.looks.map(\.name), "\(kind.name)")
      }
    }
    var page = try ModelPage()
    let paging = page.number(.cvpl)
    let look = Int32(DemoSettings.Field.look.rawValue)
    #expect(try page.describe(.cvpl)["swift"]?.string?.contains("layout: .scale(.linear),") == true)
    #expect(ck_configure(paging, look, 7, 2) == 1)
    page.apply(.cvpl)
    #expect(try page.describe(.cvpl)["swift"]?.string?.contains("layout: .scale(.coverFlow),") == true)
    #expect(ck_configure(paging, look, 21, 3) == 1)
    page.apply(.cvpl)
    #expect(try page.describe(.cvpl)["swift"]?.string?.contains("layout: .snapshot(.fade),") == true)
    for refused in [22.0, -1, 0.5, .infinity] { #expect(ck_configure(paging, look, refused, 4) == -1, "\(refused)") }
  }

  /// The damping ratio changes the settle: below 1 the content passes the item and comes back.
  @Test func theDampingRatioChangesTheSettle() throws {
    func overshoot(_ damping: Double) throws -> Double {
      var page = try ModelPage()
      _ = ck_configure(page.number(.cards), Int32(DemoSettings.Field.springDamping.rawValue), damping, 1)
      page.drag(.cards, from: 300, to: 140, at: 2, duration: 0.05, steps: 5)
      var most = 0.0
      var t = 2.06
      while t < 6 {
        ck_frame(page.number(.cards), t)
        page.apply(.cards)
        most = max(most, page[.cards].state[.unwrappedOffset] ?? 0)
        t += 1.0 / 120
      }
      return most - (page[.cards].state[.unwrappedOffset] ?? 0)
    }
    #expect(try overshoot(1) < 1e-6)
    #expect(try overshoot(0.3) > 5)
  }

  @Test func theBannerCodeIsWhatThePanelShows() throws {
    let page = try ModelPage()
    #expect(try page.describe(.banners)["swift"]?.string == SwiftCodeTests.bannerCode)
  }

  @Test func tunedCodeIsWhatRuns() throws {
    var page = try ModelPage()
    let wheel = page.number(.wheel)
    _ = ck_resize(wheel, 320.5, 180, 1)
    let settings: [(DemoSettings.Field, Double)] = [
      (.count, 30), (.isLooping, 0), (.snapping, 2), (.maxItemsPerFling, 3), (.decelerationRate, 0.995),
      (.springResponse, 0.4), (.springDamping, 0.8), (.autoplay, 1), (.autoplayInterval, 2.5),
    ]
    for (field, value) in settings { _ = ck_configure(wheel, Int32(field.rawValue), value, 1) }
    page.apply(.wheel)
    #expect(try page.describe(.wheel)["swift"]?.string == SwiftCodeTests.tunedWheelCode)
    let code = SwiftCodeTests.tunedWheelDriver()
    let running = try #require(playground.carousels[Int(wheel)])
    #expect(code.configuration.behavior == running.settings.behavior)
    #expect(code.configuration.viewport == running.viewport)
    #expect(code.state.count == running.state.count)
  }

  /// The copied trace, replayed in a carousel of its own made from the trace's `replay` (as
  /// `app.js`'s replay and `carousel simulate --input touch` play it: frames every 1/120 s,
  /// the samples due before each frame), rests where the page did, with the page's events.
  @Test(arguments: DemoKind.allCases)
  func theCopiedTraceReplaysToWhatThePageShowed(kind: DemoKind) throws {
    var page = try ModelPage(time: 1234.5)
    let length = kind.axis == .horizontal ? kind.defaultViewport.width : kind.defaultViewport.height
    page.drag(kind, from: length * 0.8, to: length * 0.8 - 200, at: 1234.61, duration: 0.12, steps: 10)
    _ = page.frames(kind, from: 1234.74, until: 1250)
    let trace = try page.trace(kind)
    #expect(trace["reproducible"]?.bool == true, "\(trace["problem"] ?? .null)")
    #expect(trace["timeOrigin"]?.number == 1234)
    let replay = try #require(trace["replay"])
    for (i, value) in (replay["settings"]?.array ?? []).enumerated() {
      PlaygroundExports.input[i] = value.number ?? .nan
    }
    let number = ck_create_with(
      Int32(kind.rawValue), replay["width"]?.number ?? 0, replay["height"]?.number ?? 0, 0,
      Int32(replay["index"]?.number ?? -1))
    #expect(number >= 0)
    let samples = trace["trace"]?.array ?? []
    var events: [String] = []
    var next = 0
    var start: Double?
    for k in 0..<(120 * 30) {
      let t = Double(k) / 120
      while next < samples.count, let time = samples[next]["t"]?.number, time <= t {
        let s = samples[next]
        let phase = Int32(["began", "moved", "ended", "cancelled"].firstIndex(of: s["phase"]?.string ?? "") ?? -1)
        _ = ck_touch(
          number, phase, s["x"]?.number ?? .nan, s["y"]?.number ?? .nan, time, Int32(s["finger"]?.number ?? 0),
          s["target"]?.string == "control" ? 1 : 0)
        events += ModelPage.loggedEvents()
        next += 1
      }
      _ = ck_frame(number, t)
      start = start ?? playground.buffer[.unwrappedOffset]
      events += ModelPage.loggedEvents()
      if next == samples.count, playground.buffer[.phase] == 0 { break }
    }
    let expected = (trace["expected"]?["events"]?.array ?? []).compactMap { event -> String? in
      guard let kind = event["kind"]?.string, kind != "appeared", kind != "disappeared" else { return nil }
      return kind + (event["index"]?.number.map { "(\(Int($0)))" } ?? "")
    }
    #expect(events == expected)
    #expect(expected.filter { $0.hasPrefix("willSettle") }.count == 1)
    #expect(playground.buffer[.currentIndex] == trace["expected"]?["index"]?.number)
    let moved = playground.buffer[.unwrappedOffset] - (start ?? .nan)
    #expect(abs(moved - (trace["expected"]?["offsetMoved"]?.number ?? .nan)) < 1e-9)
    #expect(abs(moved) > 50, "the gesture moved the carousel")
  }

  @Test func aGestureInterruptedOrMissingIsNotReproducible() throws {
    var page = try ModelPage()
    page.pointer(.cards, 0, x: 300, y: 100, t: 2)
    _ = ck_configure(page.number(.cards), Int32(DemoSettings.Field.snapping.rawValue), 1, 2.01)
    page.pointer(.cards, 2, x: 300, y: 100, t: 2.02)
    _ = page.frames(.cards, from: 2.03, until: 5)
    let trace = try page.trace(.cards)
    #expect(trace["reproducible"]?.bool == false)
    #expect(trace["problem"]?.string == "a change of settings came during the gesture")
    #expect(try page.trace(.wheel)["problem"]?.string == "no gesture yet")
    var autoplay = try ModelPage()
    _ = ck_configure(autoplay.number(.banners), Int32(DemoSettings.Field.autoplay.rawValue), 1, 1)
    autoplay.drag(.banners, from: 300, to: 100, at: 2)
    _ = autoplay.frames(.banners, from: 2.11, until: 4)
    #expect(try autoplay.trace(.banners)["problem"]?.string == "autoplay is on (carousel simulate has no autoplay)")
  }

  /// Numbers that are not finite or are huge, in any call, never make the engine write one
  /// that is not finite, and afterwards a drag still moves every demo (seeded).
  @Test func hostileNumbersLeaveACarouselThatTheNextGestureMoves() throws {
    var random = SeededRandom(seed: 30)
    let numbers: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, 1e-300, 5, 250, 1e9]
    for kind in DemoKind.allCases {
      var page = try ModelPage()
      let number = page.number(kind)
      for _ in 0..<300 {
        let a = numbers.randomElement(using: &random)!
        let b = numbers.randomElement(using: &random)!
        let t = [2.0, .nan, 1e12, -5, 3].randomElement(using: &random)!
        switch Int.random(in: 0..<7, using: &random) {
        case 0: _ = ck_touch(number, Int32.random(in: 0..<4, using: &random), a, b, t, 1, 0)
        case 1: _ = ck_frame(number, t)
        case 2: _ = ck_resize(number, a, b, t)
        case 3: _ = ck_configure(number, Int32.random(in: 0..<9, using: &random), a, t)
        case 4: _ = ck_scroll(number, Int32.random(in: -3..<2000, using: &random), 1, t)
        case 5: _ = ck_pointer_scroll(number, Int32.random(in: 0..<5, using: &random), 0, a, b, t)
        default: _ = ck_key(number, Int32.random(in: 0..<4, using: &random), t)
        }
        page.apply(kind)
        // (The viewport is the configuration as sent: the page's own numbers.)
        for field in [UpdateBuffer.Header.offset, .unwrappedOffset, .velocity, .time] {
          #expect(playground.buffer[field].isFinite, "\(kind): \(field)")
        }
        // The progress is NaN (none) only with no items.
        #expect(playground.buffer[.progress].isFinite || playground.buffer[.count] == 0, "\(kind): progress")
      }
      // A reset: the viewport, the settings and the time back to the demo's own.
      let size = kind.defaultViewport
      _ = ck_resize(number, size.width, size.height, 2e6)
      let defaults = kind.defaultSettings
      for field in DemoSettings.Field.allCases {
        _ = ck_configure(number, Int32(field.rawValue), defaults.value(of: field), 2e6)
      }
      _ = page.frames(kind, from: 2e6, until: 2e6 + 30)
      _ = ck_touch(number, 3, 0, 0, 2e6 + 30, 1, 0)
      _ = page.frames(kind, from: 2e6 + 30, until: 2e6 + 60)
      let before = playground.buffer[.unwrappedOffset]
      let length = kind.axis == .horizontal ? size.width : size.height
      page.drag(kind, from: length * 0.8, to: length * 0.2, at: 2e6 + 61)
      #expect(playground.buffer[.unwrappedOffset] != before, "\(kind): the next drag moves it")
    }
  }

  /// The folder of the page's files.
  static let webFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/PlaygroundCore/Web").standardized
}

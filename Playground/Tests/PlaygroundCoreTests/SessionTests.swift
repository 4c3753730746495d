@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Testing

@testable import PlaygroundCore

@Suite("Session")
struct SessionTests {
  @Test func helloListsEveryDemoWithSettingsAndCode() throws {
    let session = PlaygroundSession()
    let hello = try reply(session.hello())
    #expect(hello["type"]?.string == "hello")
    #expect(hello["maxMessageBytes"]?.number == 65536)
    let demos = try #require(hello["demos"]?.array)
    #expect(demos.compactMap { $0["name"]?.string } == DemoKind.allCases.map(\.rawValue))
    for demo in demos {
      #expect(demo["settings"]?["count"]?.number != nil)
      #expect(demo["swift"]?.string?.contains("CarouselDriver(") == true)
    }
    #expect(demos[0]["settings"]?["isLooping"]?.bool == true)
    #expect(demos[0]["settings"]?["snapping"]?.string == "paging")
    #expect(demos[0]["settings"]?["decelerationRate"]?.number == 0.99)
  }

  @Test func theFirstFrameAssignsEverySlotAndRestingDemosAreThenLeftOut() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    let first = try #require(session.receive(text: frame(1)).first)
    try page.apply(first)
    let demos = try #require(try reply(first)["demos"]?.object)
    #expect(Set(demos.keys) == Set(DemoKind.allCases.map(\.rawValue)))
    for kind in DemoKind.allCases {
      page.checkContent(kind)
      #expect(page.currentIndex[kind] == 0)
      let slots = try #require(demos[kind.rawValue]?["slots"]?.array)
      #expect(!slots.isEmpty)
      #expect(slots.allSatisfy { $0["index"] == nil || $0["change"]?.string == "assigned" })
    }
    // The banner shows item 0 centred and the edges of items 7 and 1 (3 views).
    #expect(page.slots[.banners]?.count == 3)
    #expect(page.element(showing: 0, in: .banners)?.x == 187.5)
    let second = try reply(try #require(session.receive(text: frame(1.5)).first))
    #expect(second["demos"]?.object?.isEmpty == true)
  }

  /// Drives one gesture through the session: samples `(x, t)`, the first `began`, the last
  /// `ended`, with a frame after each.
  func gesture(
    _ session: inout PlaygroundSession, _ page: inout FakePage, _ kind: DemoKind, _ samples: [(Double, Double)]
  ) throws {
    for (i, sample) in samples.enumerated() {
      let phase = i == 0 ? "began" : i == samples.count - 1 ? "ended" : "moved"
      #expect(session.receive(text: pointer(kind, phase, x: sample.0, t: sample.1)).isEmpty)
      try page.apply(try #require(session.receive(text: frame(sample.1)).first))
    }
  }

  func settle(_ session: inout PlaygroundSession, _ page: inout FakePage, from t: Double, seconds: Double = 3) throws {
    var time = t
    while time < t + seconds {
      time += 1.0 / 60
      try page.apply(try #require(session.receive(text: frame(time)).first))
    }
  }

  @Test func aFlingMovesTheBannerOneItemAndCentresIt() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    try gesture(&session, &page, .banners, [(300, 1.0), (260, 1.016), (220, 1.032), (190, 1.048)])
    try settle(&session, &page, from: 1.048)
    #expect(page.currentIndex[.banners] == 1)
    #expect(page.phase[.banners] == "idle")
    #expect(page.element(showing: 1, in: .banners)?.x == 187.5)
    #expect(page.offset[.banners] == 351)
    page.checkContent(.banners)
  }

  @Test func draggingBackFromTheFirstBannerLoopsToTheLast() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    var samples: [(Double, Double)] = []
    for i in 0...20 { samples.append((100 + Double(i) * 10, 1 + Double(i) * 0.025)) }
    samples.append((300, 1.7))  // held still, then lifted: no fling
    try gesture(&session, &page, .banners, samples)
    try settle(&session, &page, from: 1.7)
    #expect(page.currentIndex[.banners] == 7)
    #expect(page.element(showing: 7, in: .banners)?.x == 187.5)
    page.checkContent(.banners)
  }

  @Test func aTouchCatchesTheSelectorMidMotion() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    try gesture(&session, &page, .selector, [(300, 1.0), (250, 1.016), (200, 1.032), (150, 1.048)])
    try settle(&session, &page, from: 1.048, seconds: 0.15)
    #expect(page.phase[.selector] == "settling")
    #expect(session.receive(text: pointer(.selector, "began", x: 200, t: 1.2)).isEmpty)
    try page.apply(session.receive(text: frame(1.2))[0])
    let caught = try #require(page.offset[.selector])
    try settle(&session, &page, from: 1.2, seconds: 0.3)
    #expect(page.offset[.selector] == caught)
    #expect(session.engine(of: .selector).phase == .dragging)
    _ = session.receive(text: pointer(.selector, "ended", x: 200, t: 1.6))
    try settle(&session, &page, from: 1.6)
    let index = try #require(page.currentIndex[.selector] ?? nil)
    #expect(page.element(showing: index, in: .selector)?.x == session.viewport(of: .selector).width / 2)
  }

  @Test func everyDemoSettlesWithItsCurrentItemInPlace() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    for kind in DemoKind.allCases {
      let start = 2.0 + Double(DemoKind.allCases.firstIndex(of: kind)!) * 5
      try gesture(
        &session, &page, kind, [(250, start), (220, start + 0.016), (190, start + 0.032), (170, start + 0.048)])
      try settle(&session, &page, from: start + 0.048)
      #expect(page.phase[kind] == "idle", "\(kind)")
      let index = try #require(page.currentIndex[kind] ?? nil)
      #expect(index > 0, "\(kind) moved forward")
      let viewport = session.viewport(of: kind)
      let engine = session.engine(of: kind)
      if kind == .pages {
        // Leading alignment: the page's top edge at the viewport's top.
        let size = DemoKind.pageSizes[index % DemoKind.pageSizes.count]
        let y = try #require(page.element(showing: index, in: kind)?.y)
        #expect(abs(y - size / 2) < 1e-3, "\(kind) page \(index)")
      } else {
        #expect(page.element(showing: index, in: kind)?.x == viewport.width / 2, "\(kind)")
      }
      #expect(engine.currentIndex == index)
      page.checkContent(kind)
    }
  }

  @Test func resizingKeepsTheCurrentItem() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    _ = session.receive(text: #"{"type":"scroll","demo":"banners","index":5,"animated":false,"t":1}"#)
    try page.apply(session.receive(text: frame(1))[0])
    #expect(page.currentIndex[.banners] == 5)
    let replies = session.receive(text: #"{"type":"resize","demo":"banners","width":300,"height":180,"t":1.1}"#)
    #expect(try reply(try #require(replies.first))["swift"]?.string?.contains("width: 300, height: 180") == true)
    try page.apply(session.receive(text: frame(1.2))[0])
    #expect(page.currentIndex[.banners] == 5)
    #expect(page.element(showing: 5, in: .banners)?.x == 150)
    page.checkContent(.banners)
    // The same size again changes nothing and needs no reply.
    #expect(session.receive(text: #"{"type":"resize","demo":"banners","width":300,"height":180,"t":1.3}"#).isEmpty)
  }

  @Test func configuringKeepsTheCurrentItemAndDescribesTheResult() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    _ = session.receive(text: #"{"type":"scroll","demo":"selector","index":4,"animated":false,"t":1}"#)
    try page.apply(session.receive(text: frame(1))[0])
    let config = try reply(
      session.receive(
        text:
          #"{"type":"configure","demo":"selector","t":1.1,"settings":{"decelerationRate":0.99,"springResponse":0.4,"isLooping":true,"snapping":"paging","maxItemsPerFling":2,"autoplay":true,"autoplayInterval":5}}"#
      )[0])
    #expect(config["type"]?.string == "config")
    #expect(config["settings"]?["decelerationRate"]?.number == 0.99)
    #expect(config["settings"]?["isLooping"]?.bool == true)
    let swift = try #require(config["swift"]?.string)
    #expect(swift.contains("decelerationRate: .fast"))
    #expect(swift.contains("snapping: .paging(maxItems: 2)"))
    #expect(swift.contains("spring: Spring(response: 0.4, dampingRatio: 1)"))
    #expect(swift.contains("autoplay: Autoplay(interval: 5)"))
    #expect(swift.contains("isLooping: true"))
    try page.apply(session.receive(text: frame(1.2))[0])
    #expect(page.currentIndex[.selector] == 4)
    page.checkContent(.selector)
    let engine = session.engine(of: .selector)
    #expect(engine.configuration.loops)
    #expect(engine.configuration.snapping == .paging(maxItems: 2))
    #expect(engine.configuration.decelerationRate == .fast)
    #expect(engine.configuration.autoplay == Autoplay(interval: 5))

    // The count alone: fewer items, the current one is kept while it exists.
    _ = session.receive(text: #"{"type":"configure","demo":"selector","t":1.3,"settings":{"count":6}}"#)
    try page.apply(session.receive(text: frame(1.4))[0])
    #expect(page.count[.selector] == 6)
    #expect(page.currentIndex[.selector] == 4)
    page.checkContent(.selector)
    _ = session.receive(text: #"{"type":"configure","demo":"selector","t":1.5,"settings":{"count":3}}"#)
    try page.apply(session.receive(text: frame(1.6))[0])
    #expect(page.currentIndex[.selector] == 2)
    page.checkContent(.selector)
    // No items at all, then some again.
    _ = session.receive(text: #"{"type":"configure","demo":"selector","t":1.7,"settings":{"count":0}}"#)
    let empty = session.receive(text: frame(1.8))[0]
    // The page tests these against null: they are written as null, not left out.
    #expect(try reply(empty)["demos"]?["selector"]?["currentIndex"] == .null)
    #expect(try reply(empty)["demos"]?["selector"]?["targetIndex"] == .null)
    try page.apply(empty)
    #expect(page.currentIndex[.selector] == .some(nil))
    #expect(page.slots[.selector]?.allSatisfy { $0.index == nil } == true)
    _ = session.receive(text: #"{"type":"configure","demo":"selector","t":1.9,"settings":{"count":5}}"#)
    try page.apply(session.receive(text: frame(2))[0])
    #expect(page.currentIndex[.selector] == 0)
    page.checkContent(.selector)
  }

  @Test func autoplayAdvancesTheBanner() throws {
    var session = PlaygroundSession()
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    _ = session.receive(
      text: #"{"type":"configure","demo":"banners","t":1,"settings":{"autoplay":true,"autoplayInterval":1}}"#)
    try settle(&session, &page, from: 1, seconds: 2.7)
    #expect(page.currentIndex[.banners] == 2)
    page.checkContent(.banners)
  }

  @Test func refusedMessagesGetAnErrorReplyAndTheSessionCarriesOn() throws {
    var session = PlaygroundSession()
    let bad = [
      "nonsense", "{\"type\":\"frame\",\"t\":1e400}", "{\"type\":\"pointer\",\"demo\":\"carousel\"}", "[]",
      "{\"type\":\"scroll\",\"demo\":\"banners\",\"index\":99}",
    ]
    for text in bad {
      let replies = session.receive(text: text)
      #expect(replies.count == 1)
      #expect(try reply(replies[0])["type"]?.string == "error")
    }
    let huge = "{\"type\":\"ping\",\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}"
    #expect(try reply(session.receive(text: huge)[0])["code"]?.string == "too-large")
    #expect(session.refused == 6)
    #expect(try reply(session.receive(text: "{\"type\":\"ping\",\"id\":3}")[0])["type"]?.string == "pong")
    var page = FakePage()
    try page.apply(session.receive(text: frame(1))[0])
    page.checkContent(.banners)
  }

  @Test func twoSessionsAreIndependent() throws {
    var first = PlaygroundSession()
    let second = PlaygroundSession()
    _ = first.receive(text: #"{"type":"scroll","demo":"wheel","index":9,"animated":false,"t":1}"#)
    #expect(first.engine(of: .wheel).currentIndex == 9)
    #expect(second.engine(of: .wheel).currentIndex == 0)
  }

  @Test func aFloodOfPointerEventsKeepsEverythingBounded() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: pointer(.wheel, "began", x: 0, t: 1))
    var t = 1.0
    for i in 0..<20_000 {
      t += 0.0005
      _ = session.receive(text: pointer(.wheel, "moved", x: Double(i % 400) - 200, t: t))
    }
    _ = session.receive(text: pointer(.wheel, "ended", x: 0, t: t))
    var page = FakePage()
    try page.apply(session.receive(text: frame(t + 2))[0])
    page.checkContent(.wheel)
    #expect((page.slots[.wheel]?.count ?? 0) <= 16)
  }

  /// Random gestures, frames, resizes and count changes on every demo: after every frame,
  /// each element of the page shows the item the server says its slot shows, and every
  /// visible item is shown by exactly one element.
  @Test(arguments: DemoKind.allCases)
  func slotChangesKeepThePageRightWhateverTheOrderOfMessages(_ kind: DemoKind) throws {
    var random = SeededRandom(seed: 0xCA20_5E1 &+ UInt64(DemoKind.allCases.firstIndex(of: kind)!))
    var session = PlaygroundSession()
    var page = FakePage()
    var t = 1.0
    var down = false
    var x = 0.0
    for _ in 0..<1500 {
      t += Double.random(in: 0.001...0.03, using: &random)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<45:
        if down {
          x += Double.random(in: -250...250, using: &random)
          _ = session.receive(text: pointer(kind, "moved", x: x, t: t))
        } else {
          x = Double.random(in: 0...375, using: &random)
          _ = session.receive(text: pointer(kind, "began", x: x, t: t))
          down = true
        }
      case 45..<55:
        if down {
          _ = session.receive(text: pointer(kind, Bool.random(using: &random) ? "ended" : "cancelled", x: x, t: t))
          down = false
        }
      case 55..<58:
        let width = Double.random(in: 200...500, using: &random).rounded()
        let height = Double.random(in: 150...500, using: &random).rounded()
        _ = session.receive(
          text: "{\"type\":\"resize\",\"demo\":\"\(kind.rawValue)\",\"width\":\(width),\"height\":\(height),\"t\":\(t)}"
        )
      case 58..<60:
        let count = Int.random(in: 0...30, using: &random)
        _ = session.receive(
          text: "{\"type\":\"configure\",\"demo\":\"\(kind.rawValue)\",\"settings\":{\"count\":\(count)},\"t\":\(t)}")
      case 60..<61:
        let looping = Bool.random(using: &random)
        _ = session.receive(
          text:
            "{\"type\":\"configure\",\"demo\":\"\(kind.rawValue)\",\"settings\":{\"isLooping\":\(looping)},\"t\":\(t)}"
        )
      default:
        try page.apply(session.receive(text: frame(t))[0])
        page.checkContent(kind)
        let shown = (page.slots[kind] ?? []).filter { $0.index != nil }.compactMap(\.position)
        #expect(Set(shown).count == shown.count, "a track position shown twice")
      }
    }
  }
}

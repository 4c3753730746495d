import CarouselCore
import PlaygroundCore
import Testing

/// Every control of the tuning panel changes what its label says: each `data-setting` of the
/// page maps onto the demo's driver, and the damping ratio changes the settle.
@Suite("Panel controls")
struct PanelControlsTests {
  /// The page's `data-setting` names, in the order the page lists them.
  static func pageSettings() throws -> [String] {
    let assets = try WebAssets.load()
    let html = String(decoding: try #require(assets.files["/"]).bytes, as: UTF8.self)
    var names: [String] = []
    var rest = Substring(html)
    while let range = rest.range(of: "data-setting=\"") {
      rest = rest[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      names.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return names
  }

  /// For each control: a value other than the selector demo's default, as the page sends it,
  /// and what the driver must then run with.
  static let controls: [String: (json: String, check: @Sendable (ScrollEngine) -> Bool)] = [
    "snapping": (#""free""#, { $0.configuration.snapping == .free }),
    "maxItemsPerFling": ("3", { $0.configuration.snapping.maxItemsPerFling == 3 }),
    "decelerationRate": ("0.97", { $0.configuration.decelerationRate.perMillisecond == 0.97 }),
    "springResponse": ("0.6", { $0.configuration.spring.response == 0.6 }),
    "springDamping": ("0.3", { $0.configuration.spring.dampingRatio == 0.3 }),
    "count": ("7", { $0.configuration.count == 7 }),
    "isLooping": ("true", { $0.configuration.loops }),
    "autoplay": ("true", { $0.configuration.autoplay != nil }),
    "autoplayInterval": ("9", { $0.configuration.autoplay?.interval == 9 }),
  ]

  @Test func everyControlOfThePageHasAMapping() throws {
    let names = try Self.pageSettings()
    #expect(Set(names) == Set(Self.controls.keys), "a control that maps to nothing, or a mapping with no control")
    #expect(names.count == Set(names).count)
  }

  @Test(arguments: [
    "snapping", "maxItemsPerFling", "decelerationRate", "springResponse", "springDamping", "count",
    "isLooping", "autoplay", "autoplayInterval",
  ])
  func eachControlChangesTheDriver(_ name: String) throws {
    let control = try #require(Self.controls[name])
    var session = PlaygroundSession()
    // Paging and autoplay on first where the control only acts with them.
    var settings = "\"\(name)\":\(control.json)"
    if name == "maxItemsPerFling" { settings += #","snapping":"paging""# }
    if name == "autoplayInterval" { settings += #","autoplay":true"# }
    let before = session.engine(of: .selector).configuration
    #expect(!control.check(session.engine(of: .selector)), "\(name) is already \(control.json)")
    let replies = session.receive(
      text: #"{"type":"configure","demo":"selector","t":1,"settings":{"# + settings + "}}")
    #expect(try reply(try #require(replies.first))["type"]?.string == "config")
    #expect(control.check(session.engine(of: .selector)), "\(name) = \(control.json) reaches the driver")
    #expect(session.engine(of: .selector).configuration != before)
  }

  /// The highest offset the banner shows after a fling from item 0 to item 1, and where it
  /// rests, with the panel's damping ratio at `damping`.
  func fling(damping: Double) throws -> (highest: Double, rest: Double, index: Int?) {
    var session = PlaygroundSession()
    var page = FakePage()
    _ = session.receive(
      text: #"{"type":"configure","demo":"banners","t":0.5,"settings":{"springDamping":\#(damping)}}"#)
    try page.apply(session.receive(text: frame(1))[0])
    for (i, sample) in [(300.0, 1.0), (260, 1.016), (220, 1.032), (190, 1.048)].enumerated() {
      let phase = i == 0 ? "began" : i == 3 ? "ended" : "moved"
      _ = session.receive(text: pointer(.banners, phase, x: sample.0, t: sample.1))
      try page.apply(try #require(session.receive(text: frame(sample.1)).first))
    }
    var highest = -Double.infinity
    var time = 1.048
    while time < 5 {
      time += 1.0 / 120
      try page.apply(try #require(session.receive(text: frame(time)).first))
      highest = max(highest, page.offset[.banners] ?? 0)
    }
    #expect(page.phase[.banners] == "idle")
    return (highest, page.offset[.banners] ?? .nan, page.currentIndex[.banners] ?? nil)
  }

  @Test func theDampingSliderChangesTheSettle() throws {
    let critical = try fling(damping: 1)
    let bouncy = try fling(damping: 0.3)
    #expect(critical.highest <= 351, "ζ = 1 never passes the anchor")
    #expect(bouncy.highest > 351 + 20, "ζ = 0.3 passes it: \(bouncy.highest)")
    #expect(critical.rest == 351 && bouncy.rest == 351)
    #expect(critical.index == 1 && bouncy.index == 1)
  }
}

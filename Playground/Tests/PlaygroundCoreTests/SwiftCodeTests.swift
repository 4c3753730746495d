@_spi(DriverEngine) @_spi(TrackTouchInput) import CarouselCore
import Testing

@testable import PlaygroundCore

@Suite("Swift code")
struct SwiftCodeTests {
  /// What the panel shows for the banner demo as it starts. The same code is compiled and
  /// run below, so the panel never shows code that does not build.
  static let bannerCode = """
    import CarouselCore

    // Infinite banners. Touches, frames, changes: driver.send(_:),
    // then draw the update's frame on update.frame.slotCount views.
    var driver = CarouselDriver(
      layout: .linear(itemSize: .inset(16), spacing: 8),
      count: 8,
      viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(
        isLooping: true,
        snapping: .paging,
        decelerationRate: .fast,
        spring: .default
      )
    )

    """

  static func bannerDriver() -> CarouselDriver<LinearLayout> {
    let driver = CarouselDriver(
      layout: .linear(itemSize: .inset(16), spacing: 8),
      count: 8,
      viewport: CarouselSize(width: 375, height: 200),
      behavior: ScrollBehavior(
        isLooping: true,
        snapping: .paging,
        decelerationRate: .fast,
        spring: .default
      )
    )
    return driver
  }

  static let tunedWheelCode = """
    import CarouselCore

    // Wheel. Touches, frames, changes: driver.send(_:),
    // then draw the update's frame on update.frame.slotCount views.
    var driver = CarouselDriver(
      layout: .wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7),
      count: 30,
      viewport: CarouselSize(width: 320.5, height: 180),
      behavior: ScrollBehavior(
        isLooping: false,
        snapping: .paging(maxItems: 3),
        decelerationRate: DecelerationRate(perMillisecond: 0.995),
        spring: Spring(response: 0.4, dampingRatio: 0.8),
        autoplay: Autoplay(interval: 2.5)
      )
    )

    """

  static func tunedWheelDriver() -> CarouselDriver<WheelLayout> {
    let driver = CarouselDriver(
      layout: .wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7),
      count: 30,
      viewport: CarouselSize(width: 320.5, height: 180),
      behavior: ScrollBehavior(
        isLooping: false,
        snapping: .paging(maxItems: 3),
        decelerationRate: DecelerationRate(perMillisecond: 0.995),
        spring: Spring(response: 0.4, dampingRatio: 0.8),
        autoplay: Autoplay(interval: 2.5)
      )
    )
    return driver
  }

  @Test func theBannerCodeIsWhatThePanelShowsAndReproducesTheDemo() {
    let kind = DemoKind.banners
    #expect(
      SwiftCode.driver(for: kind, settings: kind.defaultSettings, viewport: kind.defaultViewport) == Self.bannerCode)
    let session = PlaygroundSession()
    #expect(Self.bannerDriver().engine.configuration == session.engine(of: .banners).configuration)
  }

  @Test func tunedCodeReproducesTheTunedDemo() throws {
    var session = PlaygroundSession()
    _ = session.receive(text: #"{"type":"resize","demo":"wheel","width":320.5,"height":180,"t":1}"#)
    let replies = session.receive(
      text:
        #"{"type":"configure","demo":"wheel","t":1,"settings":{"count":30,"isLooping":false,"snapping":"paging","maxItemsPerFling":3,"decelerationRate":0.995,"springResponse":0.4,"springDamping":0.8,"autoplay":true,"autoplayInterval":2.5}}"#
    )
    #expect(try reply(replies[0])["swift"]?.string == Self.tunedWheelCode)
    #expect(Self.tunedWheelDriver().engine.configuration == session.engine(of: .wheel).configuration)
  }

  @Test func everyDemosCodeNamesItsLayout() {
    for kind in DemoKind.allCases {
      let code = SwiftCode.driver(for: kind, settings: kind.defaultSettings, viewport: kind.defaultViewport)
      #expect(code.contains("layout: \(kind.layoutCode),"))
    }
    #expect(DemoKind.pages.layoutCode == ".pages([320, 200, 440, 260, 380], axis: .vertical)")
    #expect(DemoKind.banners.layoutCode == ".linear(itemSize: .inset(16), spacing: 8)")
    #expect(DemoKind.selector.layoutCode == ".linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)")
    #expect(DemoKind.cards.layoutCode == ".cards(inset: 36, spacing: 50, itemHeight: 200)")
    #expect(DemoKind.wheel.layoutCode == ".wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7)")
    #expect(DemoKind.fullpage.layoutCode == ".linear(itemSize: .inset(0), spacing: 0)")
  }

  /// The code is written from the layout's values, so it names what runs.
  @Test func layoutCodeIsWrittenFromTheLayoutsValues() {
    #expect(
      SwiftCode.layout(LinearLayout.linear(itemSize: .fraction(0.5), spacing: 4, axis: .vertical))
        == ".linear(itemSize: .fraction(0.5), spacing: 4, axis: .vertical)")
    #expect(
      SwiftCode.layout(LinearLayout.linear(itemSize: .absolute(120), spacing: 0))
        == ".linear(itemSize: .absolute(120), spacing: 0)")
    #expect(
      SwiftCode.layout(CardStackLayout.cards(minScale: 0.5, stackDepth: 3))
        == ".cards(inset: 36, spacing: 50, itemHeight: 200, minScale: 0.5, stackDepth: 3)")
    #expect(
      SwiftCode.layout(PagesLayout.pages([100, 50.5], spacing: 8, axis: .horizontal, alignment: .center))
        == ".pages([100, 50.5], spacing: 8, axis: .horizontal, alignment: .center)")
  }

  /// The drum picker's code names only what differs from its UIPickerView-like defaults.
  @Test func drumCodeIsWrittenFromItsValues() {
    #expect(SwiftCode.layout(DrumLayout.drum()) == ".drum()")
    #expect(
      SwiftCode.layout(DrumLayout.drum(rowHeight: 44, radius: 120, rowWidth: 200, perspective: 800))
        == ".drum(rowHeight: 44, radius: 120, rowWidth: 200, perspective: 800)")
    let arguments = try? Replay.arguments(
      layout: DrumLayout.drum(rowHeight: 40, radius: 100), settings: DemoKind.wheel.defaultSettings,
      viewport: CarouselSize(width: 320, height: 216), index: 0
    ).get()
    #expect(arguments?.starts(with: ["--layout", "drum", "--item-height", "40", "--radius", "100"]) == true)
  }

  /// The code and the replay come from the layouts' descriptions, so every built-in layout
  /// has them; what the tool has no flag for is refused by name.
  @Test func everyBuiltInLayoutHasCodeAndAReplay() {
    func replay(_ layout: any CarouselLayout) -> Result<[String], ReplayProblem> {
      Replay.arguments(
        layout: layout, settings: DemoKind.selector.defaultSettings, viewport: CarouselSize(width: 320, height: 216),
        index: 0)
    }
    #expect(SwiftCode.layout(CoverFlowLayout.coverFlow()) == ".coverFlow()")
    #expect(
      SwiftCode.layout(RotaryLayout.rotary(itemHeight: 90, itemsAround: 8))
        == ".rotary(itemHeight: 90, itemsAround: 8)")
    #expect(
      (try? replay(CoverFlowLayout.coverFlow(itemHeight: 90)).get())?
        .starts(with: ["--layout", "coverflow", "--item-fraction", "0.5", "--item-height", "90", "--viewport"]) == true)
    #expect(
      (try? replay(RotaryLayout.rotary(spacing: 4)).get())?
        .starts(with: ["--layout", "rotary", "--item-fraction", "0.4", "--spacing", "4", "--viewport"]) == true)
    func problem(_ layout: any CarouselLayout) -> String? {
      if case .failure(let problem) = replay(layout) { return problem.message }
      return nil
    }
    #expect(problem(DrumLayout.drum(rowWidth: 200)) == "the tool has no drum row width or eye distance")
    #expect(problem(DrumLayout.drum(perspective: 900)) == "the tool has no drum row width or eye distance")
    #expect(problem(RotaryLayout.rotary(itemsAround: 8)) == "the tool has no rotary items around or eye distance")
    #expect(problem(LinearLayout.linear(itemSize: .absolute(100))) == "the tool has no absolute item size")
  }

  @Test func numbersAreSwiftLiterals() {
    #expect(SwiftCode.number(375) == "375")
    #expect(SwiftCode.number(0.25) == "0.25")
    #expect(SwiftCode.number(-3) == "-3")
    #expect(SwiftCode.number(.nan) == "0")
  }
}

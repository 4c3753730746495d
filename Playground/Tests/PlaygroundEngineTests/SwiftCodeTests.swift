import CarouselCore
import Testing

@testable import PlaygroundEngine

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

  @Test func everyDemosCodeNamesItsLayout() {
    for kind in DemoKind.allCases {
      let code = SwiftCode.driver(for: kind, settings: kind.defaultSettings, viewport: kind.defaultViewport)
      #expect(code.contains("layout: \(kind.layoutCode),"))
    }
  }

  @Test func theBannerCodeBuildsTheBannerDemosDriver() {
    let kind = DemoKind.banners
    let demo = PlaygroundCarousel(kind: kind, viewport: kind.defaultViewport, time: 0)
    let code = Self.bannerDriver()
    #expect(code.configuration.behavior == demo.settings.behavior)
    #expect(code.configuration.viewport == demo.viewport)
    #expect(code.configuration.layout == LinearLayout.linear(itemSize: .inset(16), spacing: 8))
  }

  @Test func numbersAreSwiftLiterals() {
    #expect(SwiftCode.number(375) == "375")
    #expect(SwiftCode.number(0.25) == "0.25")
    #expect(SwiftCode.number(-3) == "-3")
    #expect(SwiftCode.number(.nan) == "0")
  }
}

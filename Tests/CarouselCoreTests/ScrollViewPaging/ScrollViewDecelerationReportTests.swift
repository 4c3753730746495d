import Testing

@testable import CarouselCore

/// The scroll view delegate callbacks an app gets around a pager's settle, as conformance
/// data: what UIKit and the pager do (the platform sequence), by which route the app's
/// delegate is reached, and every callback the app hears, which must be an order UIKit itself
/// produces (Apple's `UIScrollViewDelegate`: willEndDragging, didEndDragging(willDecelerate:
/// true), willBeginDecelerating, …, didEndDecelerating; after willDecelerate `false` no
/// decelerating callback follows).
@Suite struct ScrollViewDecelerationReportTests {
  typealias Event = ScrollViewDecelerationReport.Event
  typealias Callback = ScrollViewDecelerationReport.Callback

  /// How the app's delegate hears UIKit's `didEndDragging(_:willDecelerate:)`.
  enum Route: CustomStringConvertible {
    /// Through `ScrollViewPagerDelegateProxy`, which asks the report.
    case proxy
    /// The app is the scroll view's delegate and forwards the two drag calls by hand: UIKit's
    /// `didEndDragging` reaches it as UIKit says it.
    case byHand
    var description: String { self == .proxy ? "proxy" : "by hand" }
  }

  static let cases: [(name: String, route: Route, events: [Event], heard: [Callback])] = [
    (
      "fling, settle, rest",
      .proxy,
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .settleFrame, .settleEnded,
      ],
      [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating]
    ),
    (
      "fling, settle, rest: UIKit said false to the app, so no decelerating callbacks follow",
      .byHand,
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .settleFrame, .settleEnded,
      ],
      [.didEndDragging(willDecelerate: false)]
    ),
    (
      "released on a page: no settle, UIKit's own flag",
      .proxy,
      [.willBeginDragging, .willEndDragging(settles: false), .didEndDragging(willDecelerate: false)],
      [.didEndDragging(willDecelerate: false)]
    ),
    (
      "caught by a finger, then dragged and flung again",
      .proxy,
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .caught, .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false),
        .settleFrame, .settleEnded,
      ],
      [
        .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDragging(willDecelerate: true),
        .willBeginDecelerating, .didEndDecelerating,
      ]
    ),
    (
      "caught, lifted without a drag: the settle from rest ends the deceleration the app heard begin",
      .proxy,
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .caught, .settleFromRest, .settleFrame, .settleEnded,
      ],
      [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating]
    ),
    (
      "caught, lifted without a drag, by hand: nothing had begun, nothing follows",
      .byHand,
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .caught, .settleFromRest, .settleFrame, .settleEnded,
      ],
      [.didEndDragging(willDecelerate: false)]
    ),
  ]

  /// Whether `calls` is an order UIKit produces after a drag: `willBeginDecelerating` right
  /// after `didEndDragging(willDecelerate: true)`, `didEndDecelerating` only after
  /// `willBeginDecelerating`, nothing decelerating after `didEndDragging(willDecelerate: false)`.
  static func isUIKitOrder(_ calls: [Callback]) -> Bool {
    var previous: Callback?
    var decelerating = false
    for call in calls {
      switch call {
      case .didEndDragging: decelerating = false
      case .willBeginDecelerating:
        guard previous == .didEndDragging(willDecelerate: true) else { return false }
        decelerating = true
      case .didEndDecelerating:
        guard decelerating else { return false }
        decelerating = false
      }
      previous = call
    }
    return true
  }

  @Test func callSequences() {
    for (name, route, events, expected) in Self.cases {
      var report = ScrollViewDecelerationReport()
      var heard: [Callback] = []
      for event in events {
        if route == .byHand, case .didEndDragging(let willDecelerate) = event {
          heard.append(.didEndDragging(willDecelerate: willDecelerate))  // from UIKit, not the report
          continue
        }
        heard += report.handle(event)
      }
      #expect(heard == expected, "\(name) (\(route))")
      #expect(Self.isUIKitOrder(heard), "\(name) (\(route)): \(heard)")
      #expect(report.isDecelerating == false, "\(name): at rest at the end")
    }
  }

  /// While the pager settles, the delegate was told it decelerates: an app that reads the
  /// flag (or waits for didEndDecelerating) sees the resting page, not the release point.
  @Test func deceleratingDuringTheSettle() {
    var report = ScrollViewDecelerationReport()
    var pager = ScrollViewPaging(anchors: .uniform(count: 10, pitch: 300))
    pager.willBeginDragging(offset: 0)
    _ = report.handle(.willBeginDragging)
    _ = pager.willEndDragging(offset: 40, velocityPerMillisecond: 1.5, time: 0)
    _ = report.handle(.willEndDragging(settles: pager.isSettling))
    #expect(
      report.handle(.didEndDragging(willDecelerate: false)) == [
        .didEndDragging(willDecelerate: true), .willBeginDecelerating,
      ])
    var time = 0.0
    var last = 40.0
    while let offset = pager.offset(at: time) {
      #expect(report.isDecelerating)
      last = offset
      time += 1 / 120
    }
    #expect(report.handle(.settleEnded) == [.didEndDecelerating])
    // 1500 pt/s at .normal projects 750 pt: from 40 to 790, nearest page 3 at 900.
    #expect(last == 900, "didEndDecelerating comes with the content on its page")
  }
}

import Testing

@testable import CarouselCore

/// The scroll view delegate callbacks an app gets around a pager's settle, written as data:
/// what UIKit and the pager do, and what the app's delegate hears (Apple's sequence for a
/// release that keeps moving: didEndDragging(willDecelerate: true), willBeginDecelerating, …,
/// didEndDecelerating).
@Suite struct ScrollViewDecelerationReportTests {
  typealias Event = ScrollViewDecelerationReport.Event
  typealias Callback = ScrollViewDecelerationReport.Callback

  static let cases: [(name: String, events: [Event], callbacks: [Callback])] = [
    (
      "fling, settle, rest (through the delegate proxy)",
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .settleFrame, .settleEnded,
      ],
      [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating]
    ),
    (
      "fling, settle, rest (delegate forwarding by hand: the pager reports from the first frame)",
      [.willBeginDragging, .willEndDragging(settles: true), .settleFrame, .settleFrame, .settleEnded],
      [.willBeginDecelerating, .didEndDecelerating]
    ),
    (
      "released on a page: no settle, UIKit's own flag",
      [.willBeginDragging, .willEndDragging(settles: false), .didEndDragging(willDecelerate: false)],
      [.didEndDragging(willDecelerate: false)]
    ),
    (
      "caught by a finger, then dragged and flung again",
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
      "caught, lifted without a drag: settles from rest",
      [
        .willBeginDragging, .willEndDragging(settles: true), .didEndDragging(willDecelerate: false), .settleFrame,
        .caught, .settleFromRest, .settleFrame, .settleEnded,
      ],
      [
        .didEndDragging(willDecelerate: true), .willBeginDecelerating, .willBeginDecelerating,
        .didEndDecelerating,
      ]
    ),
    (
      "a settle so short it ends before a frame reported it",
      [.willBeginDragging, .willEndDragging(settles: true), .settleEnded],
      [.willBeginDecelerating, .didEndDecelerating]
    ),
  ]

  @Test func callSequences() {
    for (name, events, expected) in Self.cases {
      var report = ScrollViewDecelerationReport()
      var callbacks: [Callback] = []
      var decelerating: [Bool] = []
      for event in events {
        callbacks += report.handle(event)
        decelerating.append(report.isDecelerating)
      }
      #expect(callbacks == expected, "\(name)")
      #expect(decelerating.last == false, "\(name): at rest at the end")
      // Every didEndDecelerating follows a willBeginDecelerating.
      var open = false
      for callback in callbacks {
        if callback == .willBeginDecelerating { open = true }
        if callback == .didEndDecelerating {
          #expect(open, "\(name)")
          open = false
        }
      }
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

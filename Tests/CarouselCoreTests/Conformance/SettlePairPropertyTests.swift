import Foundation
import Testing

@testable import CarouselCore

/// Seeded random gestures (taps, swipes in any direction and speed, system cancels, catches
/// of a moving carousel) on every platform's callback sequence, for every snapping policy,
/// looping or not: the settle events follow the rule of ``ScrollEvents``.
@Suite struct SettlePairPropertyTests {
  struct Gesture {
    var path: FingerPath
    /// Whether the content was moving when it went down.
    var caughtMotion: Bool
  }

  @Test(arguments: ConformanceScenarioTests.Platform.allCases)
  func everyGestureThatMovesTheContentGetsExactlyOnePair(platform: ConformanceScenarioTests.Platform) {
    for seed in 0..<60 {
      var rng = SplitMix64(seed: UInt64(seed) &+ 7_000)
      let snapping = [SnapPolicy.nearest, .paging, .paging(maxItems: 3), .free].randomElement(using: &rng)!
      let looping = Bool.random(using: &rng)
      var driver = CarouselDriver(
        layout: .linear(), count: Int.random(in: 2...7, using: &rng), viewport: CarouselSize(width: 375, height: 200),
        behavior: ScrollBehavior(isLooping: looping, snapping: snapping, decelerationRate: .fast))
      switch platform {
      case .uiKitPanEndsFirst, .uiKitPanEndsLast: driver.inputRules = .uiKit
      case .swiftUI: driver.inputRules = .swiftUIDragGesture
      case .browser: driver.inputRules = .driver
      }
      var t = 0.0
      var pendingWill = 0
      for gestureNumber in 0..<12 {
        let context = "seed \(seed) gesture \(gestureNumber) (\(snapping), looping \(looping))"
        let caught = driver.needsFrames
        if caught {
          #expect(pendingWill == 1, "\(context): a motion in progress was announced once")
        } else {
          #expect(pendingWill == 0, "\(context): every announced motion at rest has settled")
        }
        pendingWill = 0
        let start = (x: Double.random(in: 20...355, using: &rng), y: Double.random(in: 20...180, using: &rng))
        let path: FingerPath
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          path = .tap(
            x: start.x, y: start.y, at: t, item: driver.item(at: CarouselPoint(x: start.x, y: start.y))?.index)
        default:
          let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
          let length = Double.random(in: 0...400, using: &rng)
          path = .swipe(
            from: start.x, y: start.y, by: length * cos(angle), length * sin(angle),
            over: Double.random(in: 0.03...0.6, using: &rng), at: t, end: Bool.random(using: &rng) ? "lift" : "cancel")
        }
        let calls: [PlatformCallback]
        let along = path.points.last!.x - start.x
        let across = path.points.last!.y - start.y
        let expectPan = abs(along) > abs(across)
        switch platform {
        case .uiKitPanEndsFirst, .uiKitPanEndsLast:
          calls = path.uiKit(panEndsFirst: platform == .uiKitPanEndsFirst, expectPan: expectPan)
        case .swiftUI: calls = path.swiftUI()
        case .browser: calls = path.browser()
        }
        var log = EventLog()
        var began = false
        var tapped = false
        var panFailed = false
        for call in calls {
          switch call {
          case .panShouldBegin:
            // A pan the driver refuses fails: UIKit never reports its began or later states.
            panFailed = !(driver.deliver(call, into: &log) ?? false)
            continue
          case .panRecognizer where panFailed:
            continue
          default:
            break
          }
          let before = log.entries.count
          driver.deliver(call, into: &log)
          for entry in log.entries[before...] {
            if entry == "dragBegan" { began = true }
            if entry.hasPrefix("tap") { tapped = true }
          }
        }
        let endOfGesture = path.points.last!.t
        // Sometimes catch the motion, sometimes let it come to rest.
        let gap = Bool.random(using: &rng) ? Double.random(in: 0.01...0.2, using: &rng) : 3
        driver.deliver(.frames(until: endOfGesture + gap), into: &log)
        t = endOfGesture + gap
        let wills = log.count("willSettle")
        let dids = log.count("didSettle")
        #expect(!driver.isTouchDown, "\(context): the touch ended")
        #expect(wills <= 1 && dids <= 1, "\(context): at most one pair per gesture: \(log.entries)")
        if tapped { #expect(!began && !caught, "\(context): a tap neither drags nor catches") }
        if began {
          #expect(wills == 1, "\(context): a drag that moved the content announces its settle: \(log.entries)")
        }
        if !began && !caught {
          #expect(wills == 0 && dids == 0, "\(context): nothing moved, nothing settles: \(log.entries)")
        }
        if dids == 1 { #expect(wills == 1 || caught, "\(context): did-settle closes a will-settle") }
        if wills == 1 && dids == 0 { pendingWill = 1 }
      }
    }
  }
}

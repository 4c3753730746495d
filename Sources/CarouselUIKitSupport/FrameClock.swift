#if canImport(UIKit)
  import CarouselCore
  import QuartzCore
  import UIKit

  /// A carousel's display link (`CarouselView`'s, the collection-view layout's, the scroll-view
  /// pager's, a SwiftUI `Carousel`'s): runs only while asked to and never keeps its owner
  /// alive; at rest it can instead wake its owner once at a given time (autoplay's next step).
  /// A carousel driven by a `CarouselDriver` hands it each update's schedule (``follow(_:)``).
  ///
  /// `CADisplayLink` retains its target, so the target is a small proxy that holds the clock
  /// weakly; once the clock is gone, the next tick invalidates the link. Frames are reported
  /// with the link's `targetTimestamp` (seconds, the `CACurrentMediaTime()` clock, the clock
  /// of `UITouch.timestamp`): the time the frame will be shown, which keeps motion smooth on
  /// 120 Hz displays.
  @MainActor
  package final class FrameClock {
    private var link: CADisplayLink?
    private let target = Target()
    /// The pending wake-up, a task sleeping until its time, and that time.
    private var wakeUp: Task<Void, Never>?
    private var wakeTime: Double?
    /// Called once per frame with the frame's target time, in seconds.
    package var onFrame: ((Double) -> Void)?
    /// Called at a wake-up's time (``wake(at:)``) with the time then (``onFrame`` if `nil`).
    package var onWake: ((Double) -> Void)?

    package init() { target.clock = self }

    /// Starts delivering frames (no effect if running).
    package func start() {
      guard link == nil else { return }
      let link = CADisplayLink(target: target, selector: #selector(Target.step(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops delivering frames and releases the link (a pending wake-up stays).
    package func stop() {
      link?.invalidate()
      link = nil
    }

    /// Wakes the owner once at `time` (seconds of ``carouselNow()``), from a task that sleeps
    /// until then, in place of any other wake-up pending; `nil` only cancels the pending one.
    package func wake(at time: Double?) {
      guard time != wakeTime || wakeUp == nil else { return }
      wakeUp?.cancel()
      wakeUp = nil
      wakeTime = time
      guard let time else { return }
      let delay = max(time - carouselNow(), 0)
      wakeUp = Task { [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
        guard !Task.isCancelled, let self else { return }
        self.wakeUp = nil
        self.wakeTime = nil
        (self.onWake ?? self.onFrame)?(carouselNow())
      }
    }

    /// Follows a carousel update's schedule: `.displayLink` runs the link, `.wake(at:)` stops
    /// it and wakes the owner then, `.idle` stops it; either of the others cancels a wake-up.
    package func follow(_ schedule: CarouselSchedule) {
      switch schedule {
      case .displayLink:
        wake(at: nil)
        start()
      case .wake(let time):
        stop()
        wake(at: time)
      case .idle:
        stop()
        wake(at: nil)
      }
    }

    fileprivate func tick(_ link: CADisplayLink) {
      onFrame?(link.targetTimestamp)
    }

    @MainActor
    private final class Target: NSObject {
      weak var clock: FrameClock?

      @objc func step(_ link: CADisplayLink) {
        guard let clock else {
          link.invalidate()
          return
        }
        clock.tick(link)
      }
    }
  }

  /// The clock every CarouselKit view uses: seconds of `CACurrentMediaTime()`, the same clock
  /// as `UITouch.timestamp` and `CADisplayLink.timestamp`.
  @MainActor
  package func carouselNow() -> Double { CACurrentMediaTime() }
#endif

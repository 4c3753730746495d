#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// A carousel's display link (`CarouselView`'s, the collection-view layout's, the scroll-view
  /// pager's, a SwiftUI `Carousel`'s): runs only while asked to and never keeps its owner
  /// alive; at rest it can instead wake its owner once at a given time (autoplay's next step).
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
    /// The pending wake-up, a task sleeping until its time.
    private var wakeUp: Task<Void, Never>?
    /// Called once per frame with the frame's target time, in seconds; and once at a
    /// wake-up's time (``wake(at:)``) with the time then.
    package var onFrame: ((Double) -> Void)?

    package init() { target.clock = self }

    /// Whether frames are being delivered.
    package var isRunning: Bool { link != nil }

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

    /// Delivers one frame at `time` (seconds of ``carouselNow()``), from a task that sleeps
    /// until then, in place of any wake-up pending; `nil` only cancels the pending one.
    package func wake(at time: Double?) {
      wakeUp?.cancel()
      wakeUp = nil
      guard let time else { return }
      let delay = max(time - carouselNow(), 0)
      wakeUp = Task { [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
        guard !Task.isCancelled, let self else { return }
        self.wakeUp = nil
        self.onFrame?(carouselNow())
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

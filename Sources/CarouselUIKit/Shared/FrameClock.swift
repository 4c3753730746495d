#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// A display link that runs only while asked to and never keeps its owner alive.
  ///
  /// `CADisplayLink` retains its target, so the target is a small proxy that holds the clock
  /// weakly; once the clock is gone, the next tick invalidates the link. Frames are reported
  /// with the link's `targetTimestamp` (seconds, the `CACurrentMediaTime()` clock): the time
  /// the frame will be shown, which keeps motion smooth on 120 Hz displays.
  @MainActor
  final class FrameClock {
    private var link: CADisplayLink?
    private let target = Target()
    /// Called once per frame with the frame's target time, in seconds.
    var onFrame: ((Double) -> Void)?

    init() { target.clock = self }

    /// Whether frames are being delivered.
    var isRunning: Bool { link != nil }

    /// Starts delivering frames (no effect if running).
    func start() {
      guard link == nil else { return }
      let link = CADisplayLink(target: target, selector: #selector(Target.step(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops delivering frames and releases the link.
    func stop() {
      link?.invalidate()
      link = nil
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

  /// The clock every CarouselKit UIKit view uses: seconds of `CACurrentMediaTime()`, the same
  /// clock as `UITouch.timestamp` and `CADisplayLink.timestamp`.
  @MainActor
  func carouselNow() -> Double { CACurrentMediaTime() }
#endif

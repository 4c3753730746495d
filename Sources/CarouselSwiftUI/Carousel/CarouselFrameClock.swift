#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation
  import QuartzCore

  /// A ``Carousel``'s display link: runs only while asked to and never keeps its owner alive.
  /// The SwiftUI twin of the UIKit front end's `FrameClock`.
  ///
  /// `CADisplayLink` retains its target, so the target is a small proxy that holds the clock
  /// weakly; once the clock is gone, the next tick invalidates the link. Frames are reported
  /// with the link's `targetTimestamp` (seconds, the `CACurrentMediaTime()` clock, the clock
  /// of `UITouch.timestamp`): the time the frame will be shown.
  @MainActor
  final class CarouselFrameClock {
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
      weak var clock: CarouselFrameClock?

      @objc func step(_ link: CADisplayLink) {
        guard let clock else {
          link.invalidate()
          return
        }
        clock.tick(link)
      }
    }
  }
#endif

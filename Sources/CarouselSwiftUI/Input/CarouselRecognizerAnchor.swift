#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import SwiftUI
  import UIKit

  /// A ``Carousel``'s input before iOS 18 (and with SDKs older than iOS 18's): a view behind
  /// the carousel, its frame, that attaches the same UIKit recognisers as from iOS 18 (a
  /// `TouchTrackingGestureRecognizer` and a one-finger `TimedPanGestureRecognizer`,
  /// `InputRules.swiftUIRecognizers`) to the nearest `UIScrollView` around it (the feed: a
  /// SwiftUI `ScrollView` or `List` is one), or to its window when there is none.
  ///
  /// Why not SwiftUI's `DragGesture`: before iOS 18 a SwiftUI gesture cannot hold back the
  /// enclosing scroll view's pan. Beside it (`simultaneousGesture`) a diagonal swipe drags the
  /// carousel and scrolls the feed, and once the feed scrolls SwiftUI sends no more changes and
  /// no `onEnded` (the conformance data: `SwiftUIFeedArbitrationTests`); with `gesture` or
  /// `highPriorityGesture` a `DragGesture(minimumDistance: 0)` takes every touch and the feed
  /// no longer scrolls from the carousel at all (darjeelingsteve.com, "Preventing Scroll
  /// Hijacking by DragGestureRecognizer Inside ScrollView", 2023). UIKit recognisers can: the
  /// feed's pan is made to wait for the carousel's pan to fail
  /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`, the dynamic failure requirement of
  /// `UIGestureRecognizerDelegate`'s documentation), and the carousel's pan begins only when
  /// the core gives it the drag (`CarouselInput.panShouldBegin`: along the axis, and, with a
  /// scroll view around it that scrolls across the axis, within about 26.6° of it). A
  /// horizontal swipe pages the carousel while the feed's pan fails; a vertical or diagonal one
  /// makes the carousel's pan fail at once, and the feed scrolls.
  ///
  /// The recognisers see only touches that start on the carousel (their delegate's
  /// `gestureRecognizer(_:shouldReceive:)`), read locations in this view (the carousel's
  /// space: it is laid out with the carousel's frame, left to right like the carousel's
  /// container), recognise as from iOS 18 (the tracker with every recogniser, cancelling
  /// nothing), and leave their host when this view leaves its window.
  struct CarouselRecognizerHost: UIViewRepresentable {
    /// Where the inputs go (the carousel's model).
    let sink: any CarouselInputSink

    func makeUIView(context: Context) -> CarouselRecognizerAnchor {
      CarouselRecognizerAnchor(sink: sink)
    }

    func updateUIView(_ anchor: CarouselRecognizerAnchor, context: Context) {}

    static func dismantleUIView(_ anchor: CarouselRecognizerAnchor, coordinator: ()) {
      anchor.detach()
    }
  }

  /// The view of a ``CarouselRecognizerHost``: it takes no touch itself and owns the
  /// recognisers it attaches to its host (see there).
  final class CarouselRecognizerAnchor: UIView {
    private let tracker = TouchTrackingGestureRecognizer(target: nil, action: nil)
    private let pan = TimedPanGestureRecognizer(target: nil, action: nil)
    private let trackerDelegate = CarouselRecognizerDelegate(recognizesSimultaneously: true)
    private let panDelegate = CarouselRecognizerDelegate(recognizesSimultaneously: false)

    init(sink: any CarouselInputSink) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      for delegate in [trackerDelegate, panDelegate] { connect(delegate, to: sink) }
      tracker.cancelsTouchesInView = false
      tracker.delaysTouchesEnded = false
      tracker.locatesInWindow = true
      tracker.delegate = trackerDelegate
      tracker.onTouch = { [weak trackerDelegate] phase, touch, location, time in
        trackerDelegate?.touch(phase, finger: touch, at: location, time: time)
      }
      pan.maximumNumberOfTouches = 1
      pan.delegate = panDelegate
      pan.addTarget(self, action: #selector(panned(_:)))
      pan.onFail = { [weak self] in
        guard let self else { return }
        self.panDelegate.panned(self.pan)
      }
    }

    required init?(coder: NSCoder) {
      fatalError("CarouselRecognizerAnchor is made by CarouselRecognizerHost only")
    }

    /// The delegate reads the recognisers in this view and decides with `sink`.
    private func connect(_ delegate: CarouselRecognizerDelegate, to sink: any CarouselInputSink) {
      delegate.sink = sink
      delegate.localLocation = { [weak self] in
        guard let self else { return .zero }
        return self.pan.location(in: self)
      }
      delegate.localVelocity = { [weak self] in
        guard let self else { return nil }
        return self.pan.velocity(in: self)
      }
      delegate.localTranslation = { [weak self] in
        guard let self else { return nil }
        return self.pan.translation(in: self)
      }
      delegate.localPoint = { [weak self] windowPoint in
        guard let self else { return windowPoint }
        return self.convert(windowPoint, from: nil)
      }
      delegate.receives = { [weak self] touch in
        guard let self else { return false }
        return self.bounds.contains(touch.location(in: self))
      }
      delegate.carouselView = { [weak self] _ in self }
    }

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      panDelegate.panned(recognizer)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let window else {
        detach()
        return
      }
      var host: UIView = window
      var ancestor = superview
      while let view = ancestor {
        if view is UIScrollView {
          host = view
          break
        }
        ancestor = view.superview
      }
      guard tracker.view !== host else { return }
      detach()
      host.addGestureRecognizer(tracker)
      host.addGestureRecognizer(pan)
    }

    /// Takes the recognisers off their host (the view left its window, or SwiftUI removed it).
    func detach() {
      tracker.view?.removeGestureRecognizer(tracker)
      pan.view?.removeGestureRecognizer(pan)
    }
  }
#endif

/// Turns a platform's gesture callbacks into the engine's ``TouchEvent``s: the part of a
/// front end's gesture handling that is not UIKit- or SwiftUI-specific.
///
/// It picks the coordinate along the scroll axis and mirrors it for right-to-left layouts
/// (the finger moving right then scrolls forward, as in a right-to-left `UIScrollView`).
/// Layout attributes are mirrored back with ``ItemAttributes/mirrored(in:)``.
public struct GestureTranslator: Sendable, Hashable {
  /// The stages of a platform gesture (UIKit's `UIGestureRecognizer.State`, SwiftUI's
  /// `DragGesture` `onChanged`/`onEnded`).
  public enum Stage: String, Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
  }

  public var axis: ScrollAxis
  /// Whether the layout direction is right to left (only horizontal axes are mirrored).
  public var isRightToLeft: Bool
  /// The viewport's size, in points (for mirroring).
  public var viewport: CarouselSize

  public init(axis: ScrollAxis, isRightToLeft: Bool = false, viewport: CarouselSize) {
    self.axis = axis
    self.isRightToLeft = isRightToLeft
    self.viewport = viewport
  }

  /// Whether coordinates along the axis are mirrored.
  public var mirrors: Bool { isRightToLeft && axis == .horizontal }

  /// The finger's coordinate along the scroll axis for a location in the viewport.
  public func location(_ point: CarouselPoint) -> Double {
    switch axis {
    case .horizontal: return mirrors ? viewport.width - point.x : point.x
    case .vertical: return point.y
    }
  }

  /// The touch event for a gesture callback, or `nil` for stages that carry none
  /// (`possible`). `failed` is a cancellation.
  ///
  /// - Parameters:
  ///   - stage: the gesture's stage.
  ///   - point: the finger's location in the viewport, in points.
  ///   - time: the event's timestamp, in seconds, on the clock the display link uses (UIKit:
  ///     `UITouch.timestamp` or `CACurrentMediaTime()`; SwiftUI: the `TimelineView` date's
  ///     reference).
  public func event(_ stage: Stage, at point: CarouselPoint, time: Double) -> TouchEvent? {
    let phase: TouchEvent.Phase
    switch stage {
    case .possible: return nil
    case .began: phase = .began
    case .changed: phase = .moved
    case .ended: phase = .ended
    case .cancelled, .failed: phase = .cancelled
    }
    return TouchEvent(phase, location: location(point), time: time)
  }
}

extension ItemAttributes {
  /// The attributes mirrored left to right in `viewport` (for right-to-left layouts): the
  /// centre's x becomes W − x, rotations change sign, 3D transforms are mirrored.
  public func mirrored(in viewport: CarouselSize) -> ItemAttributes {
    var item = self
    item.center.x = viewport.width - center.x
    item.rotation = -rotation
    if var t = transform {
      // M′ = S · M · S with S = diag(−1, 1, 1, 1).
      t.m12 = -t.m12
      t.m13 = -t.m13
      t.m14 = -t.m14
      t.m21 = -t.m21
      t.m31 = -t.m31
      t.m41 = -t.m41
      item.transform = t
    }
    return item
  }
}

/// Velocities as the platforms report them, in the one unit the core uses: points per second,
/// positive when the offset grows. Non-finite input gives 0 and results are clamped into
/// ±``ScrollEngine/maximumFlingSpeed`` (25,000 pt/s), as the engine clamps every velocity it
/// uses.
public enum PlatformVelocity {
  private static func limited(_ velocity: Double) -> Double { ScrollEngine.limited(velocity: velocity) }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports points per
  /// *millisecond* (positive when the content offset grows): × 1000. Mixing this up is a
  /// known bug in public paging code.
  public static func fromScrollViewDelegate(pointsPerMillisecond: Double) -> Double {
    pointsPerMillisecond.isFinite ? limited(pointsPerMillisecond * 1000) : 0
  }

  /// `UIPanGestureRecognizer.velocity(in:)` and SwiftUI's drag velocity report the finger's
  /// velocity in points per second; the content moves the other way: × −1 (and mirrored for
  /// right-to-left horizontal layouts).
  public static func fromFinger(pointsPerSecond: Double, mirrored: Bool = false) -> Double {
    guard pointsPerSecond.isFinite else { return 0 }
    return limited(mirrored ? pointsPerSecond : -pointsPerSecond)
  }

  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` of a collection
  /// view layout reports points per second already.
  public static func fromCollectionViewLayout(pointsPerSecond: Double) -> Double {
    limited(pointsPerSecond)
  }
}

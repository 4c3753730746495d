/// One, two or no inputs that one platform callback stands for (a SwiftUI drag gesture's
/// callback, a touch sample in track coordinates), in order, without allocating.
@_spi(TrackTouchInput)
public struct InputPair: Sequence, Sendable, Hashable {
  private var first: CarouselInput?
  private var second: CarouselInput?

  init(_ first: CarouselInput? = nil, _ second: CarouselInput? = nil) {
    self.first = first
    self.second = second
  }

  public func makeIterator() -> Iterator { Iterator(rest: self) }

  /// Hands out the inputs in order.
  public struct Iterator: IteratorProtocol {
    var rest: InputPair

    public mutating func next() -> CarouselInput? {
      if let first = rest.first {
        rest.first = nil
        return first
      }
      defer { rest.second = nil }
      return rest.second
    }
  }
}

extension CarouselInput {
  /// The inputs of one touch sample in track coordinates, as the ``ScrollEngine`` takes them
  /// (`location` along the axis), for the project's tools and tests: the content follows the
  /// finger from its first sample, every `began` to `ended` a drag, as if the platform's pan
  /// recogniser began at touch-down. Feed them to a driver whose
  /// ``InputRules/drag`` is ``InputRules/DragDecision/platform``: a `began` is a touch-down
  /// and the platform's drag beginning there; the other phases are the raw touch. The point
  /// across the axis is the viewport's middle; nothing is mirrored.
  @_spi(TrackTouchInput)
  public static func trackTouch(_ touch: TouchEvent, axis: ScrollAxis, viewport: CarouselSize) -> InputPair {
    let point =
      axis == .horizontal
      ? CarouselPoint(x: touch.location, y: viewport.height / 2)
      : CarouselPoint(x: viewport.width / 2, y: touch.location)
    let raw = CarouselInput.touch(TouchInput(touch.phase, at: point, time: touch.time))
    guard touch.phase == .began else { return InputPair(raw) }
    return InputPair(raw, .platformDrag(.began, at: point, time: touch.time))
  }
}

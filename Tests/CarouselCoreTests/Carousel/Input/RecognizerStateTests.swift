import Testing

@testable import CarouselCore

@Suite struct RecognizerStateTests {
  /// UIKit's `UIGestureRecognizer.State` raw values, in Apple's order (`possible` 0 … `failed`
  /// 5), as both front ends hand them to the core.
  @Test func uiKitRawValuesMapOneToOneAndLaterOnesToNothing() {
    let states: [RecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    for (rawValue, state) in states.enumerated() {
      #expect(RecognizerState(uiKitRawValue: rawValue) == state)
    }
    #expect(RecognizerState(uiKitRawValue: 6) == nil)
    #expect(RecognizerState(uiKitRawValue: -1) == nil)
  }
}

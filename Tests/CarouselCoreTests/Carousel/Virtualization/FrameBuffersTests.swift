import Testing

@testable import CarouselCore

@Suite struct FrameBuffersTests {
  /// Once warm, each frame refills the storage of the frame before last: the same memory
  /// every other frame, so no allocation; a frame still held elsewhere is never overwritten.
  @Test func framesReuseStorageAndNeverOverwriteAHeldFrame() {
    var buffers = FrameBuffers<Int>()
    var addresses: [UnsafeRawPointer?] = []
    var shown: [Int] = []  // what the "view system" holds: only the latest frame
    for frame in 0..<10 {
      shown = buffers.next { list in
        for i in 0..<8 { list.append(frame * 100 + i) }
      }
      addresses.append(shown.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
      #expect(shown == (0..<8).map { frame * 100 + $0 })
    }
    for frame in 4..<10 { #expect(addresses[frame] == addresses[frame - 2], "frame \(frame) reused its storage") }
    // A frame held longer keeps its contents: copy-on-write, not overwritten.
    let held = buffers.next { $0.append(1) }
    _ = buffers.next { $0.append(2) }
    _ = buffers.next { $0.append(3) }
    #expect(held == [1])
    _ = shown
  }
}

/// Two arrays used in turn for the per-frame lists a declarative front end hands to its view
/// system (SwiftUI's `ForEach` data): each frame refills the one the previous-but-one frame
/// used, which the view system has let go of by then, so in steady state a frame allocates
/// nothing; if it still holds it, copy-on-write makes a fresh array and nothing is shared
/// wrongly.
package struct FrameBuffers<Element> {
  private var first: [Element] = []
  private var second: [Element] = []
  private var usesFirst = true

  package init() {}

  /// Empties the next buffer (keeping its capacity), lets `fill` append the frame's elements
  /// and returns it; the buffers keep a reference to it for the frame after next.
  package mutating func next(_ fill: (inout [Element]) throws -> Void) rethrows -> [Element] {
    var buffer: [Element] = []
    // Taken out, so that it is uniquely referenced unless the caller still holds it.
    if usesFirst { swap(&buffer, &first) } else { swap(&buffer, &second) }
    buffer.removeAll(keepingCapacity: true)
    defer {
      if usesFirst { first = buffer } else { second = buffer }
      usesFirst.toggle()
    }
    try fill(&buffer)
    return buffer
  }
}

extension FrameBuffers: Sendable where Element: Sendable {}

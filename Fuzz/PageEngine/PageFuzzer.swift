// libFuzzer target: the playground page's engine through the functions its WebAssembly
// module exports (`ck_…`, Playground/Sources/PlaygroundEngine, compiled into this module by
// scripts/fuzz), called as `app.js` calls them but with any numbers. The input is a list of
// calls: a byte picks the function (and the carousel, phase, field or arrow), then each
// number argument is 8 bytes read as a Double's bit pattern (NaN, infinities and subnormals
// included). After every call every number the page draws or shows must be finite (the
// viewport excepted: it is the page's own), and nothing may trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func pageFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  playground = Playground()
  var carousels: [Int32] = []
  for kind in DemoKind.allCases {
    carousels.append(ck_create(Int32(kind.rawValue), 375, 200, 1))
  }
  while !input.isAtEnd {
    let op = input.byte()
    let number = carousels[Int(op >> 4) % carousels.count]
    let small = Int32(op & 0x0f)
    switch op % 9 {
    case 0: _ = ck_touch(number, small % 5, input.raw(), input.raw(), input.raw(), small % 3, small & 1)
    case 1: _ = ck_frame(number, input.raw())
    case 2: _ = ck_resize(number, input.raw(), input.raw(), input.raw())
    case 3: _ = ck_configure(number, small % 10, input.raw(), input.raw())
    case 4: _ = ck_scroll(number, Int32(truncatingIfNeeded: Int(input.byte()) - 4), small & 1, input.raw())
    case 5: _ = ck_key(number, small % 5, input.raw())
    case 6:
      _ = ck_pointer_scroll(number, small % 6, small & 1, input.raw(), input.raw(), input.raw())
    case 7: _ = ck_trace(number) + ck_describe(number)
    default:
      // Nearly real times and places: a drag of 10 samples 8 ms apart.
      let t = Double(input.byte())
      for i in 0...10 {
        _ = ck_touch(number, i == 0 ? 0 : (i == 10 ? 2 : 1), 300 - 20 * Double(i), 100, t + 0.008 * Double(i), 1, 0)
      }
    }
    check()
  }
  return 0
}

/// Every number the last update asks the page to draw or show is finite.
func check() {
  let values = playground.buffer.values
  for field in [UpdateBuffer.Header.offset, .unwrappedOffset, .velocity, .time] {
    precondition(values[field.rawValue].isFinite, "the update's \(field.rawValue) is not finite")
  }
  var at = UpdateBuffer.headerLength
  for _ in 0..<Int(values[UpdateBuffer.Header.drawCount.rawValue]) {
    if values[at + UpdateBuffer.Draw.command.rawValue] != 0 {
      for field in UpdateBuffer.Draw.allCases where field.rawValue <= UpdateBuffer.Draw.alpha.rawValue {
        precondition(values[at + field.rawValue].isFinite, "a drawn item's \(field.rawValue) is not finite")
      }
    }
    at += UpdateBuffer.drawLength
  }
}

extension ByteReader {
  /// 8 bytes as a Double's bits, any of them (NaN and infinities included; 0 past the end).
  mutating func raw() -> Double { Double(bitPattern: uint64()) }
}

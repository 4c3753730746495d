// The fuzz targets' reader of their input bytes, compiled into the engine and page targets
// by scripts/fuzz.

/// Reads values from the fuzz bytes; past the end every read gives zeros.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Extreme and ordinary doubles, all finite.
  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, 1e-300, -1e-300, 1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e18, -1e18, 1e7, -1e7, 1e12, -1e12, 1e-150, 375, 351,
    .ulpOfOne, 9.223372036854775807e18, -9.223372036854775808e18, 4.5e15, 25_000, 0.99999, 0.01, 10, 0.05,
  ]

  /// A finite double: a special value, a raw bit pattern or a small number at some scale.
  mutating func double() -> Double {
    switch byte() % 8 {
    case 0, 1:
      return Self.specials[Int(byte()) % Self.specials.count]
    case 2:
      let value = Double(bitPattern: uint64())
      return value.isFinite ? value : 0
    default:
      let small = Double(Int16(truncatingIfNeeded: Int(byte()) << 8 | Int(byte())))
      let scales: [Double] = [1e-3, 0.1, 1, 10, 1e3, 1e6]
      return small * scales[Int(byte()) % scales.count]
    }
  }

  /// A count or index: small, or one of the extremes of Int.
  mutating func integer() -> Int {
    switch byte() % 4 {
    case 0: return Int(byte()) % 12
    case 1: return Int(Int8(truncatingIfNeeded: byte()))
    case 2: return [Int.max, Int.min, Int.max / 2, 1 << 40, 1 << 52, 1_000_000_000, 100_000_000, -1][Int(byte()) % 8]
    default: return Int(truncatingIfNeeded: uint64())
    }
  }

  /// The time of the next event after `time`: a frame later, the same, one ulp later, a
  /// tiny or a huge step, or any finite time (possibly earlier).
  mutating func time(after time: Double) -> Double {
    switch byte() % 8 {
    case 0, 1, 2: return time + Double(byte() % 32) / 120
    case 3: return time
    case 4: return time.nextUp
    case 5: return time + [1e-150, 1e-9, 1e-3, 1e3, 1e6, 1e12][Int(byte()) % 6]
    default: return double()
    }
  }
}

/// A WebSocket frame header (RFC 6455 §5.2).
struct FrameHeader: Equatable {
  var fin: Bool
  var opcode: UInt8
  var masked: Bool
  var length: UInt64
  /// The header's own length in bytes: 2 to 14.
  var size: Int

  /// The header at `index`, if all of it is there (a header without a mask is read as far as
  /// its second byte, which says so).
  init?(_ bytes: UnsafeRawBufferPointer, at index: Int) {
    guard bytes.count - index >= 2 else { return nil }
    fin = bytes[index] & 0x80 != 0
    opcode = bytes[index] & 0x0F
    masked = bytes[index + 1] & 0x80 != 0
    let short = bytes[index + 1] & 0x7F
    let lengthBytes = short == 126 ? 2 : short == 127 ? 8 : 0
    size = 2 + lengthBytes + (masked ? 4 : 0)
    length = UInt64(short)
    guard masked else { return }
    guard bytes.count - index >= size else { return nil }
    if lengthBytes > 0 {
      length = 0
      for offset in 0..<lengthBytes { length = (length << 8) | UInt64(bytes[index + 2 + offset]) }
    }
  }
}

// libFuzzer target: the playground's message parser, `ClientMessage.parse`
// (Playground/Sources/PlaygroundCore, compiled into this module by scripts/fuzz). Any bytes
// must parse or be refused with a ProtocolError; a trap, a hang or unbounded memory is a
// finding. Only the parse entry point is used, so the rest of PlaygroundCore may change.
@_cdecl("LLVMFuzzerTestOneInput")
public func messageFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  _ = try? ClientMessage.parse(bytes)
  return 0
}

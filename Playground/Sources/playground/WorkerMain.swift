import PlaygroundCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine worker's loop (`playground --engine-worker`): reads requests from standard
/// input, answers on standard output (``WorkerWire``), and exits when its input ends.
enum WorkerMain {
  /// With `--test-hooks` (tests only), the message `{"type":"test-crash"}` makes the
  /// worker trap, `{"type":"test-hang"}` makes it hang, and `{"type":"test-slow"}` makes it
  /// take 0.4 s (less than the test limit of 1 s) and answer a `pong`, to test the server's
  /// isolation and its hang detector.
  static let crashHook = Array(#"{"type":"test-crash"}"#.utf8)
  static let hangHook = Array(#"{"type":"test-hang"}"#.utf8)
  static let slowHook = Array(#"{"type":"test-slow"}"#.utf8)

  static func run(testHooks: Bool) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var sessions = WorkerSessions()
    var buffer: [UInt8] = []
    var start = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return 0 }
      buffer.append(contentsOf: chunk[0..<count])
      while buffer.count - start >= WorkerWire.requestHeaderBytes {
        guard let operation = WorkerWire.Operation(rawValue: buffer[start]) else { return 2 }
        let session = WorkerWire.uint32(buffer, at: start + 1)
        let length = Int(WorkerWire.uint32(buffer, at: start + 5))
        guard length <= WorkerWire.maximumPayloadBytes else { return 2 }
        let payloadStart = start + WorkerWire.requestHeaderBytes
        guard buffer.count - payloadStart >= length else { break }
        let payload = buffer[payloadStart..<(payloadStart + length)]
        start = payloadStart + length
        if testHooks && operation == .message {
          if payload.elementsEqual(crashHook) { fatalError("test hook: the engine worker traps") }
          if payload.elementsEqual(hangHook) {
            while true { sleep(1) }
          }
          if payload.elementsEqual(slowHook) {
            usleep(400_000)
            guard writeAll(WorkerWire.reply(session: session, texts: [#"{"type":"pong","id":null,"t":0}"#])) else {
              return 0
            }
            continue
          }
        }
        let began = cpuTime()
        let texts = sessions.handle(operation, session: session, payload: payload)
        // Each reply as soon as it is ready: the server counts the next request's time from it.
        guard writeAll(WorkerWire.reply(session: session, texts: texts, work: cpuTime() - began)) else { return 0 }
      }
      if start > 0 && start * 2 > buffer.count {
        buffer.removeFirst(start)
        start = 0
      }
    }
  }

  /// This thread's CPU time, in seconds.
  private static func cpuTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  private static func writeAll(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool's standard output (every command writes through ``write(_:terminator:)``): written with `write(2)` from a 64 KB buffer, so that a write
/// that fails (a full disk, `/dev/full`, a closed standard output) is known and ends the run
/// with a message and exit status 1, where Swift's `print` loses the error in the C library's
/// buffer and the tool exited 0.
///
/// The tool is one thread: the buffer is process state, touched only from the command's run
/// and `runAsMain`'s ending.
enum StandardOutput {
  nonisolated(unsafe) private static var buffer: [UInt8] = []
  nonisolated(unsafe) private static var failure: Int32?

  /// Appends `text` and `terminator`; writes the buffer out when it holds 64 KB.
  static func write(_ text: String, terminator: String = "\n") {
    buffer.append(contentsOf: text.utf8)
    buffer.append(contentsOf: terminator.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes out what is buffered (after the first failure nothing more is tried).
  static func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !buffer.isEmpty else { return }
    failure = Output.writeAll(bytes: buffer, to: 1)
  }

  /// Flushes, and returns the message of the first failed write, if any:
  /// `cannot write to standard output: REASON` (the system's text for the error).
  static func finish() -> String? {
    flush()
    return failure.map { "cannot write to standard output: \(String(cString: strerror($0)))" }
  }

  /// Makes sure descriptors 0, 1 and 2 are open, so that a file the tool opens never takes
  /// their place: a closed one is opened on `/dev/null`, standard output read-only (so that
  /// writing to it fails, and is reported, as writing to a closed one would).
  static func guardDescriptors() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY)
      if opened >= 0 && opened != fd {
        _ = dup2(opened, fd)
        _ = close(opened)
      }
    }
  }
}

import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tool writes: files given with `-o` and standard error.
enum Output {
  /// Writes `text` through `path`, as every Unix tool does: the file is opened for writing
  /// (created with mode 0666 less the umask if it does not exist, truncated if it does), so a
  /// symbolic link is written through, a device stays a device, and the file keeps its mode,
  /// owner and hard links. Partial writes and interrupted calls are continued.
  ///
  /// - Throws: ``ToolError`` `--output: cannot write 'PATH': REASON` (REASON is the system's
  ///   text for the error), naming the path as ``Quoting/bounded(_:limit:)`` shows it.
  static func save(_ text: String, to path: String) throws(ToolError) {
    func failure(_ code: Int32) -> ToolError {
      ToolError("--output: cannot write '\(Quoting.bounded(path))': \(String(cString: strerror(code)))")
    }
    // Non-blocking, so that a FIFO no process reads is not waited on for ever: the open is
    // tried again for ``fifoPatience`` seconds, then given up.
    var fd: Int32
    var waited = 0.0
    while true {
      fd = openRetrying(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, mode: 0o666)
      guard fd < 0 && errno == ENXIO && waited < fifoPatience else { break }
      _ = usleep(10_000)
      waited += 0.01
    }
    if fd < 0 && errno == ENXIO {
      throw ToolError(
        "--output: cannot write '\(Quoting.bounded(path))': no process reads it (a FIFO), given up after \(Int(fifoPatience)) s"
      )
    }
    guard fd >= 0 else { throw failure(errno) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    if let code = writeAll(text, to: fd) {
      _ = close(fd)
      throw failure(code)
    }
    // close reports late errors of some file systems (a full disk over NFS); EINTR leaves
    // the descriptor closed on Linux, so it is not retried.
    if close(fd) != 0, errno != EINTR { throw failure(errno) }
  }

  /// Reads at most `limit + 1` bytes from `path` (`-`: standard input), so a caller can tell
  /// a file over the limit without reading it all (`/dev/zero` and endless pipes included).
  /// Interrupted calls are continued.
  ///
  /// - Throws: ``ToolError`` `--trace: cannot read 'PATH': REASON` (REASON is the system's
  ///   text for the error: no such file, permission denied, is a directory, ...), naming the
  ///   path as ``Quoting/bounded(_:limit:)`` shows it.
  static func read(_ path: String, limit: Int, argument: String = "--trace") throws(ToolError) -> [UInt8] {
    func failure(_ code: Int32) -> ToolError {
      ToolError("\(argument): cannot read '\(Quoting.bounded(path))': \(String(cString: strerror(code)))")
    }
    var fd: Int32 = 0
    if path != "-" {
      // Non-blocking, so that a FIFO no process writes is not waited on for ever: its first
      // bytes are awaited for ``fifoPatience`` seconds, then given up.
      fd = openRetrying(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard fd >= 0 else { throw failure(errno) }
      var status = stat()
      if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var result: Int32
        repeat {
          result = poll(&ready, 1, Int32(fifoPatience * 1000))
        } while result < 0 && errno == EINTR
        if result == 0 {
          _ = close(fd)
          throw ToolError(
            "\(argument): cannot read '\(Quoting.bounded(path))': no process writes to it (a FIFO), given up after \(Int(fifoPatience)) s"
          )
        }
      }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    defer { if path != "-" { _ = close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let got = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      if got == 0 { break }
      bytes.append(contentsOf: chunk[0..<got])
    }
    return bytes
  }

  /// How long a FIFO given as `-o` or `--trace` may go without a reader or a writer before
  /// the tool gives up on it, in seconds.
  static let fifoPatience = 10.0

  /// `open(2)`, called again when a signal interrupts it.
  /// - Returns: the descriptor, or -1 with `errno` set.
  /// The path is the command line's bytes (``commandLineBytes(of:)``), not its UTF-8
  /// decoding, when that decoding replaced some.
  private static func openRetrying(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
    var fd: Int32
    let raw = commandLineBytes(of: path)
    repeat {
      if let raw {
        fd = raw.withUnsafeBufferPointer { open($0.baseAddress!, flags, mode) }
      } else {
        fd = open(path, flags, mode)
      }
    } while fd < 0 && errno == EINTR
    return fd
  }

  /// The bytes (NUL-terminated) of the command-line argument that `value` was decoded from,
  /// when the decoding replaced bytes that are not UTF-8 (U+FFFD): a path is a byte string,
  /// and `-o $'\xff.svg'` names the file `\xff.svg`, not `\u{FFFD}.svg`. An argument is the
  /// value itself or `--option=value`. `nil` when the value is valid UTF-8 or comes from no
  /// argument (an example's).
  static func commandLineBytes(of value: String) -> [CChar]? {
    guard value.unicodeScalars.contains("\u{FFFD}") else { return nil }
    for i in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[i] else { continue }
      let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument))
      let decoded = { (part: Slice<UnsafeBufferPointer<CChar>>) in
        String(decoding: part.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      if decoded(bytes[...]) == value { return Array(bytes) + [0] }
      if let equals = bytes.firstIndex(of: 61), decoded(bytes[(equals + 1)...]) == value {
        return Array(bytes[(equals + 1)...]) + [0]
      }
    }
    return nil
  }

  /// Writes a message and a line break to standard error in one `write` (more only if the
  /// system takes part of it), made safe by ``Quoting/message(_:)``.
  static func writeError(_ message: String) {
    _ = writeAll(Quoting.message(message) + "\n", to: 2)
  }

  /// Writes every byte of `text` to `fd`, continuing after partial writes and EINTR.
  /// - Returns: `nil`, or the `errno` of the write that failed.
  static func writeAll(_ text: String, to fd: Int32) -> Int32? {
    writeAll(bytes: Array(text.utf8), to: fd)
  }

  /// ``writeAll(_:to:)`` for bytes.
  static func writeAll(bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var done = 0
      while done < buffer.count {
        let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        done += n
      }
      return nil
    }
  }
}

extension CarouselCommand {
  /// Runs the command the arguments name, as `main()` does, except that an error is written
  /// to standard error in one piece and made safe to print (``Quoting/message(_:)``), where
  /// ArgumentParser writes it a byte at a time as given. Help goes to standard output.
  /// `--example NAME` stands for the example's arguments before the others
  /// (``Example/expanding(_:)``).
  package static func runAsMain(_ arguments: [String]? = nil) -> Never {
    StandardOutput.guardDescriptors()
    do {
      var command = try parseAsRoot(Example.expanding(arguments ?? Array(CommandLine.arguments.dropFirst())))
      try command.run()
      terminate(0)
    } catch {
      let code = exitCode(for: error)
      let text = fullMessage(for: error)
      if code == .success {
        if !text.isEmpty { StandardOutput.write(text) }
      } else if !text.isEmpty {
        Output.writeError(text)
      }
      terminate(code.rawValue)
    }
  }
}

/// Writes out standard output and ends the process (the C library's `exit`; inside a command,
/// `exit` names ArgumentParser's `exit(withError:)`): with status 1 and a message when a write
/// to standard output failed, whatever the status would have been.
private func terminate(_ code: Int32) -> Never {
  if let failure = StandardOutput.finish() {
    Output.writeError("Error: \(failure)")
    exit(1)
  }
  exit(code)
}

/// The C library's `read(2)` (``Output/read(_:limit:argument:)`` hides the name inside `Output`).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

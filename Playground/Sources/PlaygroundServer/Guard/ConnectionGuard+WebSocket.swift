import NIOCore
import PlaygroundCore

/// The guard after a WebSocket upgrade: frames pass as far as the ``FrameMeter`` allows, and
/// a refused frame closes the connection with a close frame.
extension ConnectionGuard {
  /// Passes on the pending WebSocket bytes as far as the meter allows, and acts on why it
  /// stopped.
  func pump(context: ChannelHandlerContext) {
    let now = Double(context.eventLoop.now.uptimeNanoseconds) / 1e9
    let waitsBefore = meter.waits
    let (passing, stop) = pending.withUnsafeReadableBytes { meter.advance(over: $0, at: now) }
    if meter.waits > waitsBefore { counters.count(\.framesHeldBack) }
    if passing > 0 {
      let slice = pending.readSlice(length: passing)!
      context.fireChannelRead(wrapInboundOut(slice))
      // Passing bytes on may have closed the connection.
      guard case .webSocket = state else { return }
    }
    switch stop {
    case nil:
      if pending.readableBytes == 0 { pending = ByteBuffer() }
      if readHeld {
        readHeld = false
        context.read()
      }
    case .wait(let seconds):
      let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      resume = context.eventLoop.scheduleTask(in: .nanoseconds(Int64((seconds + Self.pacingBatch) * 1e9))) {
        let (handler, context) = loopBound.value
        handler.resume = nil
        if case .webSocket = handler.state {
          handler.pump(context: context)
          // Outside a read cycle: the layers above hand on what they were given at the end of
          // one (NIOAsyncChannel batches its reads until then), so end this one, or the
          // frames that passed would wait for the client's next write.
          context.fireChannelReadComplete()
        }
      }
    case .unmasked:
      counters.count(\.closedUnmasked)
      closeWebSocket(context: context, code: 1002, reason: "unmasked client frame")
    case .tooManyFragments:
      counters.count(\.closedTooManyFragments)
      closeWebSocket(
        context: context, code: 1009, reason: "more than \(FrameMeter.maximumFragments) frames in one message")
    case .tooFast:
      counters.count(\.closedTooFast)
      let rate = Int(limits.rate)
      let error = ProtocolError(
        .tooFast,
        "held back by the rate limit (\(rate) tokens per second: 1 per frame and 1 per \(RateLimiter.bytesPerToken) "
          + "bytes) for \(ServerLimits.text(limits.abuseDuration)) s without a break: closing")
      closeWebSocket(context: context, code: 1008, reason: "too fast", text: PlaygroundSession.errorReply(error))
    }
  }

  /// Sends `text` (if any) and a close frame with `code` and `reason`, then closes the output
  /// (FIN) once they are written, and the connection ``closeDelay`` later; nothing is read
  /// or written meanwhile. Closing at once would leave the client's unread bytes in the
  /// socket (a flooding client always has some), so the kernel would answer with a reset, and
  /// the client's kernel would drop the close frame if its program had not read it yet.
  func closeWebSocket(context: ChannelHandlerContext, code: UInt16, reason: String, text: String? = nil) {
    var buffer = context.channel.allocator.buffer(capacity: 256)
    if let text { Self.writeFrame(opcode: 0x1, payload: Array(text.utf8), to: &buffer) }
    Self.writeFrame(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8), to: &buffer)
    state = .closing
    pending = ByteBuffer()
    resume?.cancel()
    resume = nil
    readHeld = false
    let channel = context.channel
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      let outputClosed = channel.eventLoop.makePromise(of: Void.self)
      outputClosed.futureResult.whenFailure { _ in channel.close(promise: nil) }
      loopBound.value.close(mode: .output, promise: outputClosed)
    }
    // Also when the client does not read, so that the close frame is never written.
    closeTimer = context.eventLoop.scheduleTask(in: Self.closeDelay) { channel.close(promise: nil) }
  }

  /// Writes an unmasked server frame (FIN set).
  static func writeFrame(opcode: UInt8, payload: [UInt8], to buffer: inout ByteBuffer) {
    buffer.writeInteger(0x80 | opcode)
    if payload.count < 126 {
      buffer.writeInteger(UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      buffer.writeInteger(UInt8(126))
      buffer.writeInteger(UInt16(payload.count))
    } else {
      buffer.writeInteger(UInt8(127))
      buffer.writeInteger(UInt64(payload.count))
    }
    buffer.writeBytes(payload)
  }
}

import NIOCore

/// The guard's plain HTTP answers to a request it refuses (`408`, `431`, `403`).
extension ConnectionGuard {
  func refuseLargeHead(context: ChannelHandlerContext, later: Bool = false) {
    counters.count(\.refusedLargeHeads)
    let status = "431 Request Header Fields Too Large"
    if later { return end(context: context, refusal: status) }
    refuse(context: context, status: status, reason: "")
  }

  static func response(status: String, reason: String, allocator: ByteBufferAllocator) -> ByteBuffer {
    let body = Array(reason.utf8)
    let head =
      "HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.count)\r\n\r\n"
    var buffer = allocator.buffer(capacity: head.utf8.count + body.count)
    buffer.writeString(head)
    buffer.writeBytes(body)
    return buffer
  }

  /// Refuses a connection's first request: nothing was passed on, so the answer goes out at once.
  func refuse(context: ChannelHandlerContext, status: String, reason: String) {
    let buffer = Self.response(status: status, reason: reason, allocator: context.channel.allocator)
    state = .closed
    headTimer?.cancel()
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      // As if the client had hung up: the HTTP layer, still waiting for a request, then ends
      // quietly (its `inputClosed` path) instead of with an error for every refused
      // connection.
      let context = loopBound.value
      context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
      context.close(promise: nil)
    }
  }
}

import Hummingbird
import HummingbirdWebSocket
import NIOConcurrencyHelpers

/// The router's request context: Hummingbird WebSocket's `BasicWebSocketRequestContext`, with
/// one difference. There, the context holds the reference through which the router hands
/// the WebSocket handler over, and that reference holds the handler together with a copy of
/// the context: a cycle, so every upgraded connection's context (its logger and metadata,
/// request storage, handler) stays in memory after the connection closes (0.8–1.5 KB per
/// connection, found with heaptrack). Here the context reaches the reference through a box
/// that ``releaseWebSocketHandler()`` empties once the connection is over, which breaks the
/// cycle.
struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
  var coreContext: CoreRequestContextStorage
  private let handlerBox: HandlerBox

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    handlerBox = HandlerBox()
  }

  var webSocket: WebSocketHandlerReference<Self> { handlerBox.reference }

  /// Drops this context's hold on the WebSocket handler (call when the connection is over).
  func releaseWebSocketHandler() {
    handlerBox.release()
  }

  private final class HandlerBox: Sendable {
    private let value = NIOLockedValueBox(WebSocketHandlerReference<PlaygroundRequestContext>())

    var reference: WebSocketHandlerReference<PlaygroundRequestContext> { value.withLockedValue { $0 } }

    func release() {
      value.withLockedValue { $0 = WebSocketHandlerReference() }
    }
  }
}

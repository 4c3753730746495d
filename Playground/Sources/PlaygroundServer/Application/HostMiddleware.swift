import Hummingbird
import NIOCore
import PlaygroundCore

/// Refuses, with 403, every HTTP request whose `Host` or `Origin` ``HostPolicy`` refuses
/// (the ``ConnectionGuard`` checks each connection's first request; this checks the rest).
struct HostMiddleware<Context: RequestContext>: RouterMiddleware {
  let hosts: [String]
  let port: ListeningPort

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    let policy = HostPolicy(port: port.port, hosts: hosts)
    if let reason = policy.refusal(host: request.head.authority, origin: request.headers[.origin]) {
      return Response(
        status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: reason + "\n")))
    }
    return try await next(request, context)
  }
}

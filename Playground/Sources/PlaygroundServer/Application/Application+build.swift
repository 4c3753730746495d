import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import PlaygroundCore
import ServiceLifecycle

/// Builds the playground's Hummingbird application: the page's files (``WebAssets``, through
/// `FileMiddleware`), `/stats`, the WebSocket at `/ws` (one ``PlaygroundSession`` per tab, in
/// an engine worker process), the host and origin policy (DNS rebinding gets 403), the
/// connection guard (slow heads, idle connections, WebSocket masks, fragments and rate) and the engine pool as a
/// service that stops its workers when the application stops.
///
/// Run it with `runService()`; Tests/server (pytest) tests it running, over a socket.
package func buildApplication(_ configuration: PlaygroundConfiguration) throws -> some ApplicationProtocol {
  let statistics = Statistics()
  let guardCounters = GuardCounters()
  let limits = configuration.testHooks ? ServerLimits.test : ServerLimits()
  let registry = ConnectionRegistry(capacity: limits.maximumConnections)
  let pool = EnginePool(
    workerCount: configuration.workers, maximumSessions: configuration.maximumSessions,
    testHooks: configuration.testHooks, answerTimeout: limits.answerTimeout,
    idleLifetime: configuration.idleWorkerSeconds,
    executable: configuration.workerExecutable ?? EnginePool.ownExecutable())
  let hosts = [configuration.host] + configuration.allowedHosts
  let listening = ListeningPort(configuration.port)
  let router = Router(context: PlaygroundRequestContext.self)
  router.add(middleware: HostMiddleware(hosts: hosts, port: listening))
  router.add(
    middleware: FileMiddleware(
      try WebAssets.folder().path, cacheControl: CacheControl([(MediaType(type: .any), [.noStore])]),
      searchForIndexHtml: true))
  router.get("/stats") { _, _ in
    let snapshot = await statistics.snapshot(engines: pool.counts, guards: guardCounters.counts)
    return Response(
      status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: snapshot)))
  }
  router.ws(
    "/ws",
    shouldUpgrade: { request, _ in
      let policy = HostPolicy(port: listening.port, hosts: hosts)
      return policy.allows(host: request.head.authority, origin: request.headers[.origin])
        ? .upgrade([:]) : .dontUpgrade
    },
    onUpgrade: { inbound, outbound, context in
      defer { context.requestContext.releaseWebSocketHandler() }
      await statistics.opened()
      var connection = Connection(pool: pool, limits: limits, counters: guardCounters)
      do {
        try await connection.run(inbound: inbound, outbound: outbound)
      } catch {
        await statistics.closed(
          received: connection.received, refused: connection.refused, failures: connection.failures)
        throw error
      }
      await statistics.closed(
        received: connection.received, refused: connection.refused, failures: connection.failures)
    })

  let webSocketResponder = router.buildResponder()
  let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
    http1: .init(idleTimeout: .seconds(30)),
    ws: .init(
      maxFrameSize: Statistics.maximumFrameBytes,
      autoPing: .enabled(timePeriod: .nanoseconds(Int64(limits.pingPeriod * 1e9)))))
  let server = HTTPServerBuilder { responder in
    GuardedChannel(
      inner: HTTP1WebSocketUpgradeChannel(
        responder: responder, webSocketResponder: webSocketResponder, configuration: channelConfiguration),
      hosts: hosts, limits: limits, counters: guardCounters, registry: registry)
  }
  let bindHost = configuration.host
  let onRunning = configuration.onRunning
  var app = Application(
    router: router,
    server: server,
    configuration: .init(
      address: .hostname(bindHost, port: configuration.port), serverName: "CarouselKit playground",
      availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
    onServerRunning: { channel in
      let port = channel.localAddress?.port ?? 0
      listening.port = port
      onRunning?(bindHost, port)
    },
    logger: Logger(label: "playground") { QuietEndings(inner: StreamLogHandler.standardOutput(label: $0)) }
  )
  app.addServices(EnginePoolService(pool: pool))
  return app
}

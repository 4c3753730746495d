import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import PlaygroundCore

/// Builds the playground's Hummingbird application, which serves files only: the ``Site``'s
/// (the page's folder and `/carousel.wasm`, through `FileMiddleware` and ``SiteFiles``, each
/// with `Cache-Control: no-store` and the content type ``WebAssets/contentTypes`` gives its
/// extension), and `/stats` (what the connection guards refused, for the tests); behind the
/// host and origin policy (DNS rebinding gets 403) and the connection guard (heads, rate,
/// idle connections and the connection cap).
///
/// Run it with `runService()`; Tests/server (pytest) tests it running, over a socket.
package func buildApplication(_ configuration: PlaygroundConfiguration) throws -> some ApplicationProtocol {
  let counters = GuardCounters()
  let limits = configuration.testHooks ? ServerLimits.test : ServerLimits()
  let registry = ConnectionRegistry(capacity: limits.maximumConnections)
  let hosts = [configuration.host] + configuration.allowedHosts
  let listening = ListeningPort(configuration.port)
  let router = Router()
  router.add(middleware: HostMiddleware(hosts: hosts, port: listening))
  router.add(middleware: NoStoreMiddleware())
  router.add(
    middleware: FileMiddleware(fileProvider: SiteFiles(site: configuration.site), searchForIndexHtml: true)
      .withAdditionalMediaTypes(forFileExtensions: WebAssets.contentTypes.compactMapValues { MediaType(from: $0) }))
  router.get("/stats") { _, _ in
    Response(
      status: .ok, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: counters.counts.json)))
  }
  let server = HTTPServerBuilder { responder in
    GuardedChannel(
      inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: .seconds(30))),
      hosts: hosts, limits: limits, counters: counters, registry: registry)
  }
  let bindHost = configuration.host
  let onRunning = configuration.onRunning
  return Application(
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
    logger: Logger(label: "playground") { StreamLogHandler.standardOutput(label: $0) }
  )
}

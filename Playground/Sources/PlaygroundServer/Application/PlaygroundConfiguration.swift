/// What the playground server is started with: the command's options, as a value.
package struct PlaygroundConfiguration: Sendable {
  /// The files to serve: the page's and the WebAssembly module.
  package var site: Site
  /// The address to listen on (loopback by default).
  package var host = "127.0.0.1"
  /// The port to listen on (0 picks a free one).
  package var port = 8080
  /// Further host names that pages may use (loopback names and ``host`` always work).
  package var allowedHosts: [String] = []
  /// Tests only: short head deadline, low rate and connection cap (``ServerLimits/test``).
  package var testHooks = false
  /// Called with the bound address once the server listens (the command prints it).
  package var onRunning: (@Sendable (_ host: String, _ port: Int) -> Void)?

  package init(site: Site) { self.site = site }
}

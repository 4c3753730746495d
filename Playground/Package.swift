// swift-tools-version: 6.1
import PackageDescription

// The CarouselKit playground: a local web server (Hummingbird) that runs the real
// CarouselCore engine for a page in the browser. A package of its own, so that apps that
// depend on CarouselKit never pull a web server.
let package = Package(
  name: "Playground",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "playground", targets: ["playground"])
  ],
  dependencies: [
    .package(name: "CarouselKit", path: ".."),
    // The trace sample and the event JSON the `carousel` tool writes (its CarouselTrace library).
    .package(name: "CarouselTools", path: "../Tools"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // Already used by Hummingbird; named for the connection guard (a channel handler).
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
  ],
  targets: [
    // The message protocol, the per-connection session (one CarouselDriver per demo), the
    // Swift code shown in the panel and the page's files: no networking, so tests call it
    // directly.
    .target(
      name: "PlaygroundCore",
      dependencies: [
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "CarouselTrace", package: "CarouselTools"),
        .product(name: "CarouselLayoutDescriptions", package: "CarouselTools"),
      ],
      resources: [.copy("Web")]
    ),
    // glibc's malloc_trim, which Swift's Glibc module does not export (the server returns
    // freed memory to the system once the tabs are gone).
    .target(name: "CAllocator"),
    // The server, built by `buildApplication(_:)`: the page's files, a WebSocket per tab, and
    // the engine worker processes that run the sessions; tested running by Tests/server (pytest),
    // its parts by PlaygroundServerTests (no HummingbirdTesting: its client pulls TLS and HTTP/2).
    .target(
      name: "PlaygroundServer",
      dependencies: [
        "PlaygroundCore",
        "CAllocator",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ]
    ),
    // The command: options, then `buildApplication`, or an engine worker
    // (`playground --engine-worker`, the same executable).
    .executableTarget(
      name: "playground",
      dependencies: [
        "PlaygroundCore",
        "PlaygroundServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "PlaygroundCoreTests",
      dependencies: ["PlaygroundCore", .product(name: "CarouselCore", package: "CarouselKit")]
    ),
    .testTarget(
      name: "PlaygroundServerTests",
      dependencies: [
        "PlaygroundServer",
        "PlaygroundCore",
        // The connection guard's tests run it in an EmbeddedChannel, on a clock they advance.
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

// The CarouselKit playground: a page that runs the real CarouselCore engine in the browser
// (a WebAssembly module), served by a local static web server (Hummingbird). A package of its
// own, so that apps that depend on CarouselKit never pull a web server.
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
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // Already used by Hummingbird; named for the connection guard (a channel handler).
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
  ],
  targets: [
    // The page's files (Web/: HTML, CSS and app.js, the browser front end) and what serving
    // them decides without networking (host policy, rate limiter), so tests call it directly.
    .target(name: "PlaygroundCore", resources: [.copy("Web")]),
    // The page's engine: the demos, their drivers and settings, the recording of the last
    // gesture, and the functions the WebAssembly module exports (`ck_…`). Embedded Swift
    // compiles it for the page (scripts/build-wasm), SwiftPM natively for its tests: no
    // Foundation, no values of protocol type, dynamic casts or key paths.
    .target(
      name: "PlaygroundEngine",
      dependencies: [
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "CarouselTrace", package: "CarouselTools"),
      ]
    ),
    // The static server, built by `buildApplication(_:)`: the page's files and the WebAssembly
    // module (`Site`), behind the connection guard; tested running by Tests/server (pytest),
    // its parts by PlaygroundServerTests (no HummingbirdTesting: its client pulls TLS and HTTP/2).
    .target(
      name: "PlaygroundServer",
      dependencies: [
        "PlaygroundCore",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The command: options, the module (built or given), then `buildApplication` or the export.
    .executableTarget(
      name: "playground",
      dependencies: [
        "PlaygroundCore",
        "PlaygroundServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "PlaygroundEngineTests",
      dependencies: [
        "PlaygroundEngine",
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "CarouselTrace", package: "CarouselTools"),
        // The demos' layout code and flags are checked against the layout descriptions.
        .product(name: "CarouselLayoutDescriptions", package: "CarouselTools"),
      ]
    ),
    .testTarget(name: "PlaygroundCoreTests", dependencies: ["PlaygroundCore"]),
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

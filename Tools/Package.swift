// swift-tools-version: 6.1
import PackageDescription

// The `carousel` command line tool over CarouselCore (simulate a gesture, print a layout,
// render pictures, benchmark). A package of its own, so that apps depending on CarouselKit
// never resolve swift-argument-parser.
let package = Package(
  name: "CarouselTools",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "carousel", targets: ["carousel"]),
    // The trace sample, the event JSON and the replay budget, shared with the playground (which
    // depends on this package by path), so that neither an app nor the core carries them.
    .library(name: "CarouselTrace", targets: ["CarouselTrace"]),
    // What each built-in layout says about itself for the tools (flag names, code-generation
    // hints; its defaults and ranges are the core's constants), shared with the playground.
    .library(name: "CarouselLayoutDescriptions", targets: ["CarouselLayoutDescriptions"]),
  ],
  dependencies: [
    .package(name: "CarouselKit", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    // A recorded gesture's samples (the core's `TouchInput`) and the driver's events, as JSON,
    // and the limits a replayed trace must meet (`ReplayBudget`): no ArgumentParser, no
    // Foundation, and Embedded-compatible (scripts/check-embedded compiles it for WebAssembly,
    // as the playground's page will).
    .target(name: "CarouselTrace", dependencies: [.product(name: "CarouselCore", package: "CarouselKit")]),
    // The layout descriptions (`LayoutDescription`): native only (values of protocol type).
    .target(
      name: "CarouselLayoutDescriptions", dependencies: [.product(name: "CarouselCore", package: "CarouselKit")]),
    // The tool's logic (trace parsing, simulation, JSON), kept in a library so that tests can
    // call it without spawning a process.
    .target(
      name: "CarouselTool",
      dependencies: [
        "CarouselTrace",
        "CarouselLayoutDescriptions",
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "carousel", dependencies: ["CarouselTool"]),
    .testTarget(
      name: "CarouselToolTests",
      dependencies: [
        "CarouselTool",
        "CarouselTrace",
        "CarouselLayoutDescriptions",
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CarouselLayoutDescriptionsTests",
      dependencies: ["CarouselLayoutDescriptions", .product(name: "CarouselCore", package: "CarouselKit")]
    ),
    .testTarget(
      name: "CarouselTraceTests",
      dependencies: ["CarouselTrace", .product(name: "CarouselCore", package: "CarouselKit")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

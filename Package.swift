// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CarouselKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
    .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // Pure Swift: no Foundation, no platform framework, no clock.
    .target(
      name: "CarouselCore",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]
    ),
    // The front ends: every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`,
    // so on Linux they build as empty modules; scripts/typecheck-apple checks them against a
    // stand-in of Apple's API (AppleStandIn/).
    // The spoken strings, one Resources/<language>.lproj/Localizable.strings per language,
    // loaded through Bundle.module (the core has no Foundation, so no resources):
    // Sources/CarouselSwiftUI/Resources is a symlink to the UIKit target's folder, so the files
    // exist once.
    .target(name: "CarouselUIKit", dependencies: ["CarouselCore"], resources: [.process("Resources")]),
    .target(name: "CarouselSwiftUI", dependencies: ["CarouselCore"], resources: [.process("Resources")]),
    .testTarget(
      name: "CarouselCoreTests",
      dependencies: [
        "CarouselCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

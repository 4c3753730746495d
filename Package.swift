// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CarouselKit",
  defaultLocalization: "en",
  // Declared: what is built and checked. iOS 15 (the front ends, type-checked and compiled against
  // Apple's iOS 16.5 and 17.0 SDKs) and macOS 13 (CarouselCore, pure Swift, which the tools and
  // the playground build on; the front ends are empty there). Not declared: tvOS (no
  // DragGesture), watchOS and visionOS, for which nothing has been compiled.
  platforms: [.macOS(.v13), .iOS(.v15)],
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
    // The front ends: every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)
    // && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)`, so on Linux and macOS they
    // build as empty modules (CarouselSwiftUI also elsewhere than iOS, iPadOS and Mac Catalyst);
    // scripts/typecheck-apple checks them against a stand-in of Apple's API (AppleStandIn/).
    // The spoken strings, one Resources/<language>.lproj/Localizable.strings per language,
    // loaded through Bundle.module (the core has no Foundation, so no resources):
    // Sources/CarouselSwiftUI/Resources is a symlink to the UIKit target's folder, so the files
    // exist once.
    //
    // What both front ends use that needs UIKit (the recognisers, the display link, the Core
    // Graphics and Core Animation bridging, the spoken strings' loading from a bundle, whose
    // resources each front end keeps), written once with `package` access: an internal
    // target, no product, which both front ends import (the real-SDK check builds it as a
    // module of its own too).
    .target(name: "CarouselUIKitSupport", dependencies: ["CarouselCore"]),
    .target(
      name: "CarouselUIKit", dependencies: ["CarouselCore", "CarouselUIKitSupport"],
      resources: [.process("Resources")]),
    .target(
      name: "CarouselSwiftUI", dependencies: ["CarouselCore", "CarouselUIKitSupport"],
      resources: [.process("Resources")]),
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

// swift-tools-version: 6.1
// An app package (Xcode: open this folder; Swift Playgrounds on iPad or Mac: open it as an
// app). It builds CarouselKit from this checkout (path ../..), so every screen runs the code
// of the branch it is opened from.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "CarouselKitSwiftUIDemo",
  platforms: [.iOS("15.0")],
  products: [
    .iOSApplication(
      name: "CarouselKit SwiftUI",
      targets: ["AppModule"],
      bundleIdentifier: "org.carouselkit.examples.swiftui",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.orange),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // Info.plist keys the product has no parameter for: CADisableMinimumFrameDurationOnPhone
      // (120 Hz on ProMotion iPhones).
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [
    .package(name: "CarouselKit", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "CarouselCore", package: "CarouselKit"),
        .product(name: "CarouselSwiftUI", package: "CarouselKit"),
      ],
      path: ".",
      exclude: ["AdditionalInfo.plist"]
    )
  ],
  swiftLanguageModes: [.v6]
)

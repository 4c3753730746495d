// swift-tools-version: 6.1
// An app package (Xcode: open this folder; Swift Playgrounds on iPad or Mac: open it as an
// app). It builds CarouselKit from this checkout (path ../..), so every screen runs the code
// of the branch it is opened from.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "CarouselKitUIKitDemo",
  platforms: [.iOS("15.0")],
  products: [
    .iOSApplication(
      name: "CarouselKit UIKit",
      targets: ["AppModule"],
      bundleIdentifier: "org.carouselkit.examples.uikit",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .box),
      accentColor: .presetColor(.blue),
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
        .product(name: "CarouselUIKit", package: "CarouselKit"),
      ],
      path: ".",
      exclude: ["AdditionalInfo.plist"]
    )
  ],
  swiftLanguageModes: [.v6]
)

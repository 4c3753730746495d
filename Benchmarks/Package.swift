// swift-tools-version: 6.1
// The benchmarks of CarouselKit, in a package of their own so that the library does not
// depend on ordo-one/benchmark. Run them with `scripts/bench` from the repository root.
import PackageDescription

let package = Package(
  name: "CarouselKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "CarouselKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The benchmark plugin finds the sources of each benchmark target under Benchmarks/<target>.
    .executableTarget(
      name: "CarouselBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CarouselCore", package: "CarouselKit"),
      ],
      path: "Benchmarks/CarouselBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)

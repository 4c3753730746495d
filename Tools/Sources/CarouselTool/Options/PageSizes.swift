import ArgumentParser
import Foundation

/// A comma-separated list of page lengths in points, for example `300,120,500`.
struct PageSizes: ExpressibleByArgument, Sendable, Equatable {
  var sizes: [Double]
  init(_ sizes: [Double]) { self.sizes = sizes }
  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let sizes = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard !parts.isEmpty, sizes.count == parts.count, sizes.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
    self.sizes = sizes
  }
  var defaultValueDescription: String { sizes.map { JSONWriter.number($0) }.joined(separator: ",") }
}

import ArgumentParser

/// A viewport size written `WIDTHxHEIGHT` in points, for example `375x200`.
struct ViewportSize: ExpressibleByArgument, Sendable, Equatable {
  var width: Double
  var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w > 0, h > 0
    else { return nil }
    self.init(width: w, height: h)
  }

  var defaultValueDescription: String { "\(JSONWriter.number(width))x\(JSONWriter.number(height))" }
}

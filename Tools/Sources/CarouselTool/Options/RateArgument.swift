import ArgumentParser
import CarouselCore

/// A deceleration rate: `normal` (0.998), `fast` (0.99) or a per-millisecond factor.
struct RateArgument: ExpressibleByArgument, Sendable, Equatable {
  var rate: DecelerationRate

  init(_ rate: DecelerationRate) { self.rate = rate }

  init?(argument: String) {
    switch argument.lowercased() {
    case "normal": rate = .normal
    case "fast": rate = .fast
    default:
      guard let value = Double(argument), value.isFinite, DecelerationRate.validRange.contains(value) else {
        return nil
      }
      rate = DecelerationRate(perMillisecond: value)
    }
  }

  var defaultValueDescription: String { String(rate.perMillisecond) }
}

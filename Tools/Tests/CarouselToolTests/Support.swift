@testable import CarouselTool

extension Trace {
  /// The message `json` is refused with as a trace, or `nil` when it is accepted.
  static func refusal(of json: String) -> String? {
    do {
      _ = try Trace(json: json)
      return nil
    } catch {
      return error.message
    }
  }
}

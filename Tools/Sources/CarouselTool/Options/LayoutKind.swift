import ArgumentParser
import CarouselCore
import CarouselLayoutDescriptions

/// The layouts the tool knows: one per ``LayoutDescription`` (its tool name), in the
/// descriptions' order.
struct LayoutKind: RawRepresentable, ExpressibleByArgument, CaseIterable, CustomStringConvertible, Hashable, Sendable {
  let rawValue: String

  init?(rawValue: String) {
    guard LayoutDescription.named(rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  static var allCases: [LayoutKind] { LayoutDescription.all.compactMap { LayoutKind(rawValue: $0.toolName) } }

  /// The layout the tool starts from.
  static let linear = LayoutKind(rawValue: "linear")!
  /// Pages of different sizes (their anchors are stored, so `--count` has a lower limit).
  static let pages = LayoutKind(rawValue: "pages")!
  /// The wheel (`--item-height` must be smaller than its drum's radius).
  static let wheel = LayoutKind(rawValue: "wheel")!

  var description: String { rawValue }

  var defaultValueDescription: String { rawValue }

  /// What the layout says about itself.
  var layoutDescription: LayoutDescription { LayoutDescription.named(rawValue)! }
}

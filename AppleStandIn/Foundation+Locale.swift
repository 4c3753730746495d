// Foundation's Locale, as much as the SwiftUI front end reads (the `locale` environment value).

/// https://developer.apple.com/documentation/foundation/locale (`struct Locale`)
public struct Locale: Hashable, Sendable {
  /// https://developer.apple.com/documentation/foundation/locale/identifier (`var identifier: String { get }`)
  public var identifier: String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/locale/preferredlanguages
  /// (`static var preferredLanguages: [String] { get }`)
  public static var preferredLanguages: [String] { fatalError() }
}

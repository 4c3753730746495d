// Foundation's URL, as much as the banner carousel's image loading names it.

/// https://developer.apple.com/documentation/foundation/url (`struct URL`)
public struct URL: Hashable, Sendable {
  /// https://developer.apple.com/documentation/foundation/url/init(string:)
  public init?(string: String) { fatalError() }
}

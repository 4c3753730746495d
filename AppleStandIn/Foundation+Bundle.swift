// Foundation's Bundle, as much as the front ends use to load CarouselKit's string resources.
// Signatures from <Foundation/NSBundle.h> (iOS 17.0 SDK) as Swift imports them.

/// https://developer.apple.com/documentation/foundation/bundle (`class Bundle`; `NSBundle`)
open class Bundle: NSObject {
  /// https://developer.apple.com/documentation/foundation/bundle/main (`class var main: Bundle { get }`)
  open class var main: Bundle { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/init(path:)
  /// (`-initWithPath:`, `NS_DESIGNATED_INITIALIZER`, nullable: `init?(path: String)`)
  public init?(path: String) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/init(for:)
  /// (`+bundleForClass:`: `convenience init(for aClass: AnyClass)`)
  public convenience init(for aClass: AnyClass) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/path(forresource:oftype:)
  open func path(forResource name: String?, ofType ext: String?) -> String? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)
  open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/localizations (`var localizations: [String] { get }`)
  open var localizations: [String] { fatalError() }
  /// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
  /// (`var preferredLocalizations: [String] { get }`)
  open var preferredLocalizations: [String] { fatalError() }
}

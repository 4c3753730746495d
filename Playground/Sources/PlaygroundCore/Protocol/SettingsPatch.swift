import CarouselCore

/// A partial change of a demo's settings: the fields the page sent.
struct SettingsPatch: Sendable, Hashable {
  var count: Int?
  var isLooping: Bool?
  var snapping: SnapPolicy.Kind?
  var maxItemsPerFling: Int?
  var decelerationRate: Double?
  var springResponse: Double?
  var springDamping: Double?
  var autoplay: Bool?
  var autoplayInterval: Double?

  init() {}

  init(_ reader: FieldReader) throws(ProtocolError) {
    count = try reader.optionalInteger("count", in: 0...DemoSettings.maximumCount)
    isLooping = try reader.optionalBool("isLooping")
    if let name = try reader.optionalString("snapping") {
      guard let snapping = SnapPolicy.Kind(rawValue: name) else {
        throw ProtocolError(.badValue, "unknown settings.snapping \(snippet(name)) (free, nearest, paging)")
      }
      self.snapping = snapping
    }
    maxItemsPerFling = try reader.optionalInteger("maxItemsPerFling", in: 1...DemoSettings.maximumItemsPerFling)
    decelerationRate = try reader.optionalNumber("decelerationRate", in: DecelerationRate.validRange)
    springResponse = try reader.optionalNumber("springResponse", in: Spring.responseRange)
    springDamping = try reader.optionalNumber("springDamping", in: Spring.dampingRatioRange)
    autoplay = try reader.optionalBool("autoplay")
    autoplayInterval = try reader.optionalNumber("autoplayInterval", in: Autoplay.minimumInterval...3600)
  }

  /// The settings with this patch applied.
  func applied(to settings: DemoSettings) -> DemoSettings {
    var result = settings
    if let count { result.count = count }
    if let isLooping { result.isLooping = isLooping }
    if let maxItemsPerFling { result.setMaxItemsPerFling(maxItemsPerFling) }
    if let snapping { result.snapping = snapping }
    if let decelerationRate { result.decelerationRate = decelerationRate }
    if let springResponse { result.springResponse = springResponse }
    if let springDamping { result.springDamping = springDamping }
    if let autoplayInterval { result.setAutoplayInterval(autoplayInterval) }
    if let autoplay { result.autoplay = autoplay }
    result.clamp()
    return result
  }
}

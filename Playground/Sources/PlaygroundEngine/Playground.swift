import CarouselCore
import CarouselTrace

/// The page's carousels and the memory it reads their updates and texts from: what the
/// WebAssembly module's exported functions (``PlaygroundExports``) work on.
///
/// Every call handles one action of one carousel and writes its update to ``buffer``; texts
/// (a demo's description and settings, a trace) go to ``text``. Carousels are numbered by
/// the page (``create(_:viewport:time:)`` returns the number): the page makes one per demo,
/// and one more to replay a trace. O(visible items) per call, whatever the item count.
package struct Playground {
  package private(set) var carousels: [PlaygroundCarousel?] = []
  package var buffer = UpdateBuffer()
  /// The latest text, UTF-8.
  package private(set) var text: [UInt8] = []

  package init() {}

  /// Makes a carousel for a demo at rest on `index` (its default settings, or `settings`), and
  /// writes its first update (a frame at `time`). Returns its number.
  package mutating func create(
    _ kind: DemoKind, viewport: CarouselSize, time: Double, settings: DemoSettings? = nil, index: Int = 0
  ) -> Int {
    var carousel = PlaygroundCarousel(kind: kind, viewport: viewport, time: time, settings: settings, index: index)
    carousel.frame(at: time, into: &buffer)
    if let free = carousels.firstIndex(where: { $0 == nil }) {
      carousels[free] = carousel
      return free
    }
    carousels.append(carousel)
    return carousels.count - 1
  }

  /// Forgets a carousel (its number is reused).
  package mutating func destroy(_ number: Int) {
    guard carousels.indices.contains(number) else { return }
    carousels[number] = nil
  }

  /// The carousel with this number, `nil` for a number that names none.
  package func carousel(_ number: Int) -> PlaygroundCarousel? {
    carousels.indices.contains(number) ? carousels[number] : nil
  }

  /// Runs `body` on a carousel; `false` for a number that names none.
  package mutating func with(
    _ number: Int, _ body: (inout PlaygroundCarousel, inout UpdateBuffer) -> Void
  ) -> Bool {
    guard var carousel = carousel(number) else { return false }
    carousels[number] = nil
    body(&carousel, &buffer)
    carousels[number] = carousel
    return true
  }

  /// Sets ``text``.
  package mutating func setText(_ string: String) { text = Array(string.utf8) }

  /// A carousel's demo and settings as a JSON object: `demo` (its name), `title`,
  /// `summary`, `axis`, `settings` (each panel control's value, by its `data-setting` name)
  /// and `swift` (the code that reproduces it).
  package static func describe(_ carousel: PlaygroundCarousel) -> String {
    let json = TraceJSON.compact
    let settings = carousel.settings
    let values = DemoSettings.Field.allCases.map { field -> (String, String) in
      switch field {
      case .isLooping: return (field.name, settings.isLooping ? "true" : "false")
      case .autoplay: return (field.name, settings.autoplay ? "true" : "false")
      case .snapping: return (field.name, TraceJSON.string(settings.snapping.rawValue))
      default: return (field.name, json.number(settings.value(of: field)))
      }
    }
    return json.object([
      ("demo", TraceJSON.string(carousel.kind.name)), ("title", TraceJSON.string(carousel.kind.title)),
      ("summary", TraceJSON.string(carousel.kind.summary)),
      ("axis", TraceJSON.string(carousel.kind.axis.rawValue)), ("settings", json.object(values)),
      (
        "swift",
        TraceJSON.string(
          SwiftCode.driver(for: carousel.kind, settings: settings, viewport: carousel.viewport))
      ),
    ])
  }

  /// The names the page needs to read the buffers, as a JSON object: `demos` (by number),
  /// `phases` (``UpdateBuffer/Header/phase``), `events` (event kinds, ``UpdateBuffer/Event/kind``),
  /// `logged` (the kinds the event log lists: those `carousel simulate` lists by default),
  /// `settings` (``DemoSettings/Field``, numbered for `configure`), `snapping`, the
  /// lengths `header`, `draw`, `event` and `piece`, and each field's offset by name
  /// (`headerFields`, `drawFields`, `pieceFields`).
  package static func vocabulary() -> String {
    func list(_ names: [String]) -> String { "[" + names.map(TraceJSON.string).joined(separator: ",") + "]" }
    let json = TraceJSON.compact
    return json.object([
      ("demos", list(DemoKind.allCases.map { $0.name })),
      ("phases", list(ScrollEngine.Phase.allCases.map { $0.rawValue })),
      ("events", list(ScrollCallback.Kind.allCases.map { $0.rawValue })),
      ("logged", list(ScrollCallback.Kind.allCases.filter { $0.isGestureOrDisplay }.map { $0.rawValue })),
      ("settings", list(DemoSettings.Field.allCases.map { $0.name })),
      ("snapping", list(DemoSettings.snappingKinds.map { $0.rawValue })),
      ("header", String(UpdateBuffer.headerLength)), ("draw", String(UpdateBuffer.drawLength)),
      ("event", String(UpdateBuffer.eventLength)), ("piece", String(UpdateBuffer.pieceLength)),
      ("headerFields", list(UpdateBuffer.headerNames)),
      ("drawFields", list(UpdateBuffer.drawNames)),
      ("pieceFields", list(UpdateBuffer.pieceNames)),
    ])
  }
}

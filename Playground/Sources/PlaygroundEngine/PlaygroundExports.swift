import CarouselCore

/// The page's one ``Playground``. The WebAssembly module runs on the page's one thread, and
/// the native tests call the exports from one test at a time (`ExportsTests` is
/// serialized).
nonisolated(unsafe) package var playground = Playground()

/// The functions the WebAssembly module exports to `app.js` (C names `ck_…`): each takes
/// numbers, handles one action of one carousel, writes its update to the buffer at
/// ``ck_buffer()`` (``UpdateBuffer``) and returns a small status. Texts (JSON, rare: never
/// per frame) go to ``ck_text()``, and the call returns their length in bytes.
///
/// A carousel number that names none, a phase, arrow or field out of range, are refused
/// with -1 and change nothing; every number is otherwise passed to the core, which clamps
/// what it must (times and coordinates that are not finite included).
package enum PlaygroundExports {
  /// The touch phases, numbered as `ck_touch` takes them.
  static let touchPhases: [TouchEvent.Phase] = [.began, .moved, .ended, .cancelled]
  /// The pointer scroll phases, numbered as `ck_pointer_scroll` takes them.
  static let scrollPhases: [PointerScroll.Phase] = [.possible, .began, .changed, .ended, .cancelled]
  /// The arrows, numbered as `ck_key` takes them.
  static let arrows: [CarouselAccessibility.Arrow] = [.left, .right, .up, .down]
  /// The settings `ck_create_with` reads, one per ``DemoSettings/Field`` in order.
  nonisolated(unsafe) static var input = UnsafeMutableBufferPointer<Double>.allocate(capacity: 16)

  /// Whether `kind` offers the look of `settings` (a demo without looks only look 0).
  static func offers(_ settings: DemoSettings, _ kind: DemoKind) -> Bool {
    settings.look < max(kind.looks.count, 1)
  }

  static func element<T>(_ list: [T], _ number: Int32) -> T? {
    number >= 0 && Int(number) < list.count ? list[Int(number)] : nil
  }

  static func send(_ number: Int32, _ body: (inout PlaygroundCarousel, inout UpdateBuffer) -> Void) -> Int32 {
    playground.with(Int(number), body) ? 1 : -1
  }
}

/// The address of the update buffer (`Float64`s). It moves when the buffer grows: read it
/// after every call.
@_cdecl("ck_buffer") package func ck_buffer() -> UnsafeMutablePointer<Double> { playground.buffer.address }

/// The address of the latest text (UTF-8).
@_cdecl("ck_text") package func ck_text() -> UnsafePointer<UInt8>? {
  playground.text.withUnsafeBufferPointer { $0.baseAddress }
}

/// The address of the settings `ck_create_with` reads (16 `Float64`s).
@_cdecl("ck_input") package func ck_input() -> UnsafeMutablePointer<Double> { PlaygroundExports.input.baseAddress! }

/// Writes the names the page reads the buffers with (``Playground/vocabulary()``); returns
/// the text's length.
@discardableResult @_cdecl("ck_vocabulary") package func ck_vocabulary() -> Int32 {
  playground.setText(Playground.vocabulary())
  return Int32(playground.text.count)
}

/// Makes a demo's carousel with its default settings; returns its number (-1 for an
/// unknown demo).
@discardableResult @_cdecl("ck_create") package func ck_create(
  _ demo: Int32, _ width: Double, _ height: Double, _ time: Double
) -> Int32 {
  guard let kind = DemoKind(rawValue: Int(demo)) else { return -1 }
  return Int32(playground.create(kind, viewport: CarouselSize(width: width, height: height), time: time))
}

/// Makes a demo's carousel with the settings at `ck_input()` (one value per setting, as
/// `ck_configure` takes them), resting on `index`: a trace's replay.
@discardableResult @_cdecl("ck_create_with") package func ck_create_with(
  _ demo: Int32, _ width: Double, _ height: Double, _ time: Double, _ index: Int32
) -> Int32 {
  guard let kind = DemoKind(rawValue: Int(demo)) else { return -1 }
  var settings = kind.defaultSettings
  for field in DemoSettings.Field.allCases {
    guard let set = settings.setting(field, to: PlaygroundExports.input[field.rawValue]) else { return -1 }
    settings = set
  }
  guard PlaygroundExports.offers(settings, kind) else { return -1 }
  return Int32(
    playground.create(
      kind, viewport: CarouselSize(width: width, height: height), time: time, settings: settings,
      index: max(Int(index), 0)))
}

/// Forgets a carousel.
@_cdecl("ck_destroy") package func ck_destroy(_ number: Int32) { playground.destroy(Int(number)) }

/// A pointer: `phase` 0 began, 1 moved, 2 ended, 3 cancelled; (`x`, `y`) in the carousel's
/// viewport, in points; `control` 1 when it went down on a control inside an item.
@discardableResult @_cdecl("ck_touch") package func ck_touch(
  _ number: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double, _ finger: Int32, _ control: Int32
) -> Int32 {
  guard let phase = PlaygroundExports.element(PlaygroundExports.touchPhases, phase) else { return -1 }
  let touch = TouchInput(
    phase, at: CarouselPoint(x: x, y: y), time: time, finger: Int(finger), target: control != 0 ? .control : .content)
  return PlaygroundExports.send(number) { $0.touch(touch, into: &$1) }
}

/// Trackpad or wheel scrolling: `phase` 0 possible, 1 began, 2 changed, 3 ended, 4
/// cancelled; `discrete` 1 for a mouse wheel's notches; the translation since it began.
/// Returns the update's `isHandled` (1 or 0; -1 refused).
@discardableResult @_cdecl("ck_pointer_scroll") package func ck_pointer_scroll(
  _ number: Int32, _ phase: Int32, _ discrete: Int32, _ x: Double, _ y: Double, _ time: Double
) -> Int32 {
  guard let phase = PlaygroundExports.element(PlaygroundExports.scrollPhases, phase) else { return -1 }
  let scroll = PointerScroll(
    phase, kind: discrete != 0 ? .discrete : .continuous, translation: CarouselPoint(x: x, y: y), time: time)
  let sent = PlaygroundExports.send(number) { $0.pointerScroll(scroll, into: &$1) }
  return sent < 0 ? sent : Int32(playground.buffer[.isHandled])
}

/// A display frame at `time`.
@discardableResult @_cdecl("ck_frame") package func ck_frame(_ number: Int32, _ time: Double) -> Int32 {
  PlaygroundExports.send(number) { $0.frame(at: time, into: &$1) }
}

/// An arrow key (0 left, 1 right, 2 up, 3 down); returns whether the carousel took it.
@discardableResult @_cdecl("ck_key") package func ck_key(_ number: Int32, _ arrow: Int32, _ time: Double) -> Int32 {
  guard let arrow = PlaygroundExports.element(PlaygroundExports.arrows, arrow) else { return -1 }
  let sent = PlaygroundExports.send(number) { $0.key(arrow, at: time, into: &$1) }
  return sent < 0 ? sent : Int32(playground.buffer[.isHandled])
}

/// A programmatic scroll to an item.
@discardableResult @_cdecl("ck_scroll") package func ck_scroll(
  _ number: Int32, _ index: Int32, _ animated: Int32, _ time: Double
)
  -> Int32
{
  PlaygroundExports.send(number) { $0.scroll(toIndex: Int(index), animated: animated != 0, at: time, into: &$1) }
}

/// A new viewport, in points.
@discardableResult @_cdecl("ck_resize") package func ck_resize(
  _ number: Int32, _ width: Double, _ height: Double, _ time: Double
)
  -> Int32
{
  PlaygroundExports.send(number) { $0.resize(to: CarouselSize(width: width, height: height), at: time, into: &$1) }
}

/// Sets one panel control (``DemoSettings/Field``, numbered) to `value`: 1 when it changed
/// the settings, 0 when they were already so (nothing is sent), -1 refused (an unknown
/// carousel or field, a value that is not finite or not a snapping number, a look the demo
/// does not have).
@discardableResult @_cdecl("ck_configure") package func ck_configure(
  _ number: Int32, _ field: Int32, _ value: Double, _ time: Double
)
  -> Int32
{
  guard let field = DemoSettings.Field(rawValue: Int(field)), let carousel = playground.carousel(Int(number)) else {
    return -1
  }
  guard let new = carousel.settings.setting(field, to: value), PlaygroundExports.offers(new, carousel.kind) else {
    return -1
  }
  guard new != carousel.settings else { return 0 }
  return PlaygroundExports.send(number) { $0.configure(new, at: time, into: &$1) }
}

/// Writes a carousel's description and settings (``Playground/describe(_:)``); returns the
/// text's length (-1 for an unknown carousel).
@discardableResult @_cdecl("ck_describe") package func ck_describe(_ number: Int32) -> Int32 {
  guard let carousel = playground.carousel(Int(number)) else { return -1 }
  playground.setText(Playground.describe(carousel))
  return Int32(playground.text.count)
}

/// Writes a carousel's last gesture as a trace (``PlaygroundCarousel/traceJSON()``);
/// returns the text's length (-1 for an unknown carousel).
@discardableResult @_cdecl("ck_trace") package func ck_trace(_ number: Int32) -> Int32 {
  guard let carousel = playground.carousel(Int(number)) else { return -1 }
  playground.setText(carousel.traceJSON())
  return Int32(playground.text.count)
}

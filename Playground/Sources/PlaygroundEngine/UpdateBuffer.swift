import CarouselCore

/// The memory the page reads an update from: one list of `Float64`s, written by
/// ``write(_:demo:state:configuration:)`` after every call of the WebAssembly interface and
/// read by `app.js` through a `Float64Array` on the module's memory (no text, no
/// allocation once the buffer has grown to its largest update).
///
/// Layout (every value a `Double`; a missing index is -1, a missing number NaN; the
/// viewport, `width` and `height`, is the configuration as the page sent it):
///
/// - a header of ``headerLength`` values, at the offsets of ``Header``;
/// - ``Header/drawCount`` draws of ``drawLength`` values each (``Draw``): the update's slot
///   commands in the driver's order, each with the attributes of the item it shows;
/// - ``Header/eventCount`` events of ``eventLength`` values each (``Event``): the callbacks of
///   the update in their one order (``ScrollEvents/forEachCallback(_:)``), every kind;
/// - ``Header/pieceCount`` pieces of ``pieceLength`` values each (``Piece``): the pieces of the
///   sliced items the draws show (``ItemAttributes/pieces``, ``CarouselLayout/piece(_:of:)``),
///   each draw's from its ``Draw/pieceStart`` on, in the piece order.
package struct UpdateBuffer {
  /// The header's offsets.
  package enum Header: Int, CaseIterable {
    case demo, count, phase, offset, unwrappedOffset, velocity, currentIndex, destinationIndex, time, isTouchDown
    case isDragging, isHandled, slotCount, drawCount, eventCount, width, height, axis, perspective, schedule
    case wakeTime, progress, clicks, pieceCount
  }
  /// A draw's offsets: the slot, the command (0 hide, 1 show, 2 show an item newly assigned
  /// to the slot), then the item's attributes (``ItemAttributes``), its 3D transform (16
  /// values in CSS `matrix3d` order, `m11` first, or NaN), its wheel arc (or NaN) and its
  /// effects (``ItemEffects``: blur radius, shadow opacity, radius and offset, in points; 0
  /// without), which the page draws as CSS `filter: blur()` and `box-shadow`, and its pieces:
  /// the first's place in the piece list and their number (-1 and 0 for an item drawn whole).
  package enum Draw: Int, CaseIterable {
    case slot, command, index, position, copy, centerX, centerY, width, height, scale, rotation, zIndex, alpha
    case m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44
    case arcAngle, arcInnerRadius, arcOuterRadius
    case blurRadius, shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY
    case pieceStart, pieceCount
  }
  /// A piece's offsets (``ItemPiece``, in the item's own coordinates, points): its rectangle
  /// in the item (`minX`, `minY`, `width`, `height`), its centre as drawn (``ItemPiece/center``),
  /// its scales about that centre, its opacity and its corner radius.
  package enum Piece: Int, CaseIterable {
    case minX, minY, width, height, centerX, centerY, scaleX, scaleY, alpha, cornerRadius
  }
  /// An event's offsets: its kind (its place in `ScrollCallback.Kind.allCases`), index, copy
  /// (-1 when the kind has none) and value (progress; NaN otherwise).
  package enum Event: Int, CaseIterable {
    case kind, index, copy, value
  }
  /// The names of ``Header``'s cases, in order, for the page (Embedded Swift cannot print a
  /// case's name; a test checks these against the cases).
  package static let headerNames = [
    "demo", "count", "phase", "offset", "unwrappedOffset", "velocity", "currentIndex", "destinationIndex", "time",
    "isTouchDown", "isDragging", "isHandled", "slotCount", "drawCount", "eventCount", "width", "height", "axis",
    "perspective", "schedule", "wakeTime", "progress", "clicks", "pieceCount",
  ]
  /// The names of ``Draw``'s cases, in order.
  package static let drawNames = [
    "slot", "command", "index", "position", "copy", "centerX", "centerY", "width", "height", "scale", "rotation",
    "zIndex", "alpha", "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41",
    "m42", "m43", "m44", "arcAngle", "arcInnerRadius", "arcOuterRadius", "blurRadius", "shadowOpacity", "shadowRadius",
    "shadowOffsetX", "shadowOffsetY", "pieceStart", "pieceCount",
  ]
  /// The names of ``Piece``'s cases, in order.
  package static let pieceNames = [
    "minX", "minY", "width", "height", "centerX", "centerY", "scaleX", "scaleY", "alpha", "cornerRadius",
  ]
  package static let headerLength = Header.allCases.count
  package static let drawLength = Draw.allCases.count
  package static let eventLength = Event.allCases.count
  package static let pieceLength = Piece.allCases.count

  /// The values: the latest update's header, draws and events, then what earlier, longer
  /// updates left.
  package private(set) var values: UnsafeMutableBufferPointer<Double>

  package init() {
    values = .allocate(capacity: 1024)
    values.initialize(repeating: 0)
  }

  /// Where the values start, for the page.
  package var address: UnsafeMutablePointer<Double> { values.baseAddress! }

  package subscript(header: Header) -> Double { values[header.rawValue] }

  /// Grows the buffer to hold `needed` values (doubling; the old values are kept).
  private mutating func reserve(_ needed: Int) {
    guard needed > values.count else { return }
    var capacity = values.count
    while capacity < needed { capacity *= 2 }
    let grown = UnsafeMutableBufferPointer<Double>.allocate(capacity: capacity)
    grown.initialize(repeating: 0)
    _ = grown.update(fromContentsOf: values)
    values.deallocate()
    values = grown
  }

  private mutating func put(_ header: Header, _ value: Double) { values[header.rawValue] = value }

  /// Writes one update of a demo (its state after the update, and its configuration).
  package mutating func write(
    _ update: CarouselUpdate, demo: Int, state: CarouselState, configuration: CarouselConfiguration<AnyCarouselLayout>
  ) {
    var events = 0
    update.events.forEachCallback { _ in events += 1 }
    let draws = update.frame.draws.count
    var pieces = 0
    for draw in update.frame.draws { pieces += update.frame.attributes(of: draw)?.pieces?.count ?? 0 }
    reserve(
      Self.headerLength + draws * Self.drawLength + events * Self.eventLength + pieces * Self.pieceLength)
    put(.demo, Double(demo))
    put(.count, Double(state.count))
    put(.phase, Double(ScrollEngine.Phase.allCases.firstIndex(of: state.phase) ?? 0))
    put(.offset, state.offset)
    put(.unwrappedOffset, state.unwrappedOffset)
    put(.velocity, state.velocity)
    put(.currentIndex, Double(state.currentIndex ?? -1))
    put(.destinationIndex, Double(state.destinationIndex ?? -1))
    put(.time, state.time)
    put(.isTouchDown, state.isTouchDown ? 1 : 0)
    put(.isDragging, state.isDragging ? 1 : 0)
    put(.isHandled, update.isHandled ? 1 : 0)
    put(.slotCount, Double(update.frame.slotCount))
    put(.drawCount, Double(draws))
    put(.eventCount, Double(events))
    put(.width, configuration.viewport.width)
    put(.height, configuration.viewport.height)
    put(.axis, configuration.layout.axis == .horizontal ? 0 : 1)
    put(.perspective, configuration.layout.perspective ?? .nan)
    switch update.schedule {
    case .displayLink:
      put(.schedule, 0)
      put(.wakeTime, .nan)
    case .wake(let time):
      put(.schedule, 1)
      put(.wakeTime, time)
    case .idle:
      put(.schedule, 2)
      put(.wakeTime, .nan)
    }
    put(.progress, state.progress ?? .nan)
    put(.clicks, Double(update.feedback.clicks))
    put(.pieceCount, Double(pieces))
    var at = Self.headerLength
    // The pieces after the events: the first piece's offset, and the next piece's number.
    let piecesStart = Self.headerLength + draws * Self.drawLength + events * Self.eventLength
    var piece = 0
    for draw in update.frame.draws {
      writeDraw(
        draw, attributes: update.frame.attributes(of: draw), layout: configuration.layout, at: at,
        pieces: piecesStart, next: &piece)
      at += Self.drawLength
    }
    update.events.forEachCallback { callback in
      values[at + Event.kind.rawValue] = Double(ScrollCallback.Kind.allCases.firstIndex(of: callback.kind) ?? 0)
      values[at + Event.index.rawValue] = Double(callback.index ?? -1)
      values[at + Event.copy.rawValue] = Double(callback.copy ?? -1)
      if case .progress(let value) = callback {
        values[at + Event.value.rawValue] = value
      } else {
        values[at + Event.value.rawValue] = .nan
      }
      at += Self.eventLength
    }
  }

  /// Writes one draw at `start`, and its item's pieces (if sliced) as pieces `next`… of the
  /// piece list that starts at `pieces`, advancing `next`.
  private mutating func writeDraw(
    _ draw: SlotDraw, attributes: ItemAttributes?, layout: AnyCarouselLayout, at start: Int, pieces: Int,
    next: inout Int
  ) {
    func put(_ field: Draw, _ value: Double) { values[start + field.rawValue] = value }
    put(.slot, Double(draw.slot))
    put(.command, attributes == nil ? 0 : (draw.isAssigned ? 2 : 1))
    put(.copy, Double(draw.copy?.copy ?? 0))
    guard let item = attributes else {
      for field in Draw.allCases where field.rawValue > Draw.copy.rawValue { put(field, .nan) }
      put(.index, -1)
      put(.position, -1)
      return
    }
    put(.index, Double(item.index))
    put(.position, Double(item.position))
    put(.centerX, item.center.x)
    put(.centerY, item.center.y)
    put(.width, item.size.width)
    put(.height, item.size.height)
    put(.scale, item.scale)
    put(.rotation, item.rotation)
    put(.zIndex, item.zIndex)
    put(.alpha, item.alpha)
    // Row order, as `CATransform3D`'s fields (`Transform3D.entries`, without its array).
    let m = item.transform
    put(.m11, m?.m11 ?? .nan)
    put(.m12, m?.m12 ?? .nan)
    put(.m13, m?.m13 ?? .nan)
    put(.m14, m?.m14 ?? .nan)
    put(.m21, m?.m21 ?? .nan)
    put(.m22, m?.m22 ?? .nan)
    put(.m23, m?.m23 ?? .nan)
    put(.m24, m?.m24 ?? .nan)
    put(.m31, m?.m31 ?? .nan)
    put(.m32, m?.m32 ?? .nan)
    put(.m33, m?.m33 ?? .nan)
    put(.m34, m?.m34 ?? .nan)
    put(.m41, m?.m41 ?? .nan)
    put(.m42, m?.m42 ?? .nan)
    put(.m43, m?.m43 ?? .nan)
    put(.m44, m?.m44 ?? .nan)
    put(.arcAngle, item.arc?.angle ?? .nan)
    put(.arcInnerRadius, item.arc?.innerRadius ?? .nan)
    put(.arcOuterRadius, item.arc?.outerRadius ?? .nan)
    put(.blurRadius, item.effects.blurRadius)
    put(.shadowOpacity, item.effects.shadowOpacity)
    put(.shadowRadius, item.effects.shadowRadius)
    put(.shadowOffsetX, item.effects.shadowOffsetX)
    put(.shadowOffsetY, item.effects.shadowOffsetY)
    let count = item.pieces?.count ?? 0
    put(.pieceStart, count == 0 ? -1 : Double(next))
    put(.pieceCount, Double(count))
    for index in 0..<count {
      let at = pieces + next * Self.pieceLength
      next += 1
      func put(_ field: Piece, _ value: Double) { values[at + field.rawValue] = value }
      guard let piece = layout.piece(index, of: item) else {
        for field in Piece.allCases { put(field, 0) }
        continue
      }
      let center = piece.center
      put(.minX, piece.frame.minX)
      put(.minY, piece.frame.minY)
      put(.width, piece.frame.maxX - piece.frame.minX)
      put(.height, piece.frame.maxY - piece.frame.minY)
      put(.centerX, center.x)
      put(.centerY, center.y)
      put(.scaleX, piece.scaleX)
      put(.scaleY, piece.scaleY)
      put(.alpha, piece.alpha)
      put(.cornerRadius, piece.cornerRadius)
    }
  }
}

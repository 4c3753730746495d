import ArgumentParser
import CarouselCore

/// `carousel layout`: the visible items of a layout at an offset.
struct LayoutCommand: ParsableCommand, OffsetCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the attributes of the items a layout shows at an offset.",
    discussion: """
      With --json: {"contentLength": number or null, "perspective": number or null, "items": \
      [{"index", "position", "center": [x, y], "size": [w, h], "scale", "rotation", "zIndex", \
      "alpha", ...extras}]}, every item whose drawn frame meets the viewport, in ascending \
      position. Wheel items add "angle", "innerRadius", "outerRadius"; 3D items add \
      "transform3D" (16 numbers, Core Animation's m11…m44).
      """)

  @OptionGroup var geometry: LayoutOptions
  @OptionGroup var query: OffsetQuery

  func run() throws {
    let layout = geometry.carouselLayout
    var items: [ItemAttributes] = []
    layout.visibleItems(
      offset: offset, count: geometry.count, viewport: geometry.size, isLooping: geometry.loop, into: &items)
    let contentLength = geometry.loop ? nil : layout.contentLength(count: geometry.count, viewport: geometry.size)
    guard contentLength?.isFinite ?? true, layout.perspective?.isFinite ?? true, items.allSatisfy(\.isFinite) else {
      throw ToolError("--offset \(offset): the layout gave a number that is not finite; nothing is printed")
    }
    if json {
      StandardOutput.write(
        JSONWriter.object([
          ("contentLength", contentLength.map(JSONWriter.number) ?? "null"),
          ("perspective", layout.perspective.map(JSONWriter.number) ?? "null"),
          ("items", JSONWriter.array(items.map(Self.json), multiline: true)),
        ]))
      return
    }
    StandardOutput.write(
      "\(geometry.layout.rawValue), \(geometry.count) items, offset \(fmt(offset, 2)) pt, content \(contentLength.map { fmt($0, 1) + " pt" } ?? "endless")"
    )
    StandardOutput.write(
      "index".leftPad(6) + "position".leftPad(10) + "center".leftPad(20) + "size".leftPad(18) + "scale".leftPad(8)
        + "rotation".leftPad(10) + "z".leftPad(7))
    for item in items {
      StandardOutput.write(
        String(item.index).leftPad(6) + String(item.position).leftPad(10)
          + "(\(fmt(item.center.x, 1)), \(fmt(item.center.y, 1)))".leftPad(20)
          + "\(fmt(item.size.width, 1))×\(fmt(item.size.height, 1))".leftPad(18) + fmt(item.scale, 3).leftPad(8)
          + fmt(item.rotation, 3).leftPad(10) + fmt(item.zIndex, 1).leftPad(7))
    }
  }

  static func json(_ item: ItemAttributes) -> String {
    var members: [(String, String)] = [
      ("index", String(item.index)),
      ("position", String(item.position)),
      ("center", JSONWriter.array([JSONWriter.number(item.center.x), JSONWriter.number(item.center.y)])),
      ("size", JSONWriter.array([JSONWriter.number(item.size.width), JSONWriter.number(item.size.height)])),
      ("scale", JSONWriter.number(item.scale)),
      ("rotation", JSONWriter.number(item.rotation)),
      ("zIndex", JSONWriter.number(item.zIndex)),
      ("alpha", JSONWriter.number(item.alpha)),
    ]
    if let arc = item.arc {
      members.append(("angle", JSONWriter.number(arc.angle)))
      members.append(("innerRadius", JSONWriter.number(arc.innerRadius)))
      members.append(("outerRadius", JSONWriter.number(arc.outerRadius)))
    }
    if let transform = item.transform {
      members.append(("transform3D", JSONWriter.array(transform.entries.map(JSONWriter.number))))
    }
    return JSONWriter.object(members)
  }
}

extension ItemAttributes {
  /// Whether every number the JSON output writes for the item is finite.
  var isFinite: Bool {
    let numbers = [center.x, center.y, size.width, size.height, scale, rotation, zIndex, alpha]
    let arcNumbers = arc.map { [$0.angle, $0.innerRadius, $0.outerRadius] } ?? []
    return (numbers + arcNumbers + (transform?.entries ?? [])).allSatisfy(\.isFinite)
  }
}

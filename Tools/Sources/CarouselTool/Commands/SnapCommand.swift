import ArgumentParser
import CarouselCore

/// `carousel snap`: the anchor a layout snaps a proposed resting offset to.
struct SnapCommand: ParsableCommand, OffsetCommand {
  static let configuration = CommandConfiguration(
    commandName: "snap",
    abstract: "Print the anchor a proposed resting offset snaps to, as targetContentOffset does.",
    discussion: "With --json: {\"offset\": number, \"index\": number} (or null values with no items).")

  @OptionGroup var geometry: LayoutOptions
  @OptionGroup var query: OffsetQuery

  func run() throws {
    let layout = geometry.carouselLayout
    let snapped = layout.snap(offset: offset, count: geometry.count, viewport: geometry.size, isLooping: geometry.loop)
    let index = snapped.map { TrackPosition.index(of: $0.position, count: geometry.count) }
    guard snapped?.offset.isFinite ?? true else {
      throw ToolError("--offset \(offset): the snapped offset is not a finite number; nothing is printed")
    }
    if json {
      StandardOutput.write(
        JSONWriter.object([
          ("offset", snapped.map { JSONWriter.number($0.offset) } ?? "null"), ("index", JSONWriter.optional(index)),
        ]))
    } else if let snapped, let index {
      StandardOutput.write("offset \(fmt(offset, 2)) snaps to \(fmt(snapped.offset, 2)) (item \(index))")
    } else {
      StandardOutput.write("no items: nothing to snap to")
    }
  }
}

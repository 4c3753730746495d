/// A command over one layout at one offset (`layout`, `snap`): the layout's flags, the offset
/// and the output format, read the same way by both.
protocol OffsetCommand {
  /// The layout, viewport, count and looping flags.
  var geometry: LayoutOptions { get }
  /// The offset asked about and `--json`.
  var query: OffsetQuery { get }
}

extension OffsetCommand {
  /// The offset asked about, in points.
  var offset: Double { query.offset }
  /// Whether to print JSON (the documented contract) instead of text.
  var json: Bool { query.json }
}

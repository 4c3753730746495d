import CarouselCore

/// The values of a built-in layout's parameters, by label: what a ``LayoutDescription`` reads
/// from a layout and builds one from. Starts from the description's defaults.
public struct LayoutValues: Sendable, Hashable {
  private var values: [String: LayoutValue]

  init(_ values: [String: LayoutValue]) { self.values = values }

  /// The value of the parameter with this label (``LayoutValue/absent`` if there is none).
  public subscript(label: String) -> LayoutValue {
    get { values[label] ?? .absent }
    set { values[label] = newValue }
  }

  // The typed reads the descriptions' builders use; ``LayoutDescription/make(_:)`` has
  // checked every value against its parameter's kind first.

  func number(_ label: String) -> Double { self[label].number ?? 0 }

  func optionalNumber(_ label: String) -> Double? { self[label].number }

  func integer(_ label: String) -> Int { self[label].integer ?? 0 }

  func itemSize(_ label: String) -> LinearLayout.ItemSize {
    if case .itemSize(let size) = self[label] { return size }
    return .inset(0)
  }

  func axis(_ label: String) -> ScrollAxis {
    if case .axis(let axis) = self[label] { return axis }
    return .horizontal
  }

  func alignment(_ label: String) -> SnapAnchors.Alignment {
    if case .alignment(let alignment) = self[label] { return alignment }
    return .leading
  }

  func boolean(_ label: String) -> Bool {
    if case .boolean(let value) = self[label] { return value }
    return false
  }

  func choice(_ label: String) -> String {
    if case .choice(let name) = self[label] { return name }
    return ""
  }

  func sizes(_ label: String) -> [Double] {
    if case .sizes(let sizes) = self[label] { return sizes }
    return []
  }
}

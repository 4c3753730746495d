@_spi(Rendering) import CarouselCore
import Foundation

/// Draws layout frames as SVG: the viewport, and every visible item as the front end would
/// show it (scaled and rotated rectangles, the wheel's arc-shaped sectors, 3D items projected
/// with the layout's perspective, sliced items piece by piece), in z order, labelled with its
/// index, with the blur and shadow the layout asks for (``ItemEffects``) as SVG filters.
enum SVGRenderer {
  static let margin = 24.0

  /// One frame as an SVG group placed at (x, y).
  static func frame(
    items: [ItemAttributes], layout: any CarouselLayout, viewport: CarouselSize, x: Double, y: Double, caption: String?,
    id: Int = 0
  ) -> String {
    var out = "<g transform=\"translate(\(n(x)) \(n(y)))\">\n"
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" fill=\"#f4f5f7\" stroke=\"#9aa0a6\"/>\n"
    out +=
      "<clipPath id=\"clip\(id)\"><rect width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\"/></clipPath>\n"
    out += "<g clip-path=\"url(#clip\(id))\">\n"
    for item in items.sorted(by: { $0.zIndex < $1.zIndex }) {
      let filter = effectsFilter(item.effects, id: "fx\(id)_\(item.position)")
      if let filter { out += filter.definition + "<g filter=\"url(#\(filter.id))\">" }
      out += shape(item, layout: layout, viewport: viewport)
      if filter != nil { out += "</g>\n" }
    }
    out += "</g>\n"
    out +=
      "<line x1=\"\(n(viewport.width / 2))\" y1=\"-6\" x2=\"\(n(viewport.width / 2))\" y2=\"0\" stroke=\"#d93025\" stroke-width=\"2\"/>\n"
    if let caption {
      out +=
        "<text x=\"0\" y=\"\(n(viewport.height + 16))\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#3c4043\">\(escape(caption))</text>\n"
    }
    return out + "</g>\n"
  }

  /// A whole document of `width` × `height` around `body`.
  static func document(width: Double, height: Double, body: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
    <rect width="100%" height="100%" fill="white"/>
    \(body)</svg>

    """
  }

  static func color(_ index: Int) -> String {
    "hsl(\((index * 67) % 360), 62%, 58%)"
  }

  /// The SVG filter for an item's effects, `nil` without any: a Gaussian blur of standard
  /// deviation ``ItemEffects/blurRadius`` (as CSS `blur()`), then a black drop shadow offset by
  /// the shadow's offset, of standard deviation ``ItemEffects/shadowRadius`` (a reading of
  /// `CALayer.shadowRadius` as the blur's standard deviation; Apple does not document its
  /// kernel) and opacity ``ItemEffects/shadowOpacity``.
  static func effectsFilter(_ effects: ItemEffects, id: String) -> (id: String, definition: String)? {
    guard effects.hasBlur || effects.hasShadow else { return nil }
    var out = "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
    if effects.hasBlur { out += "<feGaussianBlur stdDeviation=\"\(n(effects.blurRadius))\"/>" }
    if effects.hasShadow {
      out +=
        "<feDropShadow dx=\"\(n(effects.shadowOffsetX))\" dy=\"\(n(effects.shadowOffsetY))\" stdDeviation=\"\(n(effects.shadowRadius))\" flood-color=\"black\" flood-opacity=\"\(n(effects.shadowOpacity))\"/>"
    }
    return (id, out + "</filter>\n")
  }

  /// A sliced item's pieces (``CarouselLayout/piece(_:of:)``), in the item's group (origin at
  /// its centre): each piece's rectangle moved and scaled about its own centre, faded and
  /// rounded as the layout says.
  static func pieces(_ item: ItemAttributes, layout: any CarouselLayout, fill color: String) -> String {
    guard let pieces = item.pieces else { return "" }
    var out = ""
    for index in 0..<pieces.count {
      guard let piece = layout.piece(index, of: item) else { continue }
      let w = piece.frame.maxX - piece.frame.minX
      let h = piece.frame.maxY - piece.frame.minY
      let cx = (piece.frame.minX + piece.frame.maxX) / 2 - item.size.width / 2 + piece.translationX
      let cy = (piece.frame.minY + piece.frame.maxY) / 2 - item.size.height / 2 + piece.translationY
      out +=
        "<g transform=\"translate(\(n(cx)) \(n(cy))) scale(\(n(piece.scaleX)) \(n(piece.scaleY)))\"><rect x=\"\(n(-w / 2))\" y=\"\(n(-h / 2))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(piece.cornerRadius))\" fill=\"\(color)\" fill-opacity=\"\(n(item.alpha * piece.alpha))\"/></g>"
    }
    return out
  }

  static func shape(_ item: ItemAttributes, layout: any CarouselLayout, viewport: CarouselSize) -> String {
    let label =
      "<text x=\"0\" y=\"0\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\"\(n(min(28, item.size.height / 3)))\" font-weight=\"bold\" fill=\"white\">\(item.index)</text>"
    let fill = "fill=\"\(color(item.index))\" fill-opacity=\"\(n(item.alpha))\" stroke=\"white\" stroke-width=\"1\""
    if item.transform != nil {
      // 3D: the four corners as drawn, projected with the layout's perspective.
      let corners = item.drawnCorners(perspective: layout.perspective, viewport: viewport)
      let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      let cx = corners.map(\.x).reduce(0, +) / 4
      let cy = corners.map(\.y).reduce(0, +) / 4
      return "<polygon points=\"\(points)\" \(fill)/>\n<g transform=\"translate(\(n(cx)) \(n(cy)))\">\(label)</g>\n"
    }
    let degrees = item.rotation * 180 / Double.pi
    var out =
      "<g transform=\"translate(\(n(item.center.x)) \(n(item.center.y))) rotate(\(n(degrees))) scale(\(n(item.scale)))\">"
    if let arc = item.arc {
      // The core's outline (the article's mask), moved from the item's top-leading corner to
      // its centre, where this group's origin is.
      let outline = arc.outline(itemWidth: item.size.width)
      let cx = outline.center.x - item.size.width / 2
      let cy = outline.center.y - item.size.height / 2
      func point(_ r: Double, _ angle: Double) -> String {
        "\(n(cx + r * cos(angle))),\(n(cy + r * sin(angle)))"
      }
      let (outer, inner) = (outline.outerRadius, outline.innerRadius)
      let (start, end) = (outline.outerStartAngle, outline.outerEndAngle)
      out +=
        "<path d=\"M \(point(outer, start)) A \(n(outer)) \(n(outer)) 0 0 1 \(point(outer, end)) "
      out +=
        "L \(point(inner, end)) A \(n(inner)) \(n(inner)) 0 0 0 \(point(inner, start)) Z\" \(fill)/>"
    } else if item.pieces != nil {
      out += pieces(item, layout: layout, fill: color(item.index))
    } else {
      out +=
        "<rect x=\"\(n(-item.size.width / 2))\" y=\"\(n(-item.size.height / 2))\" width=\"\(n(item.size.width))\" height=\"\(n(item.size.height))\" rx=\"8\" \(fill)/>"
    }
    return out + label + "</g>\n"
  }

  /// A coordinate rounded to hundredths, without a fraction when it is whole. Values beyond
  /// ±1e15 are written in Swift's shortest form (no `Int` conversion can overflow); values
  /// that are not finite as 0.
  static func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}

@_spi(Rendering) import CarouselCore
import Foundation

/// Draws layout frames as SVG: the viewport, and every visible item as the front end would
/// show it (scaled and rotated rectangles, the wheel's arc-shaped sectors, 3D items projected
/// with the layout's perspective), in z order, labelled with its index.
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
      out += shape(item, layout: layout, viewport: viewport)
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

import UIKit

/// Pictures drawn in code (a gradient and an SF Symbol), so that the app needs no assets.
enum Artwork {
  /// A picture of `size` points: a diagonal gradient between two colours with a symbol in the
  /// middle, `symbolScale` of the shorter side.
  @MainActor
  static func image(
    symbolName: String, colors: (UIColor, UIColor), size: CGSize, symbolScale: CGFloat = 0.4
  ) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: size)
    return renderer.image { context in
      let cgColors = [colors.0.cgColor, colors.1.cgColor] as CFArray
      if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: cgColors, locations: [0, 1]) {
        context.cgContext.drawLinearGradient(
          gradient, start: .zero, end: CGPoint(x: size.width, y: size.height), options: [])
      }
      let side = min(size.width, size.height) * symbolScale
      let configuration = UIImage.SymbolConfiguration(pointSize: side, weight: .regular)
      if let symbol = UIImage(systemName: symbolName, withConfiguration: configuration)?
        .withTintColor(.white.withAlphaComponent(0.9), renderingMode: .alwaysOriginal)
      {
        let origin = CGPoint(x: (size.width - symbol.size.width) / 2, y: (size.height - symbol.size.height) / 2)
        symbol.draw(at: origin)
      }
    }
  }
}

/// A view whose background is a diagonal gradient.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var colors: (UIColor, UIColor) = (.systemBlue, .systemTeal) {
    didSet { updateColors() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    if let gradient = layer as? CAGradientLayer {
      gradient.startPoint = CGPoint(x: 0, y: 0)
      gradient.endPoint = CGPoint(x: 1, y: 1)
    }
    updateColors()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  private func updateColors() {
    (layer as? CAGradientLayer)?.colors = [colors.0.cgColor, colors.1.cgColor]
  }
}

extension UIView {
  /// Makes the view a card: rounded corners (continuous curve) that clip its content, and
  /// `background` (a gradient) filling it behind everything added after.
  func fillAsCard(with background: UIView, cornerRadius: CGFloat) {
    layer.cornerRadius = cornerRadius
    layer.cornerCurve = .continuous
    clipsToBounds = true
    addSubview(background)
    background.pin(to: self)
  }

  /// Pins the view's edges to `other`'s, with an inset.
  func pin(to other: UIView, inset: CGFloat = 0) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
      trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ])
  }

  /// Pins the view's edges to a layout guide (the safe area, the readable width).
  func pin(to guide: UILayoutGuide) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      topAnchor.constraint(equalTo: guide.topAnchor),
      bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }
}

// App-side declarations the README's UIKit examples use: scripts/readme-snippets puts this file
// beside each example that imports CarouselUIKit, and both checks (scripts/typecheck-apple
// against the stand-in, ../shared/ios-sdk/check against Apple's SDKs) compile them together as
// one module, parsed as a library. Not part of CarouselKit.
import CarouselCore
import CarouselUIKit
import UIKit

/// A banner card: its title, and a video that plays while it is on screen.
final class CardView: UIView, CarouselItemView {
  private let titleLabel = UILabel()
  private(set) var isPlayingVideo = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.numberOfLines = 0
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds
  }

  func configure(with title: String) {
    titleLabel.text = title
  }

  func startVideo() {
    isPlayingVideo = true
  }

  func stopVideo() {
    isPlayingVideo = false
  }

  func prepareForCarouselReuse() {
    stopVideo()
  }
}

/// A full-screen page showing a picture.
final class PageView: UIImageView, CarouselItemView {}

/// A collection view cell with a title.
final class TitleCell: UICollectionViewCell {
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the cell is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds
  }

  func configure(with title: String) {
    titleLabel.text = title
  }
}

/// A cell of the wheel: a label in its content view; the cell masks itself to its arc.
final class DayCell: WheelCell {
  private let dayLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(dayLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the cell is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    dayLabel.frame = contentView.bounds
  }

  func configure(day: String) {
    dayLabel.text = day
  }
}

/// A sector of a `CarouselView` wheel: a label; the view masks itself to its arc.
final class DaySectorView: WheelItemView {
  private let dayLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(dayLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    dayLabel.frame = bounds
  }

  func configure(day: String) {
    dayLabel.text = day
  }
}

struct Card { let title: String }
let titles = ["Summer sale", "New arrivals", "Gift cards"]
let cards = [Card(title: "A"), Card(title: "B")]
let days = ["Mon", "Tue", "Wed"]
let photos = ["a.jpg", "b.jpg"]
@MainActor let pageControl = UIPageControl()
@MainActor let tableView = UITableView()
@MainActor func pick(_ card: Card) { print("picked", card.title) }

/// The app's own image loading (a URLSession and a cache, say).
@MainActor final class ImageCache {
  static let shared = ImageCache()
  func load(_ url: URL, completion: @escaping @MainActor (UIImage?) -> Void) { completion(nil) }
  func prefetch(_ urls: [URL]) {}
}
@MainActor func addToCart(_ index: Int) { print("added item", index, "to the cart") }
let isEditing = false
struct Product {
  let name: String
  var price = "49 €"
}
let products = [Product(name: "Lamp"), Product(name: "Chair")]

/// A product card: labels for the name and the price, and an "Add to cart" button.
final class ProductCardView: UIView {
  private let nameLabel = UILabel()
  private let priceLabel = UILabel()
  private let addButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addButton.setTitle("Add to cart", for: .normal)
    for subview in [nameLabel, priceLabel, addButton] { addSubview(subview) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let third = bounds.height / 3
    nameLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: third)
    priceLabel.frame = CGRect(x: 16, y: third, width: bounds.width - 32, height: third)
    addButton.frame = CGRect(x: 16, y: 2 * third, width: bounds.width - 32, height: third)
  }

  func configure(with product: Product) {
    nameLabel.text = product.name
    priceLabel.text = product.price
  }
}

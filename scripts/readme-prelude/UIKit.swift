// App-side declarations the README's UIKit examples use (scripts/typecheck-apple compiles each
// example that imports CarouselUIKit together with this file). Not part of CarouselKit.
import CarouselCore
import CarouselUIKit
import UIKit

final class CardView: UIView, CarouselItemView {
  func configure(with title: String) {}
  func startVideo() {}
  func stopVideo() {}
}
final class PageView: UIView {}
final class DayCell: WheelCell {}
struct Card { let title: String }
let titles = ["Summer sale", "New arrivals", "Gift cards"]
let cards = [Card(title: "A"), Card(title: "B")]
let days = ["Mon", "Tue", "Wed"]
let photos = ["a.jpg", "b.jpg"]
@MainActor let pageControl = UIPageControl()
@MainActor let tableView = UITableView()
@MainActor func pick(_ card: Card) {}

/// The app's own image loading (a URLSession and a cache, say).
@MainActor final class ImageCache {
  static let shared = ImageCache()
  func load(_ url: URL, completion: @escaping @MainActor (UIImage?) -> Void) { completion(nil) }
  func prefetch(_ urls: [URL]) {}
}
@MainActor func addToCart(_ index: Int) {}
let isEditing = false
struct Product { let name: String }
let products = [Product(name: "Lamp"), Product(name: "Chair")]
/// A product card: labels for the name and the price, and an "Add to cart" button.
final class ProductCardView: UIView {
  func configure(with product: Product) {}
}

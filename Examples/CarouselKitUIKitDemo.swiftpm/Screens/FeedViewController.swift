import CarouselCore
import CarouselUIKit
import UIKit

/// A promotion shown as a banner at the top of the feed.
struct Promo {
  let id: Int
  let title: String
  let subtitle: String
  let symbolName: String
  let colors: (UIColor, UIColor)

  static let all = [
    Promo(
      id: 1, title: "Summer sale", subtitle: "Up to 50 % off garden furniture", symbolName: "sun.max",
      colors: (.systemOrange, .systemPink)),
    Promo(
      id: 2, title: "New arrivals", subtitle: "Lamps, rugs and throws", symbolName: "lamp.floor",
      colors: (.systemIndigo, .systemTeal)),
    Promo(
      id: 3, title: "Gift cards", subtitle: "For every occasion", symbolName: "gift",
      colors: (.systemGreen, .systemMint)),
    Promo(
      id: 4, title: "Free delivery", subtitle: "On orders over 50 €", symbolName: "shippingbox",
      colors: (.systemPurple, .systemBlue)),
  ]
}

/// A post in the feed under the banners.
struct FeedPost {
  let author: String
  let text: String

  static let all = (1...30).map { number in
    FeedPost(
      author: ["Ana", "Ben", "Chloé", "Dev", "Emil"][number % 5],
      text: "Post \(number): what we bought this week, and how it looks in the living room.")
  }
}

/// A banner: a gradient with a symbol, a title, a subtitle and a "Save" button.
final class PromoBannerView: UIView, CarouselItemView {
  private let background = GradientView()
  private let symbolView = UIImageView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private var onToggleSave: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    fillAsCard(with: background, cornerRadius: 16)

    symbolView.tintColor = .white.withAlphaComponent(0.35)
    symbolView.contentMode = .scaleAspectFit
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textColor = .white
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.textColor = .white
    subtitleLabel.numberOfLines = 2

    var configuration = UIButton.Configuration.filled()
    configuration.baseBackgroundColor = .white
    configuration.baseForegroundColor = .black
    configuration.cornerStyle = .capsule
    saveButton.configuration = configuration
    saveButton.addTarget(self, action: #selector(saveTapped), for: .primaryActionTriggered)

    let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, saveButton])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 6
    stack.setCustomSpacing(12, after: subtitleLabel)
    for view in [symbolView, stack] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      symbolView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      symbolView.centerYAnchor.constraint(equalTo: centerYAnchor),
      symbolView.widthAnchor.constraint(equalTo: heightAnchor, multiplier: 0.6),
      symbolView.heightAnchor.constraint(equalTo: symbolView.widthAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(with promo: Promo, isSaved: Bool, onToggleSave: @escaping @MainActor () -> Void) {
    background.colors = promo.colors
    symbolView.image = UIImage(systemName: promo.symbolName)
    titleLabel.text = promo.title
    subtitleLabel.text = promo.subtitle
    saveButton.configuration?.title = isSaved ? "Saved" : "Save"
    saveButton.configuration?.image = UIImage(systemName: isSaved ? "bookmark.fill" : "bookmark")
    saveButton.configuration?.imagePadding = 6
    self.onToggleSave = onToggleSave
  }

  func prepareForCarouselReuse() {
    onToggleSave = nil
  }

  @objc private func saveTapped() {
    onToggleSave?()
  }
}

/// A feed (a table view) with looping, autoplaying banners at the top, dots under them, and a
/// "Save" button in each banner that bookmarks it (the count shows in the navigation bar).
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let promos = Promo.all
  private let posts = FeedPost.all
  private var savedPromoIDs: Set<Int> = []

  private let tableView = UITableView(frame: .zero, style: .plain)
  private let banners = CarouselView(layout: .linear(itemSize: .inset(16), spacing: 8))
  private let pageControl = CarouselPageControl()
  private let savedLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(tableView)
    tableView.pin(to: view)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    tableView.tableHeaderView = makeHeader()

    savedLabel.font = .preferredFont(forTextStyle: .footnote)
    savedLabel.textColor = .secondaryLabel
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: savedLabel)
    updateSavedLabel()
  }

  private func makeHeader() -> UIView {
    banners.isLooping = true
    banners.snapping = .paging
    banners.decelerationRate = .fast
    banners.autoplay = Autoplay(interval: 4)  // held while VoiceOver runs, off screen and under Reduce Motion
    banners.register(reuseIdentifier: "promo") { PromoBannerView() }
    banners.itemProvider = { [unowned self] carousel, index in
      let banner = carousel.dequeueReusableItemView(ofType: PromoBannerView.self, withReuseIdentifier: "promo")
      let promo = promos[index]
      banner.configure(with: promo, isSaved: savedPromoIDs.contains(promo.id)) { [unowned self] in
        toggleSave(promoAt: index)
      }
      return banner
    }
    banners.itemAccessibilityLabel = { [unowned self] index in "\(promos[index].title), \(promos[index].subtitle)" }
    banners.onSelect = { [unowned self] index in showDetails(of: promos[index]) }
    banners.numberOfItems = promos.count

    pageControl.carousel = banners  // follows the banners; taps and scrubs move them
    pageControl.currentPageIndicatorTintColor = .label
    pageControl.pageIndicatorTintColor = .tertiaryLabel
    pageControl.isAccessibilityElement = false  // the carousel is the adjustable element

    let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 252))
    for subview in [banners, pageControl] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      banners.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
      banners.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      banners.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      banners.heightAnchor.constraint(equalToConstant: 200),
      pageControl.topAnchor.constraint(equalTo: banners.bottomAnchor, constant: 4),
      pageControl.centerXAnchor.constraint(equalTo: header.centerXAnchor),
    ])
    return header
  }

  private func toggleSave(promoAt index: Int) {
    let id = promos[index].id
    if savedPromoIDs.contains(id) {
      savedPromoIDs.remove(id)
    } else {
      savedPromoIDs.insert(id)
    }
    banners.reconfigureItems(at: [index])  // the same banner view shows its new button title
    updateSavedLabel()
  }

  private func updateSavedLabel() {
    savedLabel.text = savedPromoIDs.isEmpty ? "Nothing saved" : "\(savedPromoIDs.count) saved"
    savedLabel.sizeToFit()
  }

  private func showDetails(of promo: Promo) {
    let alert = UIAlertController(title: promo.title, message: promo.subtitle, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    let post = posts[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = post.author
    content.secondaryText = post.text
    content.secondaryTextProperties.numberOfLines = 0
    content.image = UIImage(systemName: "person.crop.circle")
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

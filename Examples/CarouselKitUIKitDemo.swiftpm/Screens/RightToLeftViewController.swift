import CarouselCore
import CarouselUIKit
import UIKit

/// A page of the right-to-left screen: a number and a word in Arabic and English.
struct ReadingPage {
  let number: Int
  let arabic: String
  let english: String
  let colors: (UIColor, UIColor)

  static let all: [ReadingPage] = [
    ReadingPage(number: 1, arabic: "واحد", english: "one", colors: (.systemTeal, .systemBlue)),
    ReadingPage(number: 2, arabic: "اثنان", english: "two", colors: (.systemOrange, .systemRed)),
    ReadingPage(number: 3, arabic: "ثلاثة", english: "three", colors: (.systemGreen, .systemTeal)),
    ReadingPage(number: 4, arabic: "أربعة", english: "four", colors: (.systemPurple, .systemIndigo)),
    ReadingPage(number: 5, arabic: "خمسة", english: "five", colors: (.systemPink, .systemOrange)),
  ]
}

/// A page view: a gradient, the page's number and its words.
final class ReadingPageView: UIView {
  private let background = GradientView()
  private let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    fillAsCard(with: background, cornerRadius: 16)
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .white
    label.textAlignment = .natural
    label.numberOfLines = 0
    addSubview(label)
    label.pin(to: self, inset: 20)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(with page: ReadingPage) {
    background.colors = page.colors
    label.text = "\(page.number)\n\(page.arabic) · \(page.english)"
  }
}

/// A collection view cell holding a ``ReadingPageView``.
final class ReadingPageCell: UICollectionViewCell {
  let pageView = ReadingPageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(pageView)
    pageView.pin(to: contentView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the cell is made in code")
  }
}

/// Right to left, whatever the device's language: a looping carousel and a collection view
/// paged by a ``ScrollViewPager``, both forced to read right to left
/// (`semanticContentAttribute = .forceRightToLeft`). Page 1 is on the right, the next page
/// comes in from the left: a swipe to the right moves forward, the keyboard's left arrow
/// moves forward, the carousel loops from page 5 to page 1 across the left edge, and the page
/// control (`CarouselPageControl`, bound to the carousel) fills from the right.
final class RightToLeftViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let pages = ReadingPage.all
  private let carousel = CarouselView(layout: .linear(itemSize: .inset(24), spacing: 12))
  private let pageControl = CarouselPageControl()
  private let collectionLayout = UICollectionViewFlowLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionLayout)
  private lazy var pager = ScrollViewPager(scrollView: collectionView, axis: .horizontal)
  private lazy var proxy = ScrollViewPagerDelegateProxy(pager: pager, forwardingTo: self)
  private let pagerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    // The carousel: looping, one page per swipe, the page control under it.
    carousel.semanticContentAttribute = .forceRightToLeft
    carousel.isLooping = true
    carousel.snapping = .paging
    carousel.register(reuseIdentifier: "page") { ReadingPageView() }
    carousel.itemProvider = { [unowned self] carousel, index in
      let view = carousel.dequeueReusableItemView(ofType: ReadingPageView.self, withReuseIdentifier: "page")
      view.configure(with: pages[index])
      return view
    }
    carousel.numberOfItems = pages.count
    // Bound to the carousel: it follows it, and taps and scrubs move it; a UIPageControl
    // draws its first page on the right in right to left.
    pageControl.semanticContentAttribute = .forceRightToLeft
    pageControl.carousel = carousel
    pageControl.currentPageIndicatorTintColor = .label
    pageControl.pageIndicatorTintColor = .tertiaryLabel
    pageControl.isAccessibilityElement = false  // the carousel is the adjustable element

    // The collection view: UIKit's flow layout flips for right to left
    // (`flipsHorizontallyInOppositeLayoutDirection`), and the pager pages it by item.
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionLayout.scrollDirection = .horizontal
    collectionLayout.minimumLineSpacing = 12
    collectionLayout.sectionInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
    collectionView.register(ReadingPageCell.self, forCellWithReuseIdentifier: "page")
    collectionView.dataSource = self
    collectionView.delegate = proxy  // the proxy is kept by this controller: delegates are weak
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.backgroundColor = .clear
    pager.policy = .paging(maxItems: 1)
    pager.decelerationRate = .fast
    pager.onSettle = { [unowned self] item in showPagerPosition(item) }

    let carouselTitle = Self.caption("CarouselView, looping")
    let pagerTitle = Self.caption("UICollectionView with ScrollViewPager")
    pagerLabel.font = .preferredFont(forTextStyle: .footnote)
    pagerLabel.textColor = .secondaryLabel
    pagerLabel.semanticContentAttribute = .forceRightToLeft
    showPagerPosition(0)
    let stack = UIStackView(arrangedSubviews: [
      carouselTitle, carousel, pageControl, pagerTitle, collectionView, pagerLabel,
    ])
    stack.axis = .vertical
    stack.spacing = 8
    stack.semanticContentAttribute = .forceRightToLeft
    view.addSubview(stack)
    stack.pin(to: view.safeAreaLayoutGuide)
    NSLayoutConstraint.activate([
      carousel.heightAnchor.constraint(equalToConstant: 180),
      collectionView.heightAnchor.constraint(equalToConstant: 180),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // One page per item, the width of the collection view less the insets.
    let size = CGSize(width: max(collectionView.bounds.width - 48, 1), height: max(collectionView.bounds.height, 1))
    if collectionLayout.itemSize != size { collectionLayout.itemSize = size }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    carousel.becomeFirstResponder()  // a hardware keyboard's arrows: left moves forward here
  }

  private static func caption(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.textAlignment = .natural
    label.semanticContentAttribute = .forceRightToLeft
    return label
  }

  private func showPagerPosition(_ item: Int) {
    pagerLabel.text = "Page \(item + 1) of \(pages.count)"
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    pages.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    (cell as? ReadingPageCell)?.pageView.configure(with: pages[indexPath.item])
    return cell
  }

}

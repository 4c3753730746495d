import CarouselCore
import CarouselUIKit
import UIKit

/// A section of a long article: a heading and paragraphs of different lengths, so rows have
/// different heights.
struct ArticleSection {
  let heading: String
  let body: String

  static let all: [ArticleSection] = (1...12).map { number in
    let sentence = "Paging between anchors of any size: each row is a page, however tall. "
    return ArticleSection(
      heading: "Chapter \(number)", body: String(repeating: sentence, count: 2 + (number * 5) % 9))
  }
}

/// Paging for a table view the app already has (the custom paging article): one page per
/// row, rows of different heights, the release projected with the deceleration rate onto the
/// nearest row's top, and a settle that starts at the release velocity. The proxy forwards
/// every delegate call to this controller, which hears where the settle rests.
final class ArticleViewController: UITableViewController {
  private let sections = ArticleSection.all
  private lazy var pager = ScrollViewPager(scrollView: tableView)
  private lazy var proxy = ScrollViewPagerDelegateProxy(pager: pager, forwardingTo: self)
  private let positionLabel = UILabel()

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the controller is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "section")
    tableView.estimatedRowHeight = 240
    tableView.rowHeight = UITableView.automaticDimension
    pager.policy = .paging(maxItems: 1)  // one row per swipe, as a pager
    pager.onCatch = { [unowned self] row in showPosition("Caught on the way to chapter \(row + 1)") }
    tableView.delegate = proxy  // the proxy is kept by this controller: delegates are weak

    positionLabel.font = .preferredFont(forTextStyle: .footnote)
    positionLabel.textColor = .secondaryLabel
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: positionLabel)
    showPosition("Chapter 1 of \(sections.count)")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "section", for: indexPath)
    let section = sections[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = section.heading
    content.textProperties.font = .preferredFont(forTextStyle: .title2)
    content.secondaryText = section.body
    content.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
    content.secondaryTextProperties.numberOfLines = 0
    content.textToSecondaryTextVerticalPadding = 8
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
    cell.contentConfiguration = content
    cell.selectionStyle = .none
    return cell
  }

  // Forwarded by the proxy, after the pager's settle (not at the release).
  override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    let row = tableView.indexPathForRow(at: CGPoint(x: 1, y: scrollView.contentOffset.y + 1))?.row ?? 0
    showPosition("Chapter \(row + 1) of \(sections.count)")
  }

  private func showPosition(_ text: String) {
    positionLabel.text = text
    positionLabel.sizeToFit()
  }
}

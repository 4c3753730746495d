import UIKit

/// One screen of the demo: what the list shows, and how to make it.
struct DemoScreen {
  let title: String
  let summary: String
  let symbolName: String
  let make: @MainActor () -> UIViewController
}

extension DemoScreen {
  /// Every screen, in the order of the list. A new screen is one more entry here.
  @MainActor static let all: [DemoScreen] = [
    DemoScreen(
      title: "Feed with banners", summary: "Looping banners with autoplay, a page control and a button in each",
      symbolName: "rectangle.stack", make: { FeedViewController() }),
    DemoScreen(
      title: "Centred selector", summary: "The nearest plan snaps to the centre (UICollectionView layout)",
      symbolName: "slider.horizontal.below.rectangle", make: { PlanSelectorViewController() }),
    DemoScreen(
      title: "Card stack", summary: "Swipe to the left; the cards on the right pile up",
      symbolName: "square.stack.3d.down.right", make: { CardStackViewController() }),
    DemoScreen(
      title: "Photo pager", summary: "Full-screen looping pages; pinch or double-tap a photo to zoom",
      symbolName: "photo.on.rectangle", make: { PhotoPagerViewController() }),
    DemoScreen(
      title: "Onboarding (view controllers)",
      summary: "CarouselPageViewController: each page a child view controller with appearance calls",
      symbolName: "rectangle.portrait.on.rectangle.portrait", make: { OnboardingViewController() }),
    DemoScreen(
      title: "Pages of different sizes", summary: "ScrollViewPager on an existing UITableView",
      symbolName: "text.justify", make: { ArticleViewController() }),
    DemoScreen(
      title: "Drum picker", summary: "A timer like UIDatePicker's: two drums with selection haptics",
      symbolName: "timer", make: { TimerPickerViewController() }),
    DemoScreen(
      title: "Wheel", summary: "Arc-shaped sectors, the top one zoomed, wrapping around",
      symbolName: "circle.dashed", make: { WheelViewController() }),
    DemoScreen(
      title: "iCarousel looks", summary: "Rotary, cylinder, wheel and time machine, each inverted too; cover flow 2",
      symbolName: "rotate.3d", make: { ICarouselLooksViewController() }),
    DemoScreen(
      title: "CollectionViewPagingLayout looks", summary: "Scale, stack and snapshot pages with every preset",
      symbolName: "square.stack.3d.forward.dottedline", make: { PagingLooksViewController() }),
    DemoScreen(
      title: "FSPagerView looks", summary: "Cross fading, zoom out, depth, overlap, cover flow, ferris wheel, cube",
      symbolName: "square.on.square", make: { FSPagerLooksViewController() }),
    DemoScreen(
      title: "Right to left", summary: "A looping carousel and a paged collection view forced to read right to left",
      symbolName: "arrow.left.to.line", make: { RightToLeftViewController() }),
    DemoScreen(
      title: "Trackpad, mouse and keyboard", summary: "iPad: two-finger scrolling, the wheel, arrows, pointer lift",
      symbolName: "cursorarrow.rays", make: { PointerViewController() }),
  ]
}

/// The list of screens.
final class ScreenListViewController: UITableViewController {
  private let screens: [DemoScreen]

  init(screens: [DemoScreen]) {
    self.screens = screens
    super.init(style: .insetGrouped)
    title = "CarouselKit"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the list is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "screen")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    screens.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
    let screen = screens[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = screen.title
    content.secondaryText = screen.summary
    content.secondaryTextProperties.color = .secondaryLabel
    content.image = UIImage(systemName: screen.symbolName)
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let screen = screens[indexPath.row]
    let viewController = screen.make()
    viewController.title = screen.title
    viewController.navigationItem.largeTitleDisplayMode = .never
    navigationController?.pushViewController(viewController, animated: true)
  }
}

import CarouselCore
import CarouselUIKit
import UIKit

/// One step of the onboarding: what a page says and how it looks.
struct OnboardingStep {
  let title: String
  let message: String
  let symbolName: String
  let colors: (UIColor, UIColor)

  static let all = [
    OnboardingStep(
      title: "Welcome", message: "Every page of this tour is a view controller of its own.",
      symbolName: "hand.wave", colors: (.systemBlue, .systemTeal)),
    OnboardingStep(
      title: "Appearance calls", message: "A page hears viewWillAppear as it slides in and viewDidAppear at rest.",
      symbolName: "eye", colors: (.systemPurple, .systemPink)),
    OnboardingStep(
      title: "Safe area", message: "The background runs edge to edge; this text stays clear of the notch.",
      symbolName: "iphone", colors: (.systemOrange, .systemRed)),
    OnboardingStep(
      title: "You're set", message: "Swipe back to read a page again, or tap Done.",
      symbolName: "checkmark.seal", colors: (.systemGreen, .systemMint)),
  ]
}

/// A page of the onboarding: a full-bleed gradient with the step's symbol, and its text pinned
/// to the safe area. Its symbol pulses while the page is shown at rest (started in
/// `viewDidAppear`, stopped in `viewWillDisappear`), and it reports the pages the user really
/// rested on, which a team would count as impressions.
final class OnboardingPageViewController: UIViewController {
  let step: OnboardingStep
  /// Called from `viewDidAppear`: the page is on screen and at rest.
  var onShown: (@MainActor (OnboardingStep) -> Void)?

  private let symbolView = UIImageView()

  init(step: OnboardingStep) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the page is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let background = GradientView()
    background.colors = step.colors
    view.addSubview(background)
    background.pin(to: view)  // full bleed: under the status bar and the home indicator

    symbolView.image = UIImage(systemName: step.symbolName)
    symbolView.tintColor = .white
    symbolView.contentMode = .scaleAspectFit
    symbolView.isAccessibilityElement = false

    let titleLabel = UILabel()
    titleLabel.text = step.title
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.accessibilityTraits = .header

    let messageLabel = UILabel()
    messageLabel.text = step.message
    messageLabel.font = .preferredFont(forTextStyle: .body)
    messageLabel.adjustsFontForContentSizeCategory = true
    messageLabel.textColor = .white
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0

    let stack = UIStackView(arrangedSubviews: [symbolView, titleLabel, messageLabel])
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.safeAreaLayoutGuide  // the text keeps out of the unsafe area
    NSLayoutConstraint.activate([
      symbolView.widthAnchor.constraint(equalToConstant: 96),
      symbolView.heightAnchor.constraint(equalToConstant: 96),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
      stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onShown?(step)
    guard !UIAccessibility.isReduceMotionEnabled else { return }
    UIView.animate(
      withDuration: 0.8, delay: 0, options: [.autoreverse, .repeat, .allowUserInteraction],
      animations: { self.symbolView.transform = CGAffineTransform(scaleX: 1.15, y: 1.15) })
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    symbolView.layer.removeAllAnimations()
    symbolView.transform = .identity
  }
}

/// An onboarding tour whose pages are view controllers, paged by `CarouselPageViewController`
/// (containment and balanced appearance calls as `UIPageViewController`'s), with a page
/// control, a Next button that becomes Done on the last page, and a count of the pages seen.
final class OnboardingViewController: UIViewController, CarouselPageViewControllerDataSource {
  private let steps = OnboardingStep.all
  private let pager = CarouselPageViewController()
  private let pageControl = UIPageControl()
  private let nextButton = UIButton(type: .system)
  private var seen: Set<String> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    addChild(pager)
    view.addSubview(pager.view)
    pager.view.pin(to: view)
    pager.didMove(toParent: self)
    pager.carouselView.onCurrentIndexChange = { [weak self] index in self?.show(index ?? 0) }
    pager.dataSource = self

    pageControl.numberOfPages = steps.count
    pageControl.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
    nextButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    nextButton.tintColor = .white
    nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
    for subview in [pageControl, nextButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      pageControl.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
      pageControl.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      nextButton.centerYAnchor.constraint(equalTo: pageControl.centerYAnchor),
      nextButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
    show(0)
  }

  private func show(_ index: Int) {
    pageControl.currentPage = index
    nextButton.setTitle(index == steps.count - 1 ? "Done" : "Next", for: .normal)
  }

  @objc private func pageControlChanged() {
    pager.scrollToPage(at: pageControl.currentPage, animated: true)
  }

  @objc private func nextTapped() {
    let index = pager.currentIndex ?? 0
    if index < steps.count - 1 {
      pager.scrollToPage(at: index + 1, animated: true)
    } else {
      navigationController?.popViewController(animated: true)
    }
  }

  // MARK: CarouselPageViewControllerDataSource

  func numberOfPages(in pageViewController: CarouselPageViewController) -> Int {
    steps.count
  }

  func pageViewController(_ pageViewController: CarouselPageViewController, viewControllerForPageAt index: Int)
    -> UIViewController
  {
    let page = OnboardingPageViewController(step: steps[index])
    page.onShown = { [weak self] step in
      guard let self else { return }
      seen.insert(step.title)
      navigationItem.prompt = "Pages seen: \(seen.count) of \(steps.count)"
    }
    return page
  }
}

import CarouselCore
import CarouselUIKit
import UIKit

/// CollectionViewPagingLayout's looks, each a layout of the core: the scale, stack and snapshot
/// families with every named preset.
enum PagingLook {
  /// The families, in the order of the screen's first control.
  static let families = ["Scale", "Stack", "Snapshot"]

  /// Each family's looks: the preset's name (CollectionViewPagingLayout's) and the layout, from
  /// the core's named presets.
  static let looks: [[(name: String, layout: AnyCarouselLayout)]] = [
    ScaleLayout.Options.named.map { ($0.name, AnyCarouselLayout(.scale($0.options))) },
    StackLayout.Options.named.map { ($0.name, AnyCarouselLayout(.stack($0.options))) },
    SnapshotLayout.Options.named.map { ($0.name, AnyCarouselLayout(.snapshot($0.options))) },
  ]
}

/// CollectionViewPagingLayout's looks on the recipe cards: a family, then one of its presets.
/// The layout computes everything, blur, shadow and the snapshot looks' pieces included; the
/// carousel applies it (a snapshot look's card off centre is drawn as its pieces, cut from one
/// snapshot of the card's view).
final class PagingLooksViewController: UIViewController {
  private let recipes = Recipe.all
  private let carousel = CarouselView(layout: .scale(.linear))
  private let familyControl = UISegmentedControl(items: PagingLook.families)
  private let lookControl = UISegmentedControl()
  private lazy var verticalRow = VerticalSwitchRow { [unowned self] in showLook() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    carousel.register(reuseIdentifier: "recipe") { RecipeCardView() }
    carousel.itemProvider = { [unowned self] carousel, index in
      let card = carousel.dequeueReusableItemView(ofType: RecipeCardView.self, withReuseIdentifier: "recipe")
      card.configure(with: recipes[index])
      return card
    }
    carousel.itemAccessibilityLabel = { [unowned self] index in recipes[index].name }
    carousel.numberOfItems = recipes.count

    familyControl.selectedSegmentIndex = 0
    familyControl.addAction(
      UIAction { [unowned self] _ in showFamily(familyControl.selectedSegmentIndex) }, for: .valueChanged)
    lookControl.apportionsSegmentWidthsByContent = true
    lookControl.addAction(UIAction { [unowned self] _ in showLook() }, for: .valueChanged)
    showFamily(0)

    let controls = UIStackView(arrangedSubviews: [familyControl, lookControl, verticalRow])
    controls.axis = .vertical
    controls.spacing = 12
    for subview in [controls, carousel] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      controls.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      controls.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      controls.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      carousel.topAnchor.constraint(equalTo: controls.bottomAnchor, constant: 24),
      carousel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      carousel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      carousel.heightAnchor.constraint(equalToConstant: 320),
    ])
  }

  /// Lists the family's presets and shows its first.
  private func showFamily(_ family: Int) {
    lookControl.removeAllSegments()
    for (index, look) in PagingLook.looks[family].enumerated() {
      lookControl.insertSegment(withTitle: look.name, at: index, animated: false)
    }
    lookControl.selectedSegmentIndex = 0
    showLook()
  }

  private func showLook() {
    let looks = PagingLook.looks[familyControl.selectedSegmentIndex]
    // Vertical: CollectionViewPagingLayout's `scrollDirection = .vertical`, the look unchanged.
    carousel.setLayout(verticalRow.applied(to: looks[max(lookControl.selectedSegmentIndex, 0)].layout))
  }
}

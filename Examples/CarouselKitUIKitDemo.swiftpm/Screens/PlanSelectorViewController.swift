import CarouselCore
import CarouselUIKit
import UIKit

/// A subscription plan the selector offers.
struct Plan {
  let name: String
  let price: String
  let symbolName: String
  let color: UIColor

  static let all = [
    Plan(name: "Basic", price: "Free", symbolName: "leaf", color: .systemGreen),
    Plan(name: "Plus", price: "4.99 € a month", symbolName: "star", color: .systemBlue),
    Plan(name: "Pro", price: "9.99 € a month", symbolName: "bolt", color: .systemOrange),
    Plan(name: "Family", price: "14.99 € a month", symbolName: "person.3", color: .systemPink),
    Plan(name: "Team", price: "29.99 € a month", symbolName: "building.2", color: .systemPurple),
  ]
}

/// A plan's card in the selector.
final class PlanCell: UICollectionViewCell {
  private let symbolView = UIImageView()
  private let nameLabel = UILabel()
  private let priceLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 20
    contentView.layer.cornerCurve = .continuous
    symbolView.tintColor = .white
    symbolView.contentMode = .scaleAspectFit
    symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    nameLabel.font = .preferredFont(forTextStyle: .title1)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.textColor = .white
    priceLabel.font = .preferredFont(forTextStyle: .body)
    priceLabel.adjustsFontForContentSizeCategory = true
    priceLabel.textColor = .white
    let stack = UIStackView(arrangedSubviews: [symbolView, nameLabel, priceLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      stack.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, constant: -16),
    ])
    isAccessibilityElement = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the cell is made in code")
  }

  func configure(with plan: Plan) {
    contentView.backgroundColor = plan.color
    symbolView.image = UIImage(systemName: plan.symbolName)
    nameLabel.text = plan.name
    priceLabel.text = plan.price
    accessibilityLabel = "\(plan.name), \(plan.price)"
  }
}

/// The centred selector of the collection-view layouts article: a `UICollectionView` whose
/// nearest card snaps to the centre; a tap on a side card brings it there, and the label under
/// it says which plan is chosen once the carousel rests.
final class PlanSelectorViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let plans = Plan.all
  private let layout = CarouselCollectionViewLayout(.linear(itemSize: .inset(36), spacing: 100, itemHeight: 200))
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  private let choiceLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    collectionView.backgroundColor = .clear
    collectionView.decelerationRate = .fast
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.register(PlanCell.self, forCellWithReuseIdentifier: "plan")
    collectionView.dataSource = self
    collectionView.delegate = self

    choiceLabel.font = .preferredFont(forTextStyle: .headline)
    choiceLabel.adjustsFontForContentSizeCategory = true
    choiceLabel.textAlignment = .center
    choiceLabel.numberOfLines = 0
    for subview in [collectionView, choiceLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      collectionView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      collectionView.centerYAnchor.constraint(equalTo: guide.centerYAnchor, constant: -40),
      collectionView.heightAnchor.constraint(equalToConstant: 280),
      choiceLabel.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 24),
      choiceLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      choiceLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
    showChoice()
  }

  private func showChoice() {
    let plan = plans[layout.currentIndex ?? 0]
    choiceLabel.text = "Chosen: \(plan.name) (\(plan.price))"
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    plans.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plan", for: indexPath)
    (cell as? PlanCell)?.configure(with: plans[indexPath.item])
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    layout.scrollToItem(at: indexPath, animated: true)  // the settle motion; a touch-down stops it
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    showChoice()
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    showChoice()
  }
}

import CarouselCore
import CarouselUIKit
import UIKit

/// A recipe card in the stack.
struct Recipe {
  let name: String
  let minutes: Int
  let symbolName: String
  let colors: (UIColor, UIColor)

  static let all = [
    Recipe(name: "Tomato soup", minutes: 25, symbolName: "flame", colors: (.systemRed, .systemOrange)),
    Recipe(name: "Green salad", minutes: 10, symbolName: "leaf", colors: (.systemGreen, .systemTeal)),
    Recipe(
      name: "Blueberry pancakes", minutes: 20, symbolName: "circle.grid.2x2", colors: (.systemIndigo, .systemBlue)),
    Recipe(name: "Lemon tart", minutes: 60, symbolName: "sun.max", colors: (.systemYellow, .systemOrange)),
    Recipe(name: "Mushroom risotto", minutes: 40, symbolName: "drop", colors: (.systemBrown, .systemGray)),
    Recipe(name: "Plum crumble", minutes: 45, symbolName: "heart", colors: (.systemPurple, .systemPink)),
  ]
}

/// A card of the stack: a gradient, the recipe's name and its time.
final class RecipeCardView: UIView, CarouselItemView {
  private let background = GradientView()
  private let symbolView = UIImageView()
  private let nameLabel = UILabel()
  private let timeLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 20
    layer.cornerCurve = .continuous
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 4)
    background.layer.cornerRadius = 20
    background.layer.cornerCurve = .continuous
    background.clipsToBounds = true
    addSubview(background)
    background.pin(to: self)

    symbolView.tintColor = .white
    symbolView.contentMode = .scaleAspectFit
    symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    nameLabel.font = .preferredFont(forTextStyle: .title2)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.textColor = .white
    nameLabel.numberOfLines = 2
    timeLabel.font = .preferredFont(forTextStyle: .subheadline)
    timeLabel.adjustsFontForContentSizeCategory = true
    timeLabel.textColor = .white
    let stack = UIStackView(arrangedSubviews: [symbolView, nameLabel, timeLabel])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(with recipe: Recipe) {
    background.colors = recipe.colors
    symbolView.image = UIImage(systemName: recipe.symbolName)
    nameLabel.text = recipe.name
    timeLabel.text = "\(recipe.minutes) min"
  }
}

/// The card stack: swipe to the left; the cards on the right pile up, scaled from 0.4. A tap
/// on the front card opens it.
final class CardStackViewController: UIViewController {
  private let recipes = Recipe.all
  private let stack = CarouselView(layout: .cards(minScale: 0.4))
  private let hintLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    stack.register(reuseIdentifier: "recipe") { RecipeCardView() }
    stack.itemProvider = { [unowned self] carousel, index in
      let card = carousel.dequeueReusableItemView(ofType: RecipeCardView.self, withReuseIdentifier: "recipe")
      card.configure(with: recipes[index])
      return card
    }
    stack.itemAccessibilityLabel = { [unowned self] index in "\(recipes[index].name), \(recipes[index].minutes) minutes"
    }
    stack.onSelect = { [unowned self] index in open(recipes[index]) }
    stack.onDidSettle = { [unowned self] index in
      hintLabel.text = "\(index + 1) of \(recipes.count): \(recipes[index].name)"
    }
    stack.numberOfItems = recipes.count

    hintLabel.font = .preferredFont(forTextStyle: .subheadline)
    hintLabel.adjustsFontForContentSizeCategory = true
    hintLabel.textColor = .secondaryLabel
    hintLabel.textAlignment = .center
    hintLabel.text = "Swipe the cards to the left; tap one to open it"
    hintLabel.numberOfLines = 0
    for subview in [stack, hintLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor, constant: -30),
      stack.heightAnchor.constraint(equalToConstant: 260),
      hintLabel.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 16),
      hintLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      hintLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
  }

  private func open(_ recipe: Recipe) {
    let alert = UIAlertController(
      title: recipe.name, message: "Ready in \(recipe.minutes) minutes.", preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    alert.popoverPresentationController?.sourceView = stack
    present(alert, animated: true)
  }
}

import CarouselCore
import CarouselUIKit
import UIKit

/// A sector of the wheel: masks itself to its arc (``WheelItemView``) and shows a day.
final class DaySectorView: WheelItemView {
  private let dayLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemTeal
    dayLabel.font = .preferredFont(forTextStyle: .headline)
    dayLabel.adjustsFontForContentSizeCategory = true
    dayLabel.textColor = .white
    dayLabel.textAlignment = .center
    dayLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(dayLabel)
    NSLayoutConstraint.activate([
      dayLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      dayLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(day: Int, isWeekend: Bool) {
    dayLabel.text = "\(day)"
    backgroundColor = isWeekend ? .systemOrange : .systemTeal
  }
}

/// The wheel of the collection-view layouts article: arc-shaped sectors, the one at the top
/// zoomed to 1.7, wrapping around; the label says which day the wheel rests on.
final class WheelViewController: UIViewController {
  private let days = Array(1...31)
  private let wheel = CarouselView(layout: .wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7))
  private let dayLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    wheel.isLooping = true
    wheel.register(reuseIdentifier: "day") { DaySectorView() }
    wheel.itemProvider = { [unowned self] carousel, index in
      let sector = carousel.dequeueReusableItemView(ofType: DaySectorView.self, withReuseIdentifier: "day")
      sector.configure(day: days[index], isWeekend: index % 7 >= 5)
      return sector
    }
    wheel.itemAccessibilityLabel = { [unowned self] index in "Day \(days[index])" }
    wheel.onDidSettle = { [unowned self] index in dayLabel.text = "Day \(days[index]) of the month" }
    wheel.numberOfItems = days.count

    dayLabel.font = .preferredFont(forTextStyle: .title2)
    dayLabel.adjustsFontForContentSizeCategory = true
    dayLabel.textAlignment = .center
    dayLabel.text = "Day \(days[0]) of the month"
    for subview in [wheel, dayLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      wheel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      wheel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      wheel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
      wheel.heightAnchor.constraint(equalToConstant: 300),
      dayLabel.topAnchor.constraint(equalTo: wheel.bottomAnchor, constant: 24),
      dayLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
    ])
  }
}

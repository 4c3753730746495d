import CarouselCore
import CarouselUIKit
import UIKit

/// A row of a drum: the value, centred, in a monospaced-digit font.
final class DrumRowView: UILabel, CarouselItemView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    textAlignment = .center
    font = .monospacedDigitSystemFont(ofSize: 21, weight: .regular)
    adjustsFontForContentSizeCategory = false  // rows are 32 pt, as a picker's
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }
}

/// A countdown picker like `UIDatePicker`'s: hours and minutes on two drums (32-pt rows on a
/// cylinder, the centre row selected, looping) over a selection band, clicking on every row
/// they pass (`UISelectionFeedbackGenerator`, prepared on touch-down) unless the switch turns
/// the haptics off.
final class TimerPickerViewController: UIViewController {
  private let hours = Array(0..<24)
  private let minutes = Array(0..<60)
  private let hourDrum = CarouselView(layout: .drum())
  private let minuteDrum = CarouselView(layout: .drum())
  private let band = UIView()
  private let summaryLabel = UILabel()
  private let hapticsSwitch = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    configure(hourDrum, values: hours, unit: "hours")
    configure(minuteDrum, values: minutes, unit: "minutes")
    minuteDrum.scrollToItem(at: 25, animated: false)

    band.backgroundColor = .tertiarySystemFill
    band.layer.cornerRadius = 8
    band.isUserInteractionEnabled = false
    summaryLabel.font = .monospacedDigitSystemFont(ofSize: 22, weight: .semibold)
    summaryLabel.textAlignment = .center
    hapticsSwitch.isOn = true
    hapticsSwitch.addTarget(self, action: #selector(hapticsChanged), for: .valueChanged)
    let hapticsLabel = UILabel()
    hapticsLabel.text = "Selection haptics"
    let hapticsRow = UIStackView(arrangedSubviews: [hapticsLabel, hapticsSwitch])
    hapticsRow.spacing = 12

    let drums = UIStackView(arrangedSubviews: [hourDrum, minuteDrum])
    drums.distribution = .fillEqually
    for subview in [band, drums, summaryLabel, hapticsRow] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      drums.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
      drums.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      drums.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      drums.heightAnchor.constraint(equalToConstant: 216),  // UIPickerView's height
      band.centerYAnchor.constraint(equalTo: drums.centerYAnchor),
      band.leadingAnchor.constraint(equalTo: drums.leadingAnchor),
      band.trailingAnchor.constraint(equalTo: drums.trailingAnchor),
      band.heightAnchor.constraint(equalToConstant: 32),
      summaryLabel.topAnchor.constraint(equalTo: drums.bottomAnchor, constant: 24),
      summaryLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      hapticsRow.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 24),
      hapticsRow.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
    ])
    updateSummary()
  }

  private func configure(_ drum: CarouselView, values: [Int], unit: String) {
    drum.isLooping = true
    drum.register(reuseIdentifier: "row") { DrumRowView() }
    drum.itemProvider = { carousel, index in
      let row = carousel.dequeueReusableItemView(ofType: DrumRowView.self, withReuseIdentifier: "row")
      row.text = "\(values[index])"
      return row
    }
    drum.itemAccessibilityLabel = { index in "\(values[index]) \(unit)" }
    // The summary follows the row under the band as it passes, not only at rest.
    drum.onSelectionChange = { [weak self] _ in self?.updateSummary() }
    drum.numberOfItems = values.count
  }

  private func updateSummary() {
    let hour = hours[hourDrum.currentIndex ?? 0]
    let minute = minutes[minuteDrum.currentIndex ?? 0]
    summaryLabel.text = hour == 0 && minute == 0 ? "Pick a duration" : "Timer: \(hour) h \(minute) min"
  }

  @objc private func hapticsChanged() {
    let feedback: CarouselSelectionFeedback = hapticsSwitch.isOn ? .enabled : .disabled
    hourDrum.selectionFeedback = feedback
    minuteDrum.selectionFeedback = feedback
  }
}

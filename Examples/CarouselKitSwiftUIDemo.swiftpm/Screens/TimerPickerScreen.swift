import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A value on one of the timer's drums.
struct DrumValue: Identifiable, Hashable {
  let id: Int
}

/// One drum of the timer: 32-pt rows on a cylinder, the centre row selected, looping, clicking
/// on every row it passes unless the haptics are off.
struct TimerDrum: View {
  let values: [DrumValue]
  let unit: String
  @Binding var selection: DrumValue.ID?
  let haptics: Bool

  var body: some View {
    Carousel(values, selection: $selection, layout: .drum()) { value in
      Text(verbatim: "\(value.id)")
        .font(.title3.monospacedDigit())
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .itemAccessibilityLabel { "\($0.id) \(unit)" }
    .carouselLooping()
    .carouselSelectionFeedback(haptics ? .enabled : .disabled)
    .overlay(alignment: .trailing) {
      Text(unit).font(.headline).padding(.trailing, 12).allowsHitTesting(false)
    }
  }
}

/// A countdown picker like `UIDatePicker`'s: hours and minutes on two drums over a selection
/// band, with a switch for the haptics and a summary of the chosen duration.
@MainActor
struct TimerPickerScreen: View {
  private let hours = (0..<24).map(DrumValue.init(id:))
  private let minutes = (0..<60).map(DrumValue.init(id:))
  @State private var hour: DrumValue.ID? = 0
  @State private var minute: DrumValue.ID? = 25
  @State private var haptics = true

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.secondary.opacity(0.15))
          .frame(height: 32)
          .padding(.horizontal, 8)
          .accessibilityHidden(true)
        HStack(spacing: 0) {
          TimerDrum(values: hours, unit: "h", selection: $hour, haptics: haptics)
          TimerDrum(values: minutes, unit: "min", selection: $minute, haptics: haptics)
        }
      }
      .frame(height: 216)  // UIPickerView's height
      Text(summary).font(.title2.monospacedDigit())
      Toggle("Selection haptics", isOn: $haptics).padding(.horizontal, 24)
      Spacer()
    }
    .padding(.top, 40)
  }

  private var summary: String {
    let total = (hour ?? 0) * 60 + (minute ?? 0)
    return total == 0 ? "Pick a duration" : "Timer: \(hour ?? 0) h \(minute ?? 0) min"
  }
}

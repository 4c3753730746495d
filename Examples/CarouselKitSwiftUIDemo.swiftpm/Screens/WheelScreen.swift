import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A day of the month on the wheel.
struct Day: Identifiable {
  let id: Int
  var isWeekend: Bool { (id - 1) % 7 >= 5 }

  static let all = (1...31).map(Day.init(id:))
}

/// A day's item on the wheel (SwiftUI places and rotates it on the arc; unlike UIKit's
/// `WheelItemView`, it is not masked to its sector).
struct DayItem: View {
  let day: Day

  var body: some View {
    Text("\(day.id)")
      .font(.headline)
      .foregroundColor(.white)
      .padding(.top, 12)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background(RoundedRectangle(cornerRadius: 8).fill(day.isWeekend ? Color.orange : Color.teal))
  }
}

/// The wheel: items on an arc, the one at the top zoomed to 1.7, wrapping around; the text
/// says which day it rests on.
@MainActor
struct WheelScreen: View {
  private let days = Day.all
  @State private var selection: Day.ID?
  @State private var restingDay = 1

  var body: some View {
    VStack(spacing: 24) {
      Carousel(days, selection: $selection, layout: .wheel(visibleItems: 5, itemHeight: 70, maxScale: 1.7)) {
        DayItem(day: $0)
      }
      .itemAccessibilityLabel { "Day \($0.id)" }
      .onSettle { day in restingDay = day.id }
      .carouselLooping()
      .frame(height: 300)
      Text("Day \(restingDay) of the month").font(.title2)
      Spacer()
    }
    .padding(.top, 40)
  }
}

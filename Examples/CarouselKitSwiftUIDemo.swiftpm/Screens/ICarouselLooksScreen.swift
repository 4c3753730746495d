import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// iCarousel's looks, chosen with a segmented picker, and their inverted variants with a
/// toggle: rotary, cylinder, wheel (CarouselKit's `.ring`) and time machine; and cover flow 2
/// (`.coverFlow(style: .coverFlow2)`), whose items flip when the current item changes (it has
/// no inverted variant: the toggle is off for it). Each look is also vertical with the other
/// toggle (iCarousel's `vertical = YES`: `.vertical()`).
@MainActor
struct ICarouselLooksScreen: View {
  /// A look of the picker.
  enum Look: String, CaseIterable, Identifiable {
    case rotary = "Rotary"
    case cylinder = "Cylinder"
    case wheel = "Wheel"
    case timeMachine = "Time machine"
    case coverFlow2 = "Cover flow 2"

    var id: String { rawValue }

    func layout(inverted: Bool) -> AnyCarouselLayout {
      switch self {
      case .rotary: return AnyCarouselLayout(.rotary(inverted: inverted))
      case .cylinder: return AnyCarouselLayout(.cylinder(inverted: inverted))
      case .wheel: return AnyCarouselLayout(.ring(inverted: inverted))
      case .timeMachine: return AnyCarouselLayout(.timeMachine(inverted: inverted))
      case .coverFlow2: return AnyCarouselLayout(.coverFlow(style: .coverFlow2))
      }
    }

    /// iCarousel's name for the look.
    func iCarouselName(inverted: Bool) -> String {
      let name: String
      switch self {
      case .rotary: name = "Rotary"
      case .cylinder: name = "Cylinder"
      case .wheel: name = "Wheel"
      case .timeMachine: name = "TimeMachine"
      case .coverFlow2: return "iCarouselTypeCoverFlow2"
      }
      return (inverted ? "iCarouselTypeInverted" : "iCarouselType") + name
    }

    /// Whether iCarousel has an inverted variant of the look.
    var hasInvertedVariant: Bool { self != .coverFlow2 }
  }

  /// A numbered item.
  struct Number: Identifiable {
    let id: Int
  }

  private let numbers = (1...20).map(Number.init(id:))
  private let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue]
  @State private var look = Look.cylinder
  @State private var inverted = false
  @State private var vertical = false

  var body: some View {
    VStack(spacing: 16) {
      Picker("Look", selection: $look) {
        ForEach(Look.allCases) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)
      Toggle("Inverted", isOn: $inverted).padding(.horizontal).disabled(!look.hasInvertedVariant)
      Toggle("Vertical", isOn: $vertical).padding(.horizontal)
      Carousel(
        numbers, layout: look.layout(inverted: inverted && look.hasInvertedVariant).turned(vertical: vertical)
      ) { number in
        Text("\(number.id)")
          .font(.largeTitle.bold())
          .foregroundColor(.white)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(RoundedRectangle(cornerRadius: 12).fill(colors[(number.id - 1) % colors.count]))
      }
      .itemAccessibilityLabel { "Item \($0.id)" }
      .carouselLooping()
      .frame(height: 280)
      Text(look.iCarouselName(inverted: inverted && look.hasInvertedVariant) + (vertical ? ", vertical = YES" : ""))
        .font(.footnote).foregroundColor(.secondary)
      Spacer()
    }
    .padding(.top, 16)
  }
}

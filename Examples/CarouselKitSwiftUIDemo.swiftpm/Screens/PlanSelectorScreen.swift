import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A subscription plan the selector offers.
struct Plan: Identifiable {
  let name: String
  let price: String
  let symbolName: String
  let color: Color

  var id: String { name }

  @MainActor static let all = [
    Plan(name: "Basic", price: "Free", symbolName: "leaf", color: .green),
    Plan(name: "Plus", price: "4.99 € a month", symbolName: "star", color: .blue),
    Plan(name: "Pro", price: "9.99 € a month", symbolName: "bolt", color: .orange),
    Plan(name: "Family", price: "14.99 € a month", symbolName: "person.3", color: .pink),
    Plan(name: "Team", price: "29.99 € a month", symbolName: "building.2", color: .purple),
  ]
}

/// A plan's card.
struct PlanCard: View {
  let plan: Plan

  var body: some View {
    VStack(spacing: 8) {
      Image(systemName: plan.symbolName).font(.largeTitle)
      Text(plan.name).font(.title.bold())
      Text(plan.price).font(.body)
    }
    .foregroundColor(.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(RoundedRectangle(cornerRadius: 20, style: .continuous).fill(plan.color))
  }
}

/// The centred selector: the nearest card snaps to the centre; a tap on a side card brings it
/// there; the text under it follows the selection.
@MainActor
struct PlanSelectorScreen: View {
  private let plans = Plan.all
  @State private var selection: Plan.ID?

  var body: some View {
    VStack(spacing: 24) {
      Spacer()
      Carousel(plans, selection: $selection, layout: .linear(itemSize: .inset(36), spacing: 100, itemHeight: 200)) {
        PlanCard(plan: $0)
      }
      .itemAccessibilityLabel { "\($0.name), \($0.price)" }
      .frame(height: 280)
      Text("Chosen: \(chosen.name) (\(chosen.price))")
        .font(.headline)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 20)
      Spacer()
    }
  }

  private var chosen: Plan {
    plans.first { $0.id == selection } ?? plans[0]
  }
}

import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A card of the pointer screen: a picture, a title and an "Open" button; the pointer lifts
/// the card and highlights the button (`hoverEffect`, iPadOS 13.4 and later).
struct PointerCard: View {
  let promo: Promo
  let open: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Artwork(symbolName: promo.symbolName, colors: promo.colors, symbolScale: 0.35)
      HStack {
        Text(promo.title).font(.headline)
        Spacer()
        Button("Open", action: open)
          .buttonStyle(.bordered)
          .hoverEffect(.highlight)
      }
      .padding([.horizontal, .bottom], 16)
    }
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    .contentShape(.hoverEffect, RoundedRectangle(cornerRadius: 20, style: .continuous))
    .hoverEffect(.lift)
  }
}

/// For an iPad with a trackpad, a mouse or a keyboard: several cards side by side (an iPad's
/// width shows three or four), moved by a two-finger swipe on the trackpad and a mouse wheel
/// (from iOS 18, where the carousel's recognisers take pointer scrolling), the keyboard's
/// arrows (iOS 17, once the carousel has the keyboard focus: Tab with Full Keyboard Access),
/// or a finger. The pointer lifts the card under it and highlights its button.
@MainActor
struct PointerScreen: View {
  private let promos =
    Promo.all
    + Promo.all.map { promo in
      Promo(
        id: promo.id + 100, title: promo.title + " II", subtitle: promo.subtitle, symbolName: promo.symbolName,
        colors: Array(promo.colors.reversed()))
    }
  @State private var selection: Promo.ID?
  @State private var status = "Resting on the first card"

  var body: some View {
    VStack(spacing: 16) {
      Text("Two-finger swipe on the trackpad, turn the mouse wheel, or press ← →. Hover a card.")
        .font(.subheadline)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 24)
      Carousel(promos, selection: $selection, layout: .linear(itemSize: .absolute(300), spacing: 24, itemHeight: 280)) {
        promo in
        PointerCard(promo: promo) { status = "Opened \(promo.title)" }
      }
      .onSettle { promo in status = "Resting on \(promo.title)" }
      .onSelect { promo in status = "Clicked \(promo.title)" }
      .carouselSnapping(.nearest)
      .frame(height: 300)
      Text(status).font(.footnote).foregroundColor(.secondary)
    }
    .frame(maxHeight: .infinity)
  }
}

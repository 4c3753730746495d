import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// CollectionViewPagingLayout's looks, each a layout of the core: the scale, stack and snapshot
/// families with every named preset.
enum PagingLook {
  /// The families, in the order of the screen's first picker.
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
/// carousel applies it (a snapshot look's card off centre is drawn as its pieces: the card's
/// content once per piece, clipped and moved).
@MainActor
struct PagingLooksScreen: View {
  private let recipes = Recipe.all
  @State private var family = 0
  @State private var look = 0
  @State private var vertical = false
  @State private var selection: Recipe.ID?

  var body: some View {
    VStack(spacing: 16) {
      Picker("Family", selection: $family) {
        ForEach(PagingLook.families.indices, id: \.self) { Text(PagingLook.families[$0]).tag($0) }
      }
      .pickerStyle(.segmented)
      Picker("Look", selection: $look) {
        ForEach(PagingLook.looks[family].indices, id: \.self) { Text(PagingLook.looks[family][$0].name).tag($0) }
      }
      .pickerStyle(.menu)
      // Vertical: CollectionViewPagingLayout's `scrollDirection = .vertical`, the look unchanged.
      Toggle("Vertical", isOn: $vertical)
      Carousel(
        recipes, selection: $selection,
        layout: PagingLook.looks[family][min(look, PagingLook.looks[family].count - 1)].layout.turned(
          vertical: vertical)
      ) {
        RecipeCard(recipe: $0)
      }
      .itemAccessibilityLabel { $0.name }
      .frame(height: 320)
      Spacer()
    }
    .padding(.top, 16)
    .background(Color(.systemGroupedBackground).ignoresSafeArea())
  }
}

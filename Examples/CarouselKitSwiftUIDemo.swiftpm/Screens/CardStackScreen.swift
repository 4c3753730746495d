import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A recipe card in the stack.
struct Recipe: Identifiable {
  let name: String
  let minutes: Int
  let symbolName: String
  let colors: [Color]

  var id: String { name }

  @MainActor static let all = [
    Recipe(name: "Tomato soup", minutes: 25, symbolName: "flame", colors: [.red, .orange]),
    Recipe(name: "Green salad", minutes: 10, symbolName: "leaf", colors: [.green, .teal]),
    Recipe(name: "Blueberry pancakes", minutes: 20, symbolName: "circle.grid.2x2", colors: [.indigo, .blue]),
    Recipe(name: "Lemon tart", minutes: 60, symbolName: "sun.max", colors: [.yellow, .orange]),
    Recipe(name: "Mushroom risotto", minutes: 40, symbolName: "drop", colors: [.brown, .gray]),
    Recipe(name: "Plum crumble", minutes: 45, symbolName: "heart", colors: [.purple, .pink]),
  ]
}

/// A card of the stack.
struct RecipeCard: View {
  let recipe: Recipe

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      LinearGradient(gradient: Gradient(colors: recipe.colors), startPoint: .topLeading, endPoint: .bottomTrailing)
      VStack(alignment: .leading, spacing: 4) {
        Image(systemName: recipe.symbolName).font(.largeTitle)
        Text(recipe.name).font(.title2.bold()).lineLimit(2)
        Text("\(recipe.minutes) min").font(.subheadline)
      }
      .foregroundColor(.white)
      .padding(16)
    }
    .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
  }
}

/// The card stack: swipe to the left; the cards on the right pile up, scaled from 0.4. A tap
/// on the front card opens it.
@MainActor
struct CardStackScreen: View {
  private let recipes = Recipe.all
  @State private var selection: Recipe.ID?
  @State private var openedRecipe: Recipe?

  var body: some View {
    VStack(spacing: 16) {
      Spacer()
      Carousel(recipes, selection: $selection, layout: .cards(minScale: 0.4)) { RecipeCard(recipe: $0) }
        .itemAccessibilityLabel { "\($0.name), \($0.minutes) minutes" }
        .onSelect { recipe in openedRecipe = recipe }
        .frame(height: 260)
      Text(position)
        .font(.subheadline)
        .foregroundColor(.secondary)
      Spacer()
    }
    .background(Color(.systemGroupedBackground).ignoresSafeArea())
    .sheet(item: $openedRecipe) { recipe in
      VStack(spacing: 16) {
        RecipeCard(recipe: recipe).frame(height: 240)
        Text("Ready in \(recipe.minutes) minutes.").font(.headline)
        Button("Close") { openedRecipe = nil }
      }
      .padding(24)
    }
  }

  private var position: String {
    let index = recipes.firstIndex { $0.id == selection } ?? 0
    return "\(index + 1) of \(recipes.count): \(recipes[index].name)"
  }
}

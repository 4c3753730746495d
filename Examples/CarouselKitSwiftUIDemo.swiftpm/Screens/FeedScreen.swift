import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A promotion shown as a banner at the top of the feed.
struct Promo: Identifiable {
  let id: Int
  let title: String
  let subtitle: String
  let symbolName: String
  let colors: [Color]

  @MainActor static let all = [
    Promo(
      id: 1, title: "Summer sale", subtitle: "Up to 50 % off garden furniture", symbolName: "sun.max",
      colors: [.orange, .pink]),
    Promo(
      id: 2, title: "New arrivals", subtitle: "Lamps, rugs and throws", symbolName: "lamp.floor",
      colors: [.indigo, .teal]),
    Promo(id: 3, title: "Gift cards", subtitle: "For every occasion", symbolName: "gift", colors: [.green, .mint]),
    Promo(
      id: 4, title: "Free delivery", subtitle: "On orders over 50 €", symbolName: "shippingbox",
      colors: [.purple, .blue]),
  ]
}

/// A post in the feed under the banners.
struct FeedPost: Identifiable {
  let id: Int
  let author: String
  let text: String

  static let all = (1...30).map { number in
    FeedPost(
      id: number, author: ["Ana", "Ben", "Chloé", "Dev", "Emil"][number % 5],
      text: "Post \(number): what we bought this week, and how it looks in the living room.")
  }
}

/// A banner: a gradient with a symbol, a title, a subtitle and a "Save" button (a `Button`
/// inside an item wins its tap: saving never opens the banner).
struct PromoBanner: View {
  let promo: Promo
  let isSaved: Bool
  let toggleSave: () -> Void

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      Artwork(symbolName: promo.symbolName, colors: promo.colors, symbolScale: 0.35)
      VStack(alignment: .leading, spacing: 6) {
        Text(promo.title).font(.title2.bold())
        Text(promo.subtitle).font(.subheadline).lineLimit(2)
        Button(action: toggleSave) {
          Label(isSaved ? "Saved" : "Save", systemImage: isSaved ? "bookmark.fill" : "bookmark")
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.white))
            .foregroundColor(.black)
        }
        .buttonStyle(.plain)
        .padding(.top, 6)
      }
      .foregroundColor(.white)
      .padding(16)
    }
    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

/// A feed with looping, autoplaying banners at the top, dots under them and a "Save" button in
/// each banner; the toolbar counts the saved banners, and a tap on a banner opens it.
@MainActor
struct FeedScreen: View {
  private let promos = Promo.all
  private let posts = FeedPost.all
  @State private var selection: Promo.ID?
  @State private var savedIDs: Set<Promo.ID> = []
  @State private var openedPromo: Promo?

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12) {
        Carousel(promos, selection: $selection, layout: .linear(itemSize: .inset(16), spacing: 8)) { promo in
          PromoBanner(promo: promo, isSaved: savedIDs.contains(promo.id)) { toggleSave(promo) }
        }
        .itemAccessibilityLabel { "\($0.title), \($0.subtitle)" }
        .onSelect { promo in openedPromo = promo }  // a tap, or VoiceOver's activate
        .frame(height: 200)
        .carouselLooping()
        .carouselSnapping(.paging)
        .carouselAutoplay(Autoplay(interval: 4))  // VoiceOver users can pause it (an action)
        CarouselPageControl(promos, selection: $selection, isLooping: true)  // taps and drags move the banners
          .accessibilityHidden(true)  // the carousel is the adjustable element
          .frame(maxWidth: .infinity)
        ForEach(posts) { post in
          PostRow(post: post)
          Divider()
        }
      }
      .padding(.vertical, 12)
    }
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Text(savedIDs.isEmpty ? "Nothing saved" : "\(savedIDs.count) saved")
          .font(.footnote)
          .foregroundColor(.secondary)
      }
    }
    .alert(item: $openedPromo) { promo in
      Alert(title: Text(promo.title), message: Text(promo.subtitle), dismissButton: .default(Text("OK")))
    }
  }

  private func toggleSave(_ promo: Promo) {
    if savedIDs.contains(promo.id) {
      savedIDs.remove(promo.id)
    } else {
      savedIDs.insert(promo.id)
    }
  }
}

/// A row of the feed.
struct PostRow: View {
  let post: FeedPost

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: "person.crop.circle").font(.title)
      VStack(alignment: .leading, spacing: 4) {
        Text(post.author).font(.headline)
        Text(post.text).font(.body).foregroundColor(.secondary)
      }
    }
    .padding(.horizontal, 16)
  }
}

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
/// each banner; the toolbar counts the saved banners, and a tap on a banner opens it. Under the
/// dots, the mirror: a horizontal row of cards whose first card is a vertical carousel of deals.
///
/// Swiping shows who owns a drag: a horizontal swipe on the banners pages them and the feed
/// stays still; a vertical or diagonal one (more than about 26.6° off horizontal) scrolls the
/// feed and the banners stay still; never both. In the row, the same turned a quarter: a
/// vertical swipe on the deals pages them, a horizontal or diagonal one scrolls the row. On
/// iOS 15–17 as from iOS 18: the feed's pan waits for the carousel's (before iOS 18 the
/// carousel's recognisers sit on the feed's scroll view).
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
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 12) {
            Carousel(promos, layout: .linear(itemSize: .inset(0), spacing: 8, axis: .vertical)) { promo in
              DealCard(promo: promo)
            }
            .frame(width: 240, height: 96)
            .carouselLooping()
            .carouselSnapping(.paging)
            ForEach(promos) { promo in
              DealCard(promo: promo).frame(width: 160, height: 96)
            }
          }
          .padding(.horizontal, 16)
        }
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

/// A small card of a promotion: its gradient, symbol and title (the deals row).
struct DealCard: View {
  let promo: Promo

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      Artwork(symbolName: promo.symbolName, colors: promo.colors, symbolScale: 0.3)
      Text(promo.title).font(.headline).foregroundColor(.white).padding(10)
    }
    .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
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

import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A page of the right-to-left screen: a number and a word in Arabic and English.
struct ReadingPage: Identifiable {
  let id: Int
  let arabic: String
  let english: String
  let colors: [Color]

  @MainActor static let all: [ReadingPage] = [
    ReadingPage(id: 1, arabic: "واحد", english: "one", colors: [.teal, .blue]),
    ReadingPage(id: 2, arabic: "اثنان", english: "two", colors: [.orange, .red]),
    ReadingPage(id: 3, arabic: "ثلاثة", english: "three", colors: [.green, .teal]),
    ReadingPage(id: 4, arabic: "أربعة", english: "four", colors: [.purple, .indigo]),
    ReadingPage(id: 5, arabic: "خمسة", english: "five", colors: [.pink, .orange]),
  ]
}

/// A page: a gradient, the page's number and its words, aligned to the leading (right) edge.
struct ReadingPageCard: View {
  let page: ReadingPage

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("\(page.id)").font(.largeTitle.bold())
      Text("\(page.arabic) · \(page.english)").font(.title2)
    }
    .foregroundColor(.white)
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(LinearGradient(colors: page.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

/// Right to left, whatever the device's language (`.environment(\.layoutDirection,
/// .rightToLeft)`): a looping carousel with its page control, and (iOS 17) a horizontal
/// `ScrollView` paged by the engine's release rule (`CarouselScrollTargetBehavior`, SwiftUI's
/// counterpart of UIKit's `ScrollViewPager`). Page 1 is on the right and the next page comes
/// in from the left: a swipe to the right moves forward, the keyboard's left arrow too, the
/// carousel loops from page 5 to page 1 across the left edge, and the page control
/// (`CarouselPageControl`) fills from the right.
@MainActor
struct RightToLeftScreen: View {
  private let pages = ReadingPage.all
  @State private var selection: ReadingPage.ID?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        Text("Carousel, looping").font(.headline).padding(.horizontal, 24)
        Carousel(pages, selection: $selection, layout: .linear(itemSize: .inset(24), spacing: 12)) { page in
          ReadingPageCard(page: page)
        }
        .itemAccessibilityLabel { "\($0.id), \($0.arabic)" }
        .carouselLooping()
        .carouselSnapping(.paging)
        .frame(height: 180)
        CarouselPageControl(pages, selection: $selection, isLooping: true)  // taps and drags move it
          .frame(maxWidth: .infinity)
        Text("ScrollView with CarouselScrollTargetBehavior").font(.headline).padding(.horizontal, 24)
        pagedScrollView
      }
      .padding(.vertical, 12)
    }
    .environment(\.layoutDirection, .rightToLeft)
  }

  /// The pages in a horizontal scroll view that pages one page per swipe (iOS 17; built with
  /// an older SDK, or before iOS 17, a note instead).
  @ViewBuilder
  private var pagedScrollView: some View {
    #if canImport(SwiftUI, _version: 5.0)
      if #available(iOS 17.0, *) {
        GeometryReader { proxy in
          let width = max(proxy.size.width - 48, 1)
          ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
              ForEach(pages) { page in
                ReadingPageCard(page: page).frame(width: width)
              }
            }
            .padding(.horizontal, 24)
          }
          .scrollTargetBehavior(
            CarouselScrollTargetBehavior(
              pageLengths: pages.map { _ in Double(width) }, spacing: 12, axis: .horizontal,
              policy: .paging(maxItems: 1)))
        }
        .frame(height: 180)
      } else {
        Text("Paging a ScrollView needs iOS 17.").foregroundColor(.secondary).padding(.horizontal, 24)
      }
    #else
      Text("Paging a ScrollView needs the iOS 17 SDK.").foregroundColor(.secondary).padding(.horizontal, 24)
    #endif
  }
}

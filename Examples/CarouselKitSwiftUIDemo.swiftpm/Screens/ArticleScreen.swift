import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A chapter of a long article; chapters have different heights.
struct Chapter: Identifiable {
  let id: Int
  let heading: String
  let body: String
  let height: CGFloat

  static let all: [Chapter] = (1...12).map { number in
    let sentence = "Paging between anchors of any size: each chapter is a page, however tall. "
    let sentences = 2 + (number * 5) % 9
    return Chapter(
      id: number, heading: "Chapter \(number)", body: String(repeating: sentence, count: sentences),
      height: CGFloat(160 + 44 * sentences))
  }
}

/// A chapter's page.
struct ChapterPage: View {
  let chapter: Chapter

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(chapter.heading).font(.title2.bold())
      Text(chapter.body).font(.body)
      Spacer(minLength: 0)
    }
    .padding(20)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color(.secondarySystemBackground))
  }
}

/// Pages of different sizes. From iOS 17 a native `ScrollView` pages chapter by chapter with
/// the engine's release rule (`CarouselScrollTargetBehavior`; the scroll view settles with its
/// own animation); before, a vertical carousel with the pages layout does it. The scroll-target
/// API exists from SwiftUI 5 (the iOS 17 SDK, Xcode 15): built with an older SDK, the app uses
/// the carousel everywhere.
@MainActor
struct ArticleScreen: View {
  private let chapters = Chapter.all

  var body: some View {
    #if canImport(SwiftUI, _version: 5.0)
      if #available(iOS 17.0, *) {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(chapters) { chapter in
              ChapterPage(chapter: chapter).frame(height: chapter.height)
            }
          }
        }
        .scrollTargetBehavior(
          CarouselScrollTargetBehavior(pageLengths: chapters.map { Double($0.height) }, policy: .paging(maxItems: 1)))
      } else {
        ArticleCarousel(chapters: chapters)
      }
    #else
      ArticleCarousel(chapters: chapters)
    #endif
  }
}

/// Before iOS 17: the same pages as a vertical carousel.
struct ArticleCarousel: View {
  let chapters: [Chapter]
  @State private var selection: Chapter.ID?

  var body: some View {
    Carousel(chapters, selection: $selection, layout: .pages(chapters.map { Double($0.height) }, axis: .vertical)) {
      ChapterPage(chapter: $0)
    }
    .carouselSnapping(.paging(maxItems: 1))
  }
}

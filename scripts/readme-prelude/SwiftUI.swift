// App-side declarations the README's SwiftUI examples use: scripts/readme-snippets puts this
// file beside each example that imports CarouselSwiftUI, and both checks (scripts/typecheck-apple
// against the stand-in, ../shared/ios-sdk/check against Apple's SDKs) compile them together as
// one module, parsed as a library. Not part of CarouselKit.
import CarouselCore
import CarouselSwiftUI
import Foundation
import SwiftUI

struct Banner: Identifiable {
  let id: Int
  let title: String
}
struct BannerCard: View {
  let banner: Banner
  var body: some View { Text(verbatim: banner.title) }
}
struct Item: Identifiable { let id: Int }
struct ItemCard: View {
  let item: Item
  var body: some View { Text(verbatim: "\(item.id)") }
}
struct Photo: Identifiable { let id: String }
struct PhotoView: View {
  let photo: Photo
  var body: some View { Text(verbatim: photo.id) }
}
@MainActor func open(_ banner: Banner) { print("open", banner.title) }
struct Post: Identifiable {
  let id: Int
  let text: String
}
struct PostRow: View {
  let post: Post
  var body: some View { Text(verbatim: post.text) }
}
struct Page: Identifiable {
  let id: Int
  let height: CGFloat
}
struct PageCard: View {
  let page: Page
  var body: some View { Text(verbatim: "\(page.id)") }
}

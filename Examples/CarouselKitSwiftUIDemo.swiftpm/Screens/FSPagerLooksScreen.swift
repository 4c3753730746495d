import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A picture of the FSPagerView looks screen: a gradient with a symbol.
struct LookPicture: Identifiable {
  let id: Int
  let symbolName: String
  let colors: (Color, Color)

  @MainActor static let all = [
    LookPicture(id: 1, symbolName: "mountain.2", colors: (.blue, .teal)),
    LookPicture(id: 2, symbolName: "sun.max", colors: (.orange, .yellow)),
    LookPicture(id: 3, symbolName: "leaf", colors: (.green, .mint)),
    LookPicture(id: 4, symbolName: "drop", colors: (.indigo, .blue)),
    LookPicture(id: 5, symbolName: "snowflake", colors: (.teal, .cyan)),
    LookPicture(id: 6, symbolName: "moon.stars", colors: (.purple, .pink)),
    LookPicture(id: 7, symbolName: "cloud.sun", colors: (.red, .orange)),
  ]
}

/// FSPagerView's transformer looks (`.pager(_:)`), one at a time, chosen with a picker; each
/// with the item size FSPagerView's own example gives it (`TransformerExampleViewController`).
@MainActor
struct FSPagerLooksScreen: View {
  /// The looks, with the names FSPagerView gives them and the item sizes of its example
  /// (`TransformerExampleViewController`): the whole pager for cross fading, zoom out and
  /// depth, 0.6 × 0.75 of it for overlap and linear, 180 × 140 for the ferris wheels,
  /// 220 × 170 for cover flow, 0.9 × 0.9 for the cube (in a 240-pt high carousel).
  private static let looks: [(name: String, layout: PagerTransformLayout)] = [
    ("Cross fading", .pager(.crossFading)), ("Zoom out", .pager(.zoomOut)), ("Depth", .pager(.depth)),
    ("Overlap", .pager(.overlap, itemSize: .fraction(0.6), itemHeight: 180)),
    ("Linear", .pager(.linear, itemSize: .fraction(0.6), itemHeight: 180)),
    ("Cover flow", .pager(.coverFlow, itemSize: .absolute(220), itemHeight: 170)),
    ("Ferris wheel", .pager(.ferrisWheel(inverted: false), itemSize: .absolute(180), itemHeight: 140)),
    ("Inverted ferris wheel", .pager(.ferrisWheel(inverted: true), itemSize: .absolute(180), itemHeight: 140)),
    ("Cubic", .pager(.cubic, itemSize: .fraction(0.9), itemHeight: 216)),
  ]
  private static let height = 240.0
  private let pictures = LookPicture.all
  @State private var look = 0
  @State private var vertical = false
  @State private var selection: LookPicture.ID?

  var body: some View {
    VStack(spacing: 24) {
      Picker("Look", selection: $look) {
        ForEach(Self.looks.indices, id: \.self) { Text(Self.looks[$0].name).tag($0) }
      }
      .pickerStyle(.menu)
      // Vertical: FSPagerView's `scrollDirection = .vertical` (the item size's width runs along y).
      Toggle("Vertical", isOn: $vertical).padding(.horizontal)
      Carousel(pictures, selection: $selection, layout: Self.looks[look].layout.turned(vertical: vertical)) { picture in
        ZStack {
          LinearGradient(
            colors: [picture.colors.0, picture.colors.1], startPoint: .topLeading, endPoint: .bottomTrailing)
          Image(systemName: picture.symbolName).font(.largeTitle).foregroundColor(.white)
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
      }
      .itemAccessibilityLabel { "Picture \($0.id) of \(LookPicture.all.count)" }
      .carouselLooping()
      .frame(height: Self.height)
      Spacer()
    }
    .padding(.top, 16)
  }
}

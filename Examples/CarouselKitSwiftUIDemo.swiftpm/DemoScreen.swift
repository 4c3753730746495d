import SwiftUI

/// One screen of the demo: what the list shows, and the view it opens.
struct DemoScreen: Identifiable {
  let title: String
  let summary: String
  let symbolName: String
  let destination: @MainActor () -> AnyView

  var id: String { title }
}

extension DemoScreen {
  /// Every screen, in the order of the list. A new screen is one more entry here.
  @MainActor static let all: [DemoScreen] = [
    DemoScreen(
      title: "Feed with banners", summary: "Looping banners with autoplay, dots and a button in each",
      symbolName: "rectangle.stack", destination: { AnyView(FeedScreen()) }),
    DemoScreen(
      title: "Centred selector", summary: "The nearest plan snaps to the centre",
      symbolName: "slider.horizontal.below.rectangle", destination: { AnyView(PlanSelectorScreen()) }),
    DemoScreen(
      title: "Card stack", summary: "Swipe to the left; the cards on the right pile up",
      symbolName: "square.stack.3d.down.right", destination: { AnyView(CardStackScreen()) }),
    DemoScreen(
      title: "Photo pager", summary: "Full-screen looping pages; pinch or double-tap a photo to zoom",
      symbolName: "photo.on.rectangle", destination: { AnyView(PhotoPagerScreen()) }),
    DemoScreen(
      title: "Pages of different sizes", summary: "A ScrollView that pages by chapter (iOS 17), a carousel before",
      symbolName: "text.justify", destination: { AnyView(ArticleScreen()) }),
    DemoScreen(
      title: "Drum picker", summary: "A timer like UIDatePicker's: two drums with selection haptics",
      symbolName: "timer", destination: { AnyView(TimerPickerScreen()) }),
    DemoScreen(
      title: "Wheel", summary: "Items on an arc, the top one zoomed, wrapping around",
      symbolName: "circle.dashed", destination: { AnyView(WheelScreen()) }),
    DemoScreen(
      title: "iCarousel looks", summary: "Rotary, cylinder, wheel and time machine, each inverted too; cover flow 2",
      symbolName: "rotate.3d", destination: { AnyView(ICarouselLooksScreen()) }),
    DemoScreen(
      title: "CollectionViewPagingLayout looks", summary: "Scale, stack and snapshot pages with every preset",
      symbolName: "square.stack.3d.forward.dottedline", destination: { AnyView(PagingLooksScreen()) }),
    DemoScreen(
      title: "FSPagerView looks", summary: "Cross fading, zoom out, depth, overlap, cover flow, ferris wheel, cube",
      symbolName: "square.on.square", destination: { AnyView(FSPagerLooksScreen()) }),
    DemoScreen(
      title: "Right to left", summary: "A looping carousel and a paged ScrollView forced to read right to left",
      symbolName: "arrow.left.to.line", destination: { AnyView(RightToLeftScreen()) }),
    DemoScreen(
      title: "Trackpad, mouse and keyboard", summary: "iPad: two-finger scrolling, the wheel, arrows, hover effects",
      symbolName: "cursorarrow.rays", destination: { AnyView(PointerScreen()) }),
  ]
}

/// The list of screens.
struct ScreenList: View {
  let screens: [DemoScreen]

  var body: some View {
    NavigationView {
      List(screens) { screen in
        NavigationLink {
          screen.destination()
            .navigationTitle(screen.title)
            .navigationBarTitleDisplayMode(.inline)
        } label: {
          Label {
            VStack(alignment: .leading, spacing: 2) {
              Text(screen.title)
              Text(screen.summary).font(.footnote).foregroundColor(.secondary)
            }
          } icon: {
            Image(systemName: screen.symbolName)
          }
        }
      }
      .navigationTitle("CarouselKit")
    }
    .navigationViewStyle(.stack)
  }
}

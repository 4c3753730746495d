import CarouselCore
import CarouselSwiftUI
import SwiftUI

/// A photo of the pager, drawn in code.
struct Photo: Identifiable {
  let caption: String
  let symbolName: String
  let colors: [Color]

  var id: String { caption }

  @MainActor static let all = [
    Photo(caption: "Mountains at dawn", symbolName: "mountain.2", colors: [.indigo, .pink]),
    Photo(caption: "A walk in the forest", symbolName: "tree", colors: [.green, .teal]),
    Photo(caption: "Storm over the sea", symbolName: "cloud.bolt.rain", colors: [.gray, .blue]),
    Photo(caption: "Night sky", symbolName: "moon.stars", colors: [.black, .purple]),
    Photo(caption: "Beach day", symbolName: "sun.haze", colors: [.orange, .yellow]),
  ]
}

/// A page: the photo, zoomed by a pinch (a second finger never moves the carousel: README,
/// "Events per gesture") or a double tap, and panned with one finger while zoomed.
struct ZoomablePhotoPage: View {
  let photo: Photo
  @Binding var isZoomed: Bool
  @State private var scale: CGFloat = 1
  @State private var offset: CGSize = .zero
  @GestureState private var pinch: CGFloat = 1
  @GestureState private var pan: CGSize = .zero

  var body: some View {
    GeometryReader { proxy in
      Artwork(symbolName: photo.symbolName, colors: photo.colors, symbolScale: 0.45)
        .scaleEffect(min(max(scale * pinch, 1), 4))
        .offset(x: offset.width + pan.width, y: offset.height + pan.height)
        .frame(width: proxy.size.width, height: proxy.size.height)
        .clipped()
        .contentShape(Rectangle())
        .gesture(zoomGesture(size: proxy.size))
        .simultaneousGesture(panGesture(size: proxy.size), including: isZoomed ? .all : .none)
        .onTapGesture(count: 2) { setScale(scale > 1 ? 1 : 2.5, size: proxy.size) }
    }
    .background(Color.black)
    .accessibilityElement()
    .accessibilityLabel(photo.caption)
    .onDisappear { setScale(1, size: .zero) }
  }

  private func zoomGesture(size: CGSize) -> some Gesture {
    MagnificationGesture()
      .updating($pinch) { value, pinch, _ in pinch = value }
      .onEnded { value in setScale(scale * value, size: size) }
  }

  private func panGesture(size: CGSize) -> some Gesture {
    DragGesture()
      .updating($pan) { value, pan, _ in pan = value.translation }
      .onEnded { value in
        offset = clamped(
          CGSize(width: offset.width + value.translation.width, height: offset.height + value.translation.height),
          scale: scale, size: size)
      }
  }

  private func setScale(_ newScale: CGFloat, size: CGSize) {
    withAnimation(.easeOut(duration: 0.25)) {
      scale = min(max(newScale, 1), 4)
      offset = clamped(offset, scale: scale, size: size)
    }
    isZoomed = scale > 1
  }

  /// Keeps the zoomed photo covering the page.
  private func clamped(_ offset: CGSize, scale: CGFloat, size: CGSize) -> CGSize {
    let maxX = size.width * (scale - 1) / 2
    let maxY = size.height * (scale - 1) / 2
    return CGSize(width: min(max(offset.width, -maxX), maxX), height: min(max(offset.height, -maxY), maxY))
  }
}

/// Full-screen photos, one per swipe, looping, with dots and the caption clear of the home
/// indicator. While a photo is zoomed the pager is locked (`scrollDisabled`, iOS 16), so one
/// finger pans the photo; on iOS 15 the pager still pages then.
@MainActor
struct PhotoPagerScreen: View {
  private let photos = Photo.all
  @State private var selection: Photo.ID?
  @State private var zoomedPhotoID: Photo.ID?

  var body: some View {
    ZStack(alignment: .bottom) {
      Carousel(photos, selection: $selection, layout: .linear(itemSize: .inset(0), spacing: 0)) { photo in
        ZoomablePhotoPage(photo: photo, isZoomed: zoomBinding(for: photo))
      }
      .itemAccessibilityLabel { $0.caption }
      .carouselLooping()
      .carouselSnapping(.paging)
      .carouselDecelerationRate(.fast)
      .swipingLocked(zoomedPhotoID != nil)
      .ignoresSafeArea()
      VStack(spacing: 8) {
        Text(currentPhoto.caption)
          .font(.headline)
          .foregroundColor(.white)
          .multilineTextAlignment(.center)
        CarouselPageControl(photos, selection: $selection, isLooping: true)  // taps and drags page
          .currentPageIndicatorTint(.white)
          .pageIndicatorTint(.white.opacity(0.4))
          .accessibilityHidden(true)  // the pager is the adjustable element
      }
      .padding(.horizontal, 20)
      .padding(.bottom, 8)
    }
    .background(Color.black.ignoresSafeArea())
  }

  private var currentPhoto: Photo {
    photos.first { $0.id == selection } ?? photos[0]
  }

  private func zoomBinding(for photo: Photo) -> Binding<Bool> {
    Binding(
      get: { zoomedPhotoID == photo.id },
      set: { isZoomed in
        if isZoomed {
          zoomedPhotoID = photo.id
        } else if zoomedPhotoID == photo.id {
          zoomedPhotoID = nil
        }
      })
  }
}

import CarouselCore
import CarouselUIKit
import UIKit

/// A photo of the pager, drawn in code.
struct Photo {
  let caption: String
  let symbolName: String
  let colors: (UIColor, UIColor)

  static let all = [
    Photo(caption: "Mountains at dawn", symbolName: "mountain.2", colors: (.systemIndigo, .systemPink)),
    Photo(caption: "A walk in the forest", symbolName: "tree", colors: (.systemGreen, .systemTeal)),
    Photo(caption: "Storm over the sea", symbolName: "cloud.bolt.rain", colors: (.systemGray, .systemBlue)),
    Photo(caption: "Night sky", symbolName: "moon.stars", colors: (.black, .systemPurple)),
    Photo(caption: "Beach day", symbolName: "sun.haze", colors: (.systemOrange, .systemYellow)),
  ]

  /// The picture, drawn once per size.
  @MainActor func image(size: CGSize) -> UIImage {
    Artwork.image(symbolName: symbolName, colors: colors, size: size, symbolScale: 0.45)
  }
}

/// A page of the pager: the photo in a `UIScrollView` that zooms it (pinch, or double-tap to
/// zoom in and out). While the photo is zoomed its scroll view takes the pans, until it is at
/// its left or right edge and the finger keeps going: then the carousel takes the drag and
/// pages, as Photos does (README, "Gesture coordination"; nothing to write here: the
/// carousel finds the scroll view under the finger). At zoom 1 the scroll view has nothing to
/// scroll and the carousel pages at once.
final class ZoomingPhotoView: UIView, CarouselItemView, UIScrollViewDelegate {
  private let scrollView = UIScrollView()
  private let imageView = UIImageView()
  private var photo: Photo?
  private var renderedSize: CGSize = .zero
  private var renderedCaption: String?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.decelerationRate = .fast
    imageView.contentMode = .scaleAspectFit
    imageView.isAccessibilityElement = true
    scrollView.addSubview(imageView)
    addSubview(scrollView)

    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom(_:)))
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the view is made in code")
  }

  func configure(with photo: Photo) {
    self.photo = photo
    scrollView.setZoomScale(1, animated: false)
    imageView.accessibilityLabel = photo.caption
    setNeedsLayout()
  }

  func prepareForCarouselReuse() {
    scrollView.setZoomScale(1, animated: false)  // a page comes back unzoomed
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let photo, bounds.width > 0, bounds.height > 0 else { return }
    // Moving the page (the carousel sets its centre and transform) keeps its size: only a new
    // size or a new photo redraws and unzooms it.
    guard bounds.size != renderedSize || photo.caption != renderedCaption else { return }
    renderedSize = bounds.size
    renderedCaption = photo.caption
    scrollView.setZoomScale(1, animated: false)
    scrollView.frame = bounds
    imageView.frame = CGRect(origin: .zero, size: bounds.size)
    imageView.image = photo.image(size: bounds.size)
    scrollView.contentSize = bounds.size
  }

  // MARK: UIScrollViewDelegate

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    imageView
  }

  @objc private func toggleZoom(_ recognizer: UITapGestureRecognizer) {
    if scrollView.zoomScale > 1 {
      scrollView.setZoomScale(1, animated: true)
    } else {
      let point = recognizer.location(in: imageView)
      let size = CGSize(width: bounds.width / 2.5, height: bounds.height / 2.5)
      let rect = CGRect(
        x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
      scrollView.zoom(to: rect, animated: true)
    }
  }
}

/// Full-screen photos, one per swipe, looping (the `n + 2` article's pager as a mode of the
/// engine), with a page control and the caption over the safe area.
final class PhotoPagerViewController: UIViewController {
  private let photos = Photo.all
  private let pager = CarouselView(layout: .linear(itemSize: .inset(0), spacing: 0))
  private let pageControl = CarouselPageControl()  // follows the pager; taps and scrubs move it
  private let captionLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    pager.isLooping = true
    pager.snapping = .paging
    pager.decelerationRate = .fast
    pager.register(reuseIdentifier: "photo") { ZoomingPhotoView() }
    pager.itemProvider = { [unowned self] carousel, index in
      let page = carousel.dequeueReusableItemView(ofType: ZoomingPhotoView.self, withReuseIdentifier: "photo")
      page.configure(with: photos[index])
      return page
    }
    pager.itemAccessibilityLabel = { [unowned self] index in photos[index].caption }
    pager.onCurrentIndexChange = { [unowned self] index in show(index ?? 0) }
    pager.numberOfItems = photos.count

    pageControl.carousel = pager
    pageControl.backgroundStyle = .prominent
    pageControl.isAccessibilityElement = false  // the pager is the adjustable element
    captionLabel.font = .preferredFont(forTextStyle: .headline)
    captionLabel.adjustsFontForContentSizeCategory = true
    captionLabel.textColor = .white
    captionLabel.textAlignment = .center
    captionLabel.numberOfLines = 0

    view.addSubview(pager)
    pager.pin(to: view)  // edge to edge: the photos run under the bars
    for subview in [captionLabel, pageControl] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide  // the caption and dots stay clear of the home indicator
    NSLayoutConstraint.activate([
      pageControl.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
      pageControl.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      captionLabel.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -4),
      captionLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      captionLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
    show(0)
  }

  private func show(_ index: Int) {
    captionLabel.text = photos[index].caption
  }
}

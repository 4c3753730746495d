#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// A carousel over a collection of identifiable data: any core `CarouselLayout`,
  /// snapping, looping and autoplay, with scroll physics that feel like `UIScrollView`.
  ///
  /// ```swift
  /// @State private var selection: Banner.ID?
  ///
  /// Carousel(banners, selection: $selection, layout: .linear(itemSize: .inset(16), spacing: 8)) { banner in
  ///   BannerCard(banner: banner)
  /// }
  /// .looping()
  /// .snapping(.paging)
  /// .autoplay(Autoplay(interval: 4))
  /// .frame(height: 200)
  /// ```
  ///
  /// Only the visible items exist as views: the carousel draws one view per slot of the
  /// core's `SlotPlanner` (the slot number is the view's identity, so SwiftUI
  /// reuses them as items come and go), driven by a `TimelineView(.animation)` that runs only
  /// while the content moves, a finger is down, or autoplay is about to step.
  ///
  /// - A touch-down stops any motion at once; the content follows the finger; a release snaps;
  ///   a tap on an item at rest selects it (``onSelect(_:)``) and scrolls to it.
  /// - `selection` is the item the carousel rests on or is moving to; setting it scrolls there.
  ///   When the data changes, the selected item stays in view, wherever it moved.
  /// - Size changes (rotation) keep the current item, even mid-fling.
  /// - The carousel is one accessibility element with an adjustable action ("item 2 of 5",
  ///   and ``itemAccessibilityLabel(_:)``); autoplay holds while VoiceOver runs and is off
  ///   under Reduce Motion; right-to-left layouts mirror.
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    @Binding private var selection: ID?
    private let layout: AnyCarouselLayout
    private var behavior = ScrollBehavior.carousel
    private let content: (Data.Element) -> Content
    private var selectAction: ((Data.Element) -> Void)?
    private var accessibilityLabel: ((Data.Element) -> String?)?

    @State private var model = CarouselModel<ID>()
    @State private var isRunning = false
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    /// Creates a carousel over identifiable data.
    ///
    /// - Parameters:
    ///   - data: the items.
    ///   - selection: the item the carousel rests on (or is moving to); `nil` selects the first.
    ///   - layout: any core layout; the banner's `.linear()` by default.
    ///   - content: the view of an item.
    public init(
      _ data: Data, selection: Binding<ID?>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
      self.init(data, id: \.id, selection: selection, layout: layout, content: content)
    }

    /// Creates a carousel over data identified by a key path.
    ///
    /// - Parameters:
    ///   - data: the items.
    ///   - id: the key path to an item's identity.
    ///   - selection: the item the carousel rests on (or is moving to); `nil` selects the first.
    ///   - layout: any core layout; the banner's `.linear()` by default.
    ///   - content: the view of an item.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self._selection = selection
      self.layout = AnyCarouselLayout(layout)
      self.content = content
    }

    // MARK: - Modifiers

    /// Makes the track infinite and cyclic (default off).
    public func looping(_ isLooping: Bool = true) -> Self {
      var copy = self
      copy.behavior.isLooping = isLooping
      return copy
    }

    /// How a release chooses where to rest: `.nearest` (default), `.paging` (one item per
    /// swipe), `.paging(maxItems:)` or `.free`.
    public func snapping(_ policy: SnapPolicy) -> Self {
      var copy = self
      copy.behavior.snapping = policy
      return copy
    }

    /// The deceleration rate the release is projected with (default `.fast`).
    public func decelerationRate(_ rate: DecelerationRate) -> Self {
      var copy = self
      copy.behavior.decelerationRate = rate
      return copy
    }

    /// The spring that settles on an item (default: response 0.25 s, critically damped).
    public func settleSpring(_ spring: CarouselCore.Spring) -> Self {
      var copy = self
      copy.behavior.spring = spring
      return copy
    }

    /// Automatic advancing (default none): held while VoiceOver runs, off under Reduce
    /// Motion, paused while touched.
    public func autoplay(_ autoplay: Autoplay?) -> Self {
      var copy = self
      copy.behavior.autoplay = autoplay
      return copy
    }

    /// Called when the user taps an item (a tap that stops a moving carousel selects nothing).
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.selectAction = action
      return copy
    }

    /// The label VoiceOver reads after the item's position ("item 2 of 5, label").
    public func itemAccessibilityLabel(_ label: @escaping (Data.Element) -> String?) -> Self {
      var copy = self
      copy.accessibilityLabel = label
      return copy
    }

    // MARK: - Body

    public var body: some View {
      GeometryReader { proxy in
        TimelineView(.animation(minimumInterval: nil, paused: !isRunning)) { context in
          let frame = makeFrame(at: context.date.timeIntervalSinceReferenceDate, size: proxy.size)
          ZStack(alignment: .topLeading) {
            ForEach(0..<frame.slots.count, id: \.self) { slot in
              slotView(frame.slots[slot], perspective: frame.perspective, viewport: frame.viewport)
            }
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          .task(id: frame.signal) { @MainActor in
            await react(to: frame.signal)
          }
        }
      }
      .contentShape(Rectangle())
      .clipped()
      .gesture(dragGesture)
      .accessibilityElement(children: .ignore)
      .accessibilityValue(Text(verbatim: accessibilityValue))
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: perform { $0.adjust(increment: true, at: $1) }
        case .decrement: perform { $0.adjust(increment: false, at: $1) }
        @unknown default: break
        }
      }
      .task(id: selection) { @MainActor in
        follow(selection)
      }
    }

    @ViewBuilder
    private func slotView(_ item: ItemAttributes?, perspective: Double?, viewport: CarouselSize) -> some View {
      if let item, let element = element(at: item.index) {
        content(element)
          .frame(width: CGFloat(item.size.width), height: CGFloat(item.size.height))
          .projectionEffect(
            ProjectionTransform(item.transform3DAboutOrigin(perspective: perspective, viewport: viewport).projective)
          )
          .opacity(item.alpha)
          .position(x: CGFloat(item.center.x), y: CGFloat(item.center.y))
          .zIndex(item.zIndex)
      }
    }

    // MARK: - Frames

    /// What one frame draws, and what the view reacts to once it is on screen.
    private struct Frame {
      var slots: [ItemAttributes?]
      var perspective: Double?
      var viewport: CarouselSize
      var signal: Signal
    }

    /// What changes the view's state after a frame: the item to select, whether frames must
    /// keep coming, when autoplay wakes up.
    struct Signal: Hashable {
      var destination: ID?
      var isRunning: Bool
      var wakeUp: Double?
    }

    private var environment: CarouselEnvironment {
      .init(
        isRightToLeft: layoutDirection == .rightToLeft, isVoiceOverRunning: voiceOver,
        isReduceMotionEnabled: reduceMotion)
    }

    /// The timeline's frame step, its display link: brings the driver to what the view was
    /// given (layout, behaviour, environment, size, data; each compared by value, so the same
    /// values given again change nothing) and advances it to `time` (advancing twice to the
    /// same time changes nothing either), then reads the frame. The model is a plain class
    /// that SwiftUI does not observe, so updating it here triggers no view update.
    private func makeFrame(at time: Double, size: CGSize) -> Frame {
      let viewport = CarouselSize(width: Double(size.width), height: Double(size.height))
      model.prepare(
        layout: layout, count: data.count, viewport: viewport, behavior: behavior, environment: environment,
        initialIndex: index(of: selection) ?? 0, time: time)
      model.update { driver in
        if driver.layout != layout { driver.setLayout(layout, at: time) }
        if driver.environment != environment { driver.setEnvironment(environment, at: time) }
        if driver.behavior != behavior { driver.reconfigure(behavior, at: time) }
        if driver.viewport != viewport { driver.resize(to: viewport, at: time) }
        followData(&driver, at: time)
        driver.advance(to: time)
      }
      guard let driver = model.current else {
        return Frame(slots: [], perspective: nil, viewport: viewport, signal: Signal(isRunning: false))
      }
      model.destinationID = driver.destinationIndex.flatMap(element(at:)).map { $0[keyPath: id] }
      var slots: [ItemAttributes?] = []
      slots.reserveCapacity(driver.slotCount)
      for slot in 0..<driver.slotCount { slots.append(driver.attributes(inSlot: slot)) }
      return Frame(
        slots: slots, perspective: driver.layout.perspective, viewport: viewport,
        signal: Signal(
          destination: model.destinationID, isRunning: model.isTouching || driver.needsFrames,
          wakeUp: driver.nextWakeUp))
    }

    /// When the data changed: keeps the item that was selected in view (wherever it moved),
    /// or the same index if it is gone.
    private func followData(_ driver: inout CarouselDriver<AnyCarouselLayout>, at time: Double) {
      let count = data.count
      let destination = driver.destinationIndex
      let stillThere = destination.flatMap(element(at:)).map { $0[keyPath: id] } == model.destinationID
      guard count != driver.count || !stillThere else { return }
      let moved = model.destinationID.flatMap { wanted in data.firstIndex { $0[keyPath: id] == wanted } }
      let newIndex = moved.map { data.distance(from: data.startIndex, to: $0) }
      driver.reload(count: count, currentIndex: newIndex, at: time)
    }

    /// After a frame is on screen: reports the selection, runs or pauses the timeline, and
    /// sleeps until the next autoplay step.
    private func react(to signal: Signal) async {
      if let destination = signal.destination, destination != selection { selection = destination }
      if isRunning != signal.isRunning { isRunning = signal.isRunning }
      guard !signal.isRunning, let wakeUp = signal.wakeUp else { return }
      let delay = max(wakeUp - Date().timeIntervalSinceReferenceDate, 0)
      try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
      guard !Task.isCancelled else { return }
      isRunning = true
    }

    /// The app set `selection`: scroll there (animated unless Reduce Motion is on).
    private func follow(_ selection: ID?) {
      guard let selection, selection != model.destinationID, let index = index(of: selection) else { return }
      perform { driver, time in driver.scroll(toIndex: index, animated: !reduceMotion, at: time) }
    }

    // MARK: - Input

    private var dragGesture: some Gesture {
      DragGesture(minimumDistance: 0)
        .onChanged { value in
          let time = value.time.timeIntervalSinceReferenceDate
          let location = CarouselPoint(x: Double(value.location.x), y: Double(value.location.y))
          if !model.isTouching {
            model.isTouching = true
            let start = CarouselPoint(x: Double(value.startLocation.x), y: Double(value.startLocation.y))
            model.update { driver in
              driver.touchDown(at: start, time: time)
              driver.pan(.began, at: start, time: time)
            }
          }
          model.update { $0.pan(.changed, at: location, time: time) }
          if !isRunning { isRunning = true }
        }
        .onEnded { value in
          let time = value.time.timeIntervalSinceReferenceDate
          let location = CarouselPoint(x: Double(value.location.x), y: Double(value.location.y))
          model.update { driver in
            driver.pan(.ended, at: location, time: time)
            driver.touchUp(time: time)
          }
          model.isTouching = false
          let dx = Double(value.translation.width)
          let dy = Double(value.translation.height)
          if dx * dx + dy * dy < 100, let index = model.current?.tap(at: location), let element = element(at: index) {
            selectAction?(element)
            perform { driver, time in driver.scroll(toIndex: index, animated: !reduceMotion, at: time) }
          }
          isRunning = true
        }
    }

    /// Runs a change on the driver now and lets the timeline show it.
    private func perform(_ change: (inout CarouselDriver<AnyCarouselLayout>, Double) -> Void) {
      let time = Date().timeIntervalSinceReferenceDate
      model.update { change(&$0, time) }
      isRunning = true
    }

    // MARK: - Data

    private func element(at index: Int) -> Data.Element? {
      guard index >= 0, index < data.count else { return nil }
      return data[data.index(data.startIndex, offsetBy: index)]
    }

    private func index(of selection: ID?) -> Int? {
      guard let selection, let index = data.firstIndex(where: { $0[keyPath: id] == selection }) else { return nil }
      return data.distance(from: data.startIndex, to: index)
    }

    private var accessibilityValue: String {
      guard let driver = model.current else { return "" }
      return driver.accessibilityValue(label: { index in
        element(at: index).flatMap { accessibilityLabel?($0) }
      }) ?? ""
    }
  }

  /// The driver behind a ``Carousel``: a reference that survives the view's updates
  /// (kept in `@State`) and that SwiftUI does not observe; the timeline redraws it.
  @MainActor
  final class CarouselModel<ID: Hashable> {
    private(set) var current: CarouselDriver<AnyCarouselLayout>?
    /// The identity of the item the carousel rests on or moves to, as of the latest frame.
    var destinationID: ID?
    var isTouching = false

    /// Makes the driver on first use, at the selected item.
    func prepare(
      layout: AnyCarouselLayout, count: Int, viewport: CarouselSize,
      behavior: ScrollBehavior,
      environment: CarouselEnvironment, initialIndex: Int, time: Double
    ) {
      guard current == nil else { return }
      current = CarouselDriver(
        layout: layout, count: count, viewport: viewport, behavior: behavior, environment: environment,
        index: initialIndex, time: time)
    }

    /// Changes the driver in place.
    func update(_ change: (inout CarouselDriver<AnyCarouselLayout>) -> Void) {
      guard var driver = current else { return }
      current = nil
      change(&driver)
      current = driver
    }
  }
#endif

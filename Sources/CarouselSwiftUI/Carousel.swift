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
  /// .onSelect { banner in open(banner) }
  /// .frame(height: 200)
  /// .looping()
  /// .snapping(.paging)
  /// .autoplay(Autoplay(interval: 4))
  /// ```
  ///
  /// Only the visible items exist as views, driven by a `TimelineView(.animation)` that runs
  /// only while the content moves, a finger is down, or autoplay is about to step. Each view's
  /// identity is its item's ID and loop copy (`VisibleCopy`), so `@State`, `.task` and
  /// `.onAppear` in item views stay with their item, however slots are reused and whatever
  /// the data changes.
  ///
  /// - Input: a touch-down stops any motion at once; a drag along the carousel's axis moves
  ///   it, one across it belongs to an enclosing `ScrollView` or `List` (the core's
  ///   `DirectionLock`: the carousel's drag gesture recognises alongside the parent's
  ///   scrolling, and a caught carousel whose drag goes to the parent settles on an item); a
  ///   release snaps; a tap on an item at rest selects it (``onSelect(_:)``).
  /// - `selection` is the item the carousel rests on or is moving to; setting it scrolls there.
  ///   When the data changes, the selected item stays in view, wherever it moved.
  /// - Behaviour comes from the environment: `looping(_:)`, `snapping(_:)`,
  ///   `decelerationRate(_:)`, `settleSpring(_:)`, `autoplay(_:)`, anywhere in the chain.
  /// - Size changes (rotation) keep the current item, even mid-fling.
  /// - Accessibility: one adjustable element whose value names the item in the user's
  ///   language (`CarouselStrings`, from the `locale`; `carouselStrings(_:)` overrides); the
  ///   default action activates the current item (``onSelect(_:)``); named actions step to the
  ///   next or previous item and pause or resume autoplay; autoplay holds while VoiceOver or
  ///   Switch Control runs or the keyboard focus is on the carousel (`isFocused`), and is off
  ///   under Reduce Motion.
  /// - Right to left: SwiftUI lays out and reports gestures from the leading edge, so the
  ///   carousel flows from the right without mirroring anything itself; the keyboard arrows
  ///   follow the reading direction.
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    @Binding private var selection: ID?
    private let layout: AnyCarouselLayout
    private let content: (Data.Element) -> Content
    private var selectAction: ((Data.Element) -> Void)?
    private var settleAction: ((Data.Element) -> Void)?
    private var accessibilityLabel: ((Data.Element) -> String?)?

    @State private var model = CarouselModel<ID>()
    @State private var isRunning = false
    @Environment(\.carouselBehavior) private var behavior
    @Environment(\.carouselStrings) private var stringsOverride
    @Environment(\.carouselAutoplayPaused) private var autoplayPausedByApp
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
    @Environment(\.isFocused) private var isFocused

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

    /// Creates a carousel over identifiable data that starts on the first item and keeps its
    /// position to itself (``onSettle(_:)`` says where it rests).
    public init(
      _ data: Data, layout: some CarouselLayout = .linear(), @ViewBuilder content: @escaping (Data.Element) -> Content
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
      self.init(data, id: \.id, selection: .constant(nil), layout: layout, content: content)
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

    /// Called when the user taps an item, or activates the carousel with VoiceOver (a tap
    /// that stops a moving carousel selects nothing).
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.selectAction = action
      return copy
    }

    /// Called when the carousel comes to rest after moving, with the item it rests on.
    public func onSettle(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.settleAction = action
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
            ForEach(frame.entries, id: \.key) { entry in
              itemView(entry, perspective: frame.perspective, viewport: frame.viewport)
            }
          }
          .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
          .task(id: frame.signal) { @MainActor in
            await react(to: frame.signal)
          }
        }
      }
      // Inside a vertical ScrollView, which proposes no height: the items' own height, or 200.
      .frame(idealHeight: CGFloat(layout.axis == .horizontal ? layout.naturalCrossLength ?? 200 : 200))
      .contentShape(Rectangle())
      .clipped()
      .simultaneousGesture(dragGesture)
      .accessibilityElement(children: .ignore)
      .accessibilityValue(Text(verbatim: accessibilityValue))
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: perform { $0.perform(.next, at: $1) }
        case .decrement: perform { $0.perform(.previous, at: $1) }
        @unknown default: break
        }
      }
      .accessibilityAction { activateCurrentItem() }
      .accessibilityAction(named: Text(verbatim: strings.name(of: .next))) { perform { $0.perform(.next, at: $1) } }
      .accessibilityAction(named: Text(verbatim: strings.name(of: .previous))) {
        perform { $0.perform(.previous, at: $1) }
      }
      .modifier(AutoplayAction(name: hasAutoplay ? autoplayActionName : nil) { toggleAutoplay() })
      .task(id: selection) { @MainActor in
        follow(selection)
      }
    }

    @ViewBuilder
    private func itemView(_ entry: Entry, perspective: Double?, viewport: CarouselSize) -> some View {
      if let element = element(at: entry.item.index) {
        content(element)
          .frame(width: CGFloat(entry.item.size.width), height: CGFloat(entry.item.size.height))
          .projectionEffect(
            ProjectionTransform(
              entry.item.transform3DAboutOrigin(perspective: perspective, viewport: viewport).projective)
          )
          .opacity(entry.item.alpha)
          .position(x: CGFloat(entry.item.center.x), y: CGFloat(entry.item.center.y))
          .zIndex(entry.item.zIndex)
      }
    }

    // MARK: - Frames

    typealias Entry = CarouselEntry<ID>

    /// What one frame draws, and what the view reacts to once it is on screen.
    private struct Frame {
      var entries: [Entry]
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

    private var strings: CarouselStrings {
      stringsOverride ?? model.strings(forLocale: locale.identifier)
    }

    private var environment: CarouselEnvironment {
      .init(
        isRightToLeft: layoutDirection == .rightToLeft, isVoiceOverRunning: voiceOver,
        isReduceMotionEnabled: reduceMotion, isSwitchControlRunning: switchControl, isFocused: isFocused,
        mirrorsGeometry: false,
        strings: strings)
    }

    /// The timeline's frame step, its display link: brings the driver to what the view was
    /// given (layout, behaviour, environment, size, data; each compared by value, so the same
    /// values given again change nothing) and advances it to `time` (advancing twice to the
    /// same time changes nothing either), then reads the frame into a reused buffer. The
    /// model is a plain class that SwiftUI does not observe, so updating it here triggers no
    /// view update. O(visible items), plus O(n) only when the data changed.
    private func makeFrame(at time: Double, size: CGSize) -> Frame {
      let viewport = CarouselSize(width: Double(size.width), height: Double(size.height))
      if model.current == nil {
        model.prepare(
          layout: layout, count: data.count, viewport: viewport, behavior: behavior, environment: environment,
          initialIndex: model.index(of: selection, in: data, id: id) ?? 0, time: time)
      }
      model.update { driver in
        if driver.layout != layout { driver.setLayout(layout, at: time) }
        if driver.environment != environment { driver.setEnvironment(environment, at: time) }
        if driver.behavior != behavior { driver.reconfigure(behavior, at: time) }
        if driver.viewport != viewport { driver.resize(to: viewport, at: time) }
        let paused = autoplayPausedByApp || model.autoplayPausedByUser
        if driver.engine.isAutoplayPaused != paused { driver.setAutoplayPaused(paused, at: time) }
        followData(&driver, at: time)
        driver.advance(to: time)
      }
      guard let driver = model.current else {
        return Frame(entries: [], perspective: nil, viewport: viewport, signal: Signal(isRunning: false))
      }
      model.destinationID = driver.destinationIndex.flatMap(element(at:)).map { $0[keyPath: id] }
      let entries = model.fillEntries { entries in
        for slot in 0..<driver.slotCount {
          guard let item = driver.attributes(inSlot: slot), let copy = driver.visibleCopy(inSlot: slot),
            let element = element(at: item.index)
          else { continue }
          entries.append(Entry(key: EntryKey(id: element[keyPath: id], copy: copy.copy), item: item))
        }
      }
      return Frame(
        entries: entries, perspective: driver.layout.perspective, viewport: viewport,
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
      let newIndex = model.index(of: model.destinationID, in: data, id: id)
      driver.reload(count: count, currentIndex: newIndex, at: time)
    }

    /// After a frame is on screen: reports the selection and a settle, runs or pauses the
    /// timeline, and sleeps until the next autoplay step.
    private func react(to signal: Signal) async {
      if let destination = signal.destination, destination != selection { selection = destination }
      if model.wasRunning && !signal.isRunning, let destination = signal.destination,
        let index = model.index(of: destination, in: data, id: id), let element = element(at: index)
      {
        settleAction?(element)
      }
      model.wasRunning = signal.isRunning
      if isRunning != signal.isRunning { isRunning = signal.isRunning }
      guard !signal.isRunning, let wakeUp = signal.wakeUp else { return }
      let delay = max(wakeUp - Date().timeIntervalSinceReferenceDate, 0)
      try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
      guard !Task.isCancelled else { return }
      isRunning = true
    }

    /// The app set `selection`: scroll there (animated unless Reduce Motion is on).
    private func follow(_ selection: ID?) {
      guard let selection, selection != model.destinationID,
        let index = model.index(of: selection, in: data, id: id)
      else { return }
      perform { driver, time in driver.scroll(toIndex: index, animated: !reduceMotion, at: time) }
    }

    // MARK: - Input

    /// Recognises alongside an enclosing scroll view; the core's `DirectionLock` decides who
    /// owns each drag.
    private var dragGesture: some Gesture {
      DragGesture(minimumDistance: 0)
        .onChanged { value in
          let time = value.time.timeIntervalSinceReferenceDate
          let location = CarouselPoint(x: Double(value.location.x), y: Double(value.location.y))
          if !model.isTouching {
            model.isTouching = true
            let start = CarouselPoint(x: Double(value.startLocation.x), y: Double(value.startLocation.y))
            model.lock = DirectionLock(axis: layout.axis)
            model.lock.begin(at: start)
            model.update { $0.touchDown(at: start, time: time) }
          }
          switch model.lock.move(to: location) {
          case .carousel:
            if !model.isPanning {
              model.isPanning = true
              model.update { $0.pan(.began, at: location, time: time) }
            }
            model.update { $0.pan(.changed, at: location, time: time) }
          case .other:
            // The parent scrolls: a caught carousel settles where it is.
            if !model.handedOff {
              model.handedOff = true
              model.update { $0.touchUp(time: time) }
            }
          case .undecided:
            break
          }
          if !isRunning { isRunning = true }
        }
        .onEnded { value in
          let time = value.time.timeIntervalSinceReferenceDate
          let location = CarouselPoint(x: Double(value.location.x), y: Double(value.location.y))
          let decision = model.lock.end()
          var tapped: Int?
          switch decision {
          case .carousel:
            model.update { driver in
              driver.pan(.ended, at: location, time: time)
              driver.touchUp(time: time)
            }
          case .undecided:
            tapped = model.current?.tap(at: location)
            model.update { $0.touchUp(time: time) }
          case .other:
            break
          }
          model.isTouching = false
          model.isPanning = false
          model.handedOff = false
          if let index = tapped, let element = element(at: index) {
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

    // MARK: - Accessibility

    private var accessibilityValue: String {
      guard let driver = model.current else { return "" }
      return driver.accessibilityValue(label: { index in
        element(at: index).flatMap { accessibilityLabel?($0) }
      }) ?? ""
    }

    /// Whether autoplay is set up and allowed (the pause action is offered only then).
    private var hasAutoplay: Bool {
      model.current?.accessibilityActions.contains { $0 == .pauseAutoplay || $0 == .resumeAutoplay } ?? false
    }

    private var autoplayActionName: String {
      strings.name(of: model.autoplayPausedByUser ? .resumeAutoplay : .pauseAutoplay)
    }

    /// The user's pause or resume (the app's own pause, `autoplayPaused(_:)`, holds regardless).
    private func toggleAutoplay() {
      model.autoplayPausedByUser.toggle()
      let paused = autoplayPausedByApp || model.autoplayPausedByUser
      perform { $0.setAutoplayPaused(paused, at: $1) }
    }

    private func activateCurrentItem() {
      guard let index = model.current?.destinationIndex, let element = element(at: index) else { return }
      selectAction?(element)
    }

    // MARK: - Data

    private func element(at index: Int) -> Data.Element? {
      guard index >= 0, index < data.count else { return nil }
      return data[data.index(data.startIndex, offsetBy: index)]
    }
  }

  /// The pause/resume autoplay accessibility action, offered only when there is autoplay.
  struct AutoplayAction: ViewModifier {
    let name: String?
    let action: () -> Void

    func body(content: Content) -> some View {
      if let name {
        content.accessibilityAction(named: Text(verbatim: name), action)
      } else {
        content
      }
    }
  }

  /// The identity of an item's view: the item's ID and its loop copy.
  struct EntryKey<ID: Hashable>: Hashable {
    var id: ID
    var copy: Int
  }

  /// One visible item: its identity (the item's ID and loop copy) and how it is drawn.
  struct CarouselEntry<ID: Hashable> {
    var key: EntryKey<ID>
    var item: ItemAttributes
  }

  /// The driver behind a ``Carousel``: a reference that survives the view's updates
  /// (kept in `@State`) and that SwiftUI does not observe; the timeline redraws it.
  @MainActor
  final class CarouselModel<ID: Hashable> {
    private(set) var current: CarouselDriver<AnyCarouselLayout>?
    /// The identity of the item the carousel rests on or moves to, as of the latest frame.
    var destinationID: ID?
    var isTouching = false
    var isPanning = false
    var handedOff = false
    var wasRunning = false
    /// The user paused autoplay with the accessibility action.
    var autoplayPausedByUser = false
    var lock = DirectionLock(axis: .horizontal)
    /// The entry lists handed to `ForEach`, two in turn (the core's `FrameBuffers`: no
    /// allocation per frame once warm).
    private var buffers = FrameBuffers<CarouselEntry<ID>>()
    /// The catalog entry of the last locale asked for: looked up once per locale, not per frame.
    private var localeStrings: (identifier: String, strings: CarouselStrings)?

    /// The catalog's words for a locale identifier (`fr_CA`), cached.
    func strings(forLocale identifier: String) -> CarouselStrings {
      if let localeStrings, localeStrings.identifier == identifier { return localeStrings.strings }
      let strings = CarouselStrings.forLanguages([identifier])
      localeStrings = (identifier, strings)
      return strings
    }

    /// The last selection looked up, and its index: an O(1) check before any search.
    private var lookup: (id: ID, index: Int)?

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

    /// Fills the next entry buffer and returns it.
    func fillEntries(_ fill: (inout [CarouselEntry<ID>]) -> Void) -> [CarouselEntry<ID>] {
      buffers.next(fill)
    }

    /// The index of the item with identity `wanted` in `data`: O(1) when it is where it was
    /// last found, O(n) after the data changed.
    func index<Data: RandomAccessCollection>(of wanted: ID?, in data: Data, id: KeyPath<Data.Element, ID>) -> Int? {
      guard let wanted else { return nil }
      if let lookup, lookup.id == wanted, lookup.index < data.count,
        data[data.index(data.startIndex, offsetBy: lookup.index)][keyPath: id] == wanted
      {
        return lookup.index
      }
      guard let found = data.firstIndex(where: { $0[keyPath: id] == wanted }) else { return nil }
      let index = data.distance(from: data.startIndex, to: found)
      lookup = (wanted, index)
      return index
    }
  }
#endif

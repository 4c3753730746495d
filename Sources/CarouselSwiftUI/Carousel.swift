#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import Foundation
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

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
  /// .carouselLooping()
  /// .carouselSnapping(.paging)
  /// .carouselAutoplay(Autoplay(interval: 4))
  /// ```
  ///
  /// Only the visible items exist as views, driven by a `TimelineView(.animation)` that runs
  /// only while the content moves, a finger holds it, or autoplay is about to step. Each
  /// view's identity is its item's ID and loop copy (`VisibleCopy`), so `@State`, `.task` and
  /// `.onAppear` in item views stay with their item, however slots are reused and whatever
  /// the data changes.
  ///
  /// - Input: the view keeps no input state; the core's `CarouselDriver` owns the touch
  ///   lifecycle and the view only translates SwiftUI's callbacks. A touch-down stops any
  ///   motion at once; a drag along the carousel's axis moves it, one across it belongs to an
  ///   enclosing `ScrollView` or `List` (a caught carousel settles on an item); a release
  ///   snaps; a tap on an item at rest selects it (``onSelect(_:)``), a tap on a `Button`
  ///   inside the item does not. From iOS 18 the touches come from UIKit recognisers
  ///   (`UIGestureRecognizerRepresentable`: a pan that begins only for drags along the axis,
  ///   so that a vertical parent `ScrollView` keeps its pans); before, from a
  ///   `DragGesture(minimumDistance: 0)` beside the parent's scrolling, whose cancellation
  ///   (an alert, Control Center, the parent taking the touch) is read from a
  ///   `@GestureState` reset. `scrollDisabled(true)` (iOS 16) locks swiping; `selection`,
  ///   autoplay and the accessibility actions still move it.
  /// - `selection` is the item the carousel rests on or is moving to; setting it scrolls there.
  ///   When the data changes, the selected item stays in view, wherever it moved.
  /// - Callbacks come from the driver's events only: ``onSettle(_:)`` once per gesture that
  ///   moved the content (never for a tap), ``onItemAppear(_:)`` and ``onItemDisappear(_:)``
  ///   as item views come on screen and leave it.
  /// - Behaviour comes from the environment: `carouselLooping(_:)`, `carouselSnapping(_:)`,
  ///   `carouselDecelerationRate(_:)`, `carouselSettleSpring(_:)`, `carouselAutoplay(_:)`, `carouselAutoplayPaused(_:)`,
  ///   anywhere in the chain.
  /// - Size changes (rotation) keep the current item, even mid-fling.
  /// - Item phase: the initialisers whose content closure takes a ``CarouselItemPhase`` give
  ///   each item its distance from the resting place, every frame, for scale, fade and
  ///   parallax effects.
  /// - Position without a selection: ``currentIndex(_:)`` binds the index of the item the
  ///   carousel rests on or moves to (for a ``CarouselPageIndicator``; setting it scrolls).
  /// - Accessibility: one adjustable element. Its label is the current item's own content
  ///   (the element combines the current item's view, `accessibilityElement(children:
  ///   .combine)`, the other items hidden), or ``itemAccessibilityLabel(_:)``'s; its value is
  ///   the position in the user's language ("item 2 of 5": CarouselKit's `Localizable.strings`
  ///   for the `locale`; `carouselStrings(_:)` overrides). The controls inside the current item are
  ///   its named actions (SwiftUI turns a combined child's default action into a named one);
  ///   the default action activates the current item (``onSelect(_:)``); named actions step
  ///   to the next or previous item, and the new item is announced when it rests
  ///   (`UIAccessibility.Notification.pageScrolled`), and pause or resume autoplay (the
  ///   user's pause, kept apart from the app's `carouselAutoplayPaused(_:)`). Autoplay holds
  ///   while VoiceOver or Switch Control runs or the carousel has keyboard focus, and is off
  ///   under Reduce Motion.
  /// - Keyboard (iOS 17): the carousel is focusable itself when the user has turned on
  ///   keyboard navigation of all controls (Full Keyboard Access; a tap does not focus it), so
  ///   autoplay holds while it really has focus, and the arrow keys along its axis step one
  ///   item (mirrored in right to left).
  ///   Before iOS 17 SwiftUI cannot make it focusable: no arrow keys, and the hold follows
  ///   `isFocused` of its nearest focusable ancestor.
  /// - Right to left: the item container is laid out left to right and the app's direction is
  ///   restored inside each item, so that the core mirrors positions, rotations, 3D
  ///   transforms and touch locations exactly as for UIKit (cover flow, rotary and the wheel
  ///   turn the right way; a drag towards the right goes forward), whatever SwiftUI
  ///   does with right-to-left coordinates.
  @MainActor
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    @Binding private var selection: ID?
    private let layout: AnyCarouselLayout
    private let content: (Data.Element, CarouselItemPhase) -> Content
    private var currentIndexBinding: Binding<Int>?
    private var selectAction: ((Data.Element) -> Void)?
    private var settleAction: ((Data.Element) -> Void)?
    private var appearAction: ((Data.Element) -> Void)?
    private var disappearAction: ((Data.Element) -> Void)?
    private var accessibilityLabel: ((Data.Element) -> String?)?

    @State private var model = CarouselModel<ID>()
    @State private var isRunning = false
    /// Whether SwiftUI's drag gesture is in progress (before iOS 18): its reset while the
    /// driver still has a touch is a cancellation.
    @GestureState private var isDragGestureActive = false
    @Environment(\.carouselBehavior) private var behavior
    @Environment(\.carouselStrings) private var stringsOverride
    @Environment(\.carouselAutoplayPaused) private var autoplayPausedByApp
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
    @Environment(\.isFocused) private var isFocused
    /// Whether the carousel itself has keyboard focus (iOS 17: see ``CarouselKeyboard``).
    @FocusState private var hasKeyboardFocus: Bool

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
      self.init(data, id: id, selection: selection, layout: layout) { element, _ in content(element) }
    }

    /// Creates a carousel over identifiable data whose items see their phase: their distance
    /// from the resting place, every frame (scale, fade, parallax).
    ///
    /// ```swift
    /// Carousel(banners, selection: $selection) { banner, phase in
    ///   BannerCard(banner: banner).opacity(1 - 0.4 * abs(phase.value))
    /// }
    /// ```
    public init(
      _ data: Data, selection: Binding<ID?>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element, CarouselItemPhase) -> Content
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
      self.init(data, id: \.id, selection: selection, layout: layout, content: content)
    }

    /// Creates a carousel over identifiable data, without a selection, whose items see their
    /// phase.
    public init(
      _ data: Data, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element, CarouselItemPhase) -> Content
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
      self.init(data, id: \.id, selection: .constant(nil), layout: layout, content: content)
    }

    /// Creates a carousel over data identified by a key path whose items see their phase.
    ///
    /// - Parameters:
    ///   - data: the items.
    ///   - id: the key path to an item's identity.
    ///   - selection: the item the carousel rests on (or is moving to); `nil` selects the first.
    ///   - layout: any core layout; the banner's `.linear()` by default.
    ///   - content: the view of an item, given its ``CarouselItemPhase``.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element, CarouselItemPhase) -> Content
    ) {
      self.data = data
      self.id = id
      self._selection = selection
      self.layout = AnyCarouselLayout(layout)
      self.content = content
    }

    // MARK: - Modifiers

    /// Called when the user taps an item, or activates the carousel with VoiceOver (a tap
    /// that stops a moving carousel, or lands on a `Button` inside the item, selects nothing).
    public func onSelect(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.selectAction = action
      return copy
    }

    /// Called when the carousel comes to rest after moving, with the item it rests on: once
    /// per gesture that moved the content, animated scroll or autoplay step; never for a tap
    /// or a touch that moved nothing.
    public func onSettle(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.settleAction = action
      return copy
    }

    /// Called when an item's view comes on screen (start a video, count an impression). A
    /// looping carousel that shows an item twice calls it for each of its views.
    public func onItemAppear(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.appearAction = action
      return copy
    }

    /// Called when an item's view has left the screen (stop a video, end an impression).
    public func onItemDisappear(_ action: @escaping (Data.Element) -> Void) -> Self {
      var copy = self
      copy.disappearAction = action
      return copy
    }

    /// Binds the index of the item the carousel rests on or is moving to, with or without a
    /// `selection`: the carousel writes it as it moves (once per item, not per frame), and
    /// setting it scrolls there (animated unless Reduce Motion is on). The usual companion of
    /// a ``CarouselPageIndicator``:
    ///
    /// ```swift
    /// @State private var page = 0
    ///
    /// VStack {
    ///   Carousel(banners) { BannerCard(banner: $0) }.currentIndex($page)
    ///   CarouselPageIndicator(count: banners.count, currentIndex: page)
    /// }
    /// ```
    public func currentIndex(_ index: Binding<Int>) -> Self {
      var copy = self
      copy.currentIndexBinding = index
      return copy
    }

    /// The label VoiceOver reads for the current item, in place of the label it combines from
    /// the item's own view (its `Text`s and labelled images); the value still says the
    /// position ("item 2 of 5").
    public func itemAccessibilityLabel(_ label: @escaping (Data.Element) -> String?) -> Self {
      var copy = self
      copy.accessibilityLabel = label
      return copy
    }

    // MARK: - Body

    public var body: some View {
      // `scrollDisabled(_:)` is iOS 16's; before, the carousel always scrolls.
      if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
        ScrollEnabledReader { isScrollEnabled in carousel(isScrollEnabled: isScrollEnabled) }
      } else {
        carousel(isScrollEnabled: true)
      }
    }

    private func carousel(isScrollEnabled: Bool) -> some View {
      withInput(
        GeometryReader { proxy in
          TimelineView(.animation(minimumInterval: nil, paused: !isRunning)) { context in
            let frame = makeFrame(
              at: context.date.timeIntervalSinceReferenceDate, size: proxy.size, isScrollEnabled: isScrollEnabled)
            ZStack(alignment: .topLeading) {
              ForEach(frame.entries, id: \.key) { entry in
                itemView(entry, frame: frame)
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
      )
      // Left to right whatever the reading direction: positions, transforms and the gestures'
      // locations are the core's, mirrored by the driver (`mirrorsGeometry`); each item gets the
      // app's direction back.
      .environment(\.layoutDirection, .leftToRight)
      .onChange(of: isDragGestureActive) { active in
        if !active { input { $0.drag(.reset(time: now)) } }
      }
      .accessibilityElement(children: .combine)
      .modifier(ItemAccessibilityLabel(label: appAccessibilityLabel))
      .accessibilityValue(Text(verbatim: accessibilityValue))
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: perform { $0.perform(.next, at: $1) }
        case .decrement: perform { $0.perform(.previous, at: $1) }
        @unknown default: break
        }
      }
      .accessibilityAction { activateCurrentItem() }
      .accessibilityAction(named: Text(verbatim: strings.name(of: .next))) { step(.next) }
      .accessibilityAction(named: Text(verbatim: strings.name(of: .previous))) { step(.previous) }
      .modifier(AutoplayAction(name: hasAutoplay ? autoplayActionName : nil) { toggleAutoplay() })
      .modifier(CarouselKeyboard(focus: $hasKeyboardFocus) { arrow in press(arrow) })
      .task(id: selection) { @MainActor in
        follow(selection)
      }
      .task(id: currentIndexBinding?.wrappedValue) { @MainActor in
        follow(index: currentIndexBinding?.wrappedValue)
      }
    }

    @ViewBuilder
    private func itemView(_ entry: Entry, frame: Frame) -> some View {
      if let element = element(at: entry.item.index) {
        let index = entry.item.index
        let perspective = frame.perspective
        let viewport = frame.viewport
        content(element, CarouselItemPhase(distance: entry.phase))
          // The app's reading direction inside the item (the container is left to right).
          .environment(\.layoutDirection, layoutDirection)
          .frame(width: CGFloat(entry.item.size.width), height: CGFloat(entry.item.size.height))
          .contentShape(Rectangle())
          // A tap on the item: loses to the controls inside it, so a button never selects.
          .onTapGesture { input { $0.tap(item: index, time: now) } }
          .projectionEffect(
            ProjectionTransform(
              entry.item.transform3DAboutOrigin(perspective: perspective, viewport: viewport).projective)
          )
          .opacity(entry.item.alpha)
          .position(x: CGFloat(entry.item.center.x), y: CGFloat(entry.item.center.y))
          .zIndex(entry.item.zIndex)
          // VoiceOver hears the current item only: its labels and controls form the carousel's.
          .accessibilityHidden(entry.key != frame.accessibleKey)
      }
    }

    // MARK: - Frames

    typealias Entry = CarouselEntry<ID>

    /// What one frame draws, and what the view reacts to once it is on screen.
    private struct Frame {
      var entries: [Entry]
      var perspective: Double?
      var viewport: CarouselSize
      /// The view VoiceOver hears: the destination item's nearest copy.
      var accessibleKey: Entry.Key?
      var signal: Signal
    }

    /// What changes the view's state after a frame: the item to select, whether frames must
    /// keep coming, when autoplay wakes up, and whether the driver reported events to deliver.
    struct Signal: Hashable {
      var destination: ID?
      var destinationIndex: Int?
      var isRunning: Bool
      var wakeUp: Double?
      var events = 0
    }

    private var strings: CarouselStrings {
      stringsOverride ?? model.strings(forLocale: locale.identifier)
    }

    private var environment: CarouselEnvironment {
      .init(
        isRightToLeft: layoutDirection == .rightToLeft, isVoiceOverRunning: voiceOver,
        isReduceMotionEnabled: reduceMotion, isSwitchControlRunning: switchControl,
        isFocused: isFocused || hasKeyboardFocus, mirrorsGeometry: true, strings: strings)
    }

    /// The timeline's frame step, its display link: brings the driver to what the view was
    /// given (layout, behaviour, environment, size, data, the app's pause, scrolling enabled;
    /// each compared by value, so the same values given again change nothing) and advances it
    /// to `time` (advancing twice to the same time changes nothing either), then reads the
    /// frame into a reused buffer. The model is a plain class that SwiftUI does not observe,
    /// so updating it here triggers no view update; the events wait in the model until
    /// ``react(to:)`` delivers them. O(visible items), plus O(n) only when the data changed.
    private func makeFrame(at time: Double, size: CGSize, isScrollEnabled: Bool) -> Frame {
      let viewport = CarouselSize(width: Double(size.width), height: Double(size.height))
      if model.current == nil {
        model.prepare(
          layout: layout, count: data.count, viewport: viewport, behavior: behavior, environment: environment,
          initialIndex: model.index(of: selection, in: data, id: id) ?? currentIndexBinding?.wrappedValue ?? 0,
          time: time)
      }
      model.update { driver in
        var events = ScrollEvents()
        if driver.layout != layout { events.merge(driver.setLayout(layout, at: time)) }
        if driver.environment != environment { events.merge(driver.setEnvironment(environment, at: time)) }
        if driver.behavior != behavior { events.merge(driver.reconfigure(behavior, at: time)) }
        if driver.viewport != viewport { events.merge(driver.resize(to: viewport, at: time)) }
        if driver.isAutoplayPausedByApp != autoplayPausedByApp {
          events.merge(driver.setAutoplayPaused(autoplayPausedByApp, at: time))
        }
        if driver.isScrollEnabled != isScrollEnabled {
          events.merge(driver.setScrollEnabled(isScrollEnabled, at: time))
        }
        events.merge(followData(&driver, at: time))
        events.merge(driver.advance(to: time))
        return events
      }
      guard let driver = model.current else {
        return Frame(
          entries: [], perspective: nil, viewport: viewport, accessibleKey: nil, signal: Signal(isRunning: false))
      }
      model.destinationID = driver.destinationIndex.flatMap(element(at:)).map { $0[keyPath: id] }
      let destinationIndex = driver.destinationIndex
      var accessible: (key: Entry.Key, distance: Double)?
      let entries = model.fillEntries { entries in
        for slot in 0..<driver.slotCount {
          guard let item = driver.attributes(inSlot: slot), let copy = driver.visibleCopy(inSlot: slot),
            let element = element(at: item.index)
          else { continue }
          let entry = Entry(
            key: Entry.Key(id: element[keyPath: id], copy: copy.copy), item: item,
            phase: driver.relativePosition(of: item))
          if item.index == destinationIndex, abs(entry.phase) < accessible?.distance ?? .infinity {
            accessible = (entry.key, abs(entry.phase))
          }
          entries.append(entry)
        }
      }
      // Frames run while the content moves by itself or a finger holds it.
      return Frame(
        entries: entries, perspective: driver.layout.perspective, viewport: viewport, accessibleKey: accessible?.key,
        signal: Signal(
          destination: model.destinationID, destinationIndex: destinationIndex,
          isRunning: driver.needsFrames || driver.phase == .dragging, wakeUp: driver.nextWakeUp,
          events: model.eventSerial))
    }

    /// When the data changed: keeps the item that was selected in view (wherever it moved),
    /// or the same index if it is gone.
    private func followData(_ driver: inout CarouselDriver<AnyCarouselLayout>, at time: Double) -> ScrollEvents {
      let count = data.count
      let destination = driver.destinationIndex
      let stillThere = destination.flatMap(element(at:)).map { $0[keyPath: id] } == model.destinationID
      guard count != driver.count || !stillThere else { return ScrollEvents() }
      let newIndex = model.index(of: model.destinationID, in: data, id: id)
      return driver.reload(count: count, currentIndex: newIndex, at: time)
    }

    /// After a frame is on screen: delivers the driver's events, reports the selection, runs
    /// or pauses the timeline, and sleeps until the next autoplay step.
    private func react(to signal: Signal) async {
      deliver()
      if let destination = signal.destination, destination != selection { selection = destination }
      if let binding = currentIndexBinding, let destination = signal.destinationIndex,
        destination != binding.wrappedValue
      {
        binding.wrappedValue = destination
      }
      if isRunning != signal.isRunning { isRunning = signal.isRunning }
      guard !signal.isRunning, let wakeUp = signal.wakeUp else { return }
      let delay = max(wakeUp - Date().timeIntervalSinceReferenceDate, 0)
      try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
      guard !Task.isCancelled else { return }
      isRunning = true
    }

    /// Hands the driver's pending events to the app's callbacks: the items that left and
    /// came, a settle, a tap (which also scrolls to the tapped item).
    private func deliver() {
      let events = model.takeEvents()
      guard !events.isEmpty else { return }
      for copy in events.disappeared {
        if let disappearAction, let element = element(at: copy.index) { disappearAction(element) }
      }
      for copy in events.appeared {
        if let appearAction, let element = element(at: copy.index) { appearAction(element) }
      }
      if let index = events.didSettle, let settleAction, let element = element(at: index) {
        settleAction(element)
      }
      if events.didSettle != nil, model.announcesNextSettle { announcePosition() }
      if let index = events.tappedIndex, let element = element(at: index) {
        selectAction?(element)
        perform { driver, time in driver.scroll(toIndex: index, animated: !reduceMotion, at: time) }
      }
    }

    /// The app set `selection`: scroll there (animated unless Reduce Motion is on).
    private func follow(_ selection: ID?) {
      guard let selection, selection != model.destinationID,
        let index = model.index(of: selection, in: data, id: id)
      else { return }
      perform { driver, time in driver.scroll(toIndex: index, animated: !reduceMotion, at: time) }
    }

    /// The app set the bound ``currentIndex(_:)``: scroll there (animated unless Reduce Motion
    /// is on).
    private func follow(index wanted: Int?) {
      guard let wanted, wanted >= 0, wanted < data.count, wanted != model.current?.destinationIndex else { return }
      perform { driver, time in driver.scroll(toIndex: wanted, animated: !reduceMotion, at: time) }
    }

    // MARK: - Input

    /// The time of an input callback, on the timeline's clock.
    private var now: Double { Date().timeIntervalSinceReferenceDate }

    /// Attaches the input: from iOS 18 UIKit recognisers (a touch-down and a pan that asks the
    /// driver's direction decision); before, SwiftUI's drag gesture beside the parent's
    /// scrolling. `UIGestureRecognizerRepresentable` is SwiftUI 6's (the iOS 18 SDK) and iOS's
    /// (iPadOS, Mac Catalyst), not tvOS's or visionOS's: there, and with older SDKs, the drag
    /// gesture is the input.
    @ViewBuilder
    private func withInput(_ content: some View) -> some View {
      #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        if #available(iOS 18.0, *) {
          content
            .gesture(CarouselTouchDownGesture { phase, location in sendTouch(phase, at: location) })
            .gesture(
              CarouselPanGesture(
                shouldBegin: { velocity in shouldBeginDrag(velocity: velocity) },
                onPan: { state, location in sendPan(state, at: location) }))
        } else {
          content.simultaneousGesture(dragGesture)
        }
      #else
        content.simultaneousGesture(dragGesture)
      #endif
    }

    /// Before iOS 18: SwiftUI's drag callbacks, one to one (the driver turns the first change
    /// of a touch into its touch-down); a reset of the gesture state with a touch still down
    /// is a cancellation (`onChange(of: isDragGestureActive)`).
    private var dragGesture: some Gesture {
      DragGesture(minimumDistance: 0)
        .updating($isDragGestureActive) { _, active, _ in active = true }
        .onChanged { value in
          let update = DragGestureUpdate.changed(
            start: CarouselPoint(value.startLocation), location: CarouselPoint(value.location),
            time: value.time.timeIntervalSinceReferenceDate)
          input { $0.drag(update) }
        }
        .onEnded { value in
          let update = DragGestureUpdate.ended(
            location: CarouselPoint(value.location), time: value.time.timeIntervalSinceReferenceDate)
          input { $0.drag(update) }
        }
    }

    /// A raw touch from the touch-down recogniser (iOS 18).
    private func sendTouch(_ phase: TouchEvent.Phase, at location: CGPoint) {
      input { $0.touch(phase, at: CarouselPoint(location), time: now) }
    }

    /// A state of the pan recogniser (iOS 18).
    private func sendPan(_ state: RecognizerState, at location: CGPoint) {
      input { $0.pan(state, at: CarouselPoint(location), time: now) }
    }

    /// The pan recogniser asks whether it may begin (iOS 18): the driver's direction decision.
    private func shouldBeginDrag(velocity: CGPoint) -> Bool {
      var answer = false
      model.update { driver in
        answer = driver.shouldBeginDrag(velocity: CarouselPoint(velocity))
        return ScrollEvents()
      }
      return answer
    }

    /// Feeds an input callback to the driver, delivers what it reports and lets the timeline
    /// show it.
    private func input(_ change: (inout CarouselDriver<AnyCarouselLayout>) -> ScrollEvents) {
      model.update(change)
      deliver()
      if !isRunning { isRunning = true }
    }

    /// A hardware-keyboard arrow (iOS 17): the driver's step, or `false` when it does nothing
    /// with it (so that SwiftUI passes the key on).
    private func press(_ arrow: CarouselAccessibility.Arrow) -> Bool {
      let time = now
      var moved = false
      input { driver in
        guard let events = driver.press(arrow, at: time) else { return ScrollEvents() }
        moved = true
        return events
      }
      return moved
    }

    /// Runs a change on the driver now and lets the timeline show it.
    private func perform(_ change: (inout CarouselDriver<AnyCarouselLayout>, Double) -> ScrollEvents) {
      let time = now
      input { change(&$0, time) }
    }

    // MARK: - Accessibility

    /// The position ("item 2 of 5"): the label is the item's own, or the app's.
    private var accessibilityValue: String {
      model.current?.accessibilityValue() ?? ""
    }

    /// The app's label for the current item, if it gives one.
    private var appAccessibilityLabel: String? {
      guard let accessibilityLabel, let index = model.current?.destinationIndex, let element = element(at: index)
      else { return nil }
      return accessibilityLabel(element)
    }

    /// A named next or previous action: steps, then announces the new item once the scroll
    /// has come to rest (at once for a jump under Reduce Motion, or when there is nowhere to
    /// go: the same position again tells VoiceOver it is at the end). VoiceOver speaks the
    /// adjustable action's new value by itself, but not a named action's.
    private func step(_ action: CarouselAccessibilityAction) {
      perform { $0.perform(action, at: $1) }
      if model.current?.needsFrames == true {
        model.announcesNextSettle = true
      } else {
        announcePosition()
      }
    }

    /// Posts the position as a page scroll (`UIAccessibility.Notification.pageScrolled`):
    /// "item 3 of 5", with the app's label if it gives one.
    private func announcePosition() {
      model.announcesNextSettle = false
      #if canImport(UIKit)
        guard let driver = model.current,
          let announcement = driver.accessibilityValue(label: { index in
            element(at: index).flatMap { accessibilityLabel?($0) }
          })
        else { return }
        UIAccessibility.post(notification: .pageScrolled, argument: announcement)
      #endif
    }

    /// Whether autoplay is set up and allowed (the pause action is offered only then).
    private var hasAutoplay: Bool {
      model.current?.accessibilityActions.contains { $0 == .pauseAutoplay || $0 == .resumeAutoplay } ?? false
    }

    private var autoplayActionName: String {
      strings.name(of: model.current?.isAutoplayPausedByUser == true ? .resumeAutoplay : .pauseAutoplay)
    }

    /// The user's pause or resume (the app's own pause, `carouselAutoplayPaused(_:)`, holds regardless).
    private func toggleAutoplay() {
      perform { driver, time in
        driver.perform(driver.isAutoplayPausedByUser ? .resumeAutoplay : .pauseAutoplay, at: time)
      }
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
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import Foundation
  import SwiftUI
  import UIKit

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
  /// Only the visible items exist as views. Its model (a `StateObject` owning the core's
  /// `CarouselDriver`) sends the core one action for each thing SwiftUI reports and applies
  /// the update that comes back; the body never changes the driver. The app's content closure
  /// runs when an item comes into view or its data changes (and, with the initialisers whose
  /// content takes a phase, when its phase changes), not for every item on every frame. Each
  /// view's identity is its item's ID and loop copy (`VisibleCopy`), so `@State`, `.task` and
  /// `.onAppear` in item views stay with their item, however slots are reused.
  ///
  /// - Input: the core owns the touch lifecycle. A touch-down stops any motion at once; a
  ///   release snaps; a tap on an item at rest selects it (``onSelect(_:)``) and scrolls to
  ///   it, a tap on a `Button` inside the item does not. The input is UIKit's recognisers
  ///   (`InputRules.swiftUIRecognizers`): each finger on its own (a pinch in an item never
  ///   moves the content), and a pan UIKit arbitrates that alone gives the drag to the
  ///   carousel: only along its axis; over a scroll view inside an item that scrolls along it
  ///   (a zoomed photo) the scroll view keeps the drag until it is at its edge and the finger
  ///   keeps going, then the carousel takes it in the same gesture (`EdgeHandoff`, as the UIKit
  ///   carousel); and when another recogniser takes the touch (a slider, the feed) the content
  ///   settles from where the touch caught it. The pan of an enclosing
  ///   `ScrollView` or `List` (the feed) waits for the carousel's, so a swipe moves one of
  ///   them, never both: a horizontal one pages the carousel, a vertical or diagonal one
  ///   (more than about 26.6° off the carousel's axis, in a scroll view that scrolls across
  ///   it) scrolls the feed. From iOS 18 the recognisers come through
  ///   `UIGestureRecognizerRepresentable`, and a trackpad and a mouse wheel scroll the
  ///   carousel too; before, a view behind the carousel (`CarouselRecognizerHost`) attaches
  ///   them to the enclosing scroll view (or the window), with no trackpad or wheel
  ///   scrolling. A touch the view loses track of (it leaves the screen, the scene stops
  ///   being active) is cancelled. `scrollDisabled(true)` (iOS 16) locks swiping;
  ///   `selection`, autoplay and the accessibility actions still move it.
  /// - `selection` is the item the carousel rests on or is moving to; setting it scrolls
  ///   there, also before the data has the item (a restored position, a deep link: it goes
  ///   there when the data arrives). When the data changes, the selected item stays in view;
  ///   the change animates (``carouselChangeAnimation(_:)``), and deleted items leave through
  ///   its removal effect, drawn with their last content and moving with the content if it
  ///   is dragged.
  ///   Without a selection, ``currentIndex(_:)`` binds the index (for a
  ///   ``CarouselPageIndicator``).
  /// - Callbacks come from the core's events only, in its one order, the same stream as the
  ///   UIKit carousel's: ``onDragBegan(_:)``, ``onSelect(_:)``, ``onDragEnded(_:)``,
  ///   ``onWillSettle(_:)``, ``onCurrentIndexChange(_:)``, ``onSelectionChange(_:)``, the
  ///   `selection` and ``currentIndex(_:)`` bindings, ``onProgress(_:)``,
  ///   ``onItemDisappear(_:)``, ``onItemAppear(_:)``, ``onPrefetchItems(_:)``, and
  ///   ``onSettle(_:)`` once per gesture that moved the content (never for a tap).
  /// - Behaviour comes from the environment (`carouselLooping(_:)`, `carouselSnapping(_:)`,
  ///   `carouselAutoplay(_:)`…, anywhere in the chain). Size changes keep the current item,
  ///   even mid-fling.
  /// - Item phase: a content closure that takes a ``CarouselItemPhase`` gets each item's
  ///   distance from the resting place (scale, fade, parallax) and runs again whenever it
  ///   changes, otherwise only when the item or its data changes (compared with `==` when the
  ///   elements are `Equatable`).
  /// - Accessibility: one adjustable element, labelled by the current item's own content
  ///   (`accessibilityElement(children: .combine)`, the other items hidden) or
  ///   ``itemAccessibilityLabel(_:)``, valued by the position in the app's language ("item 2
  ///   of 5", as the UIKit carousel; `carouselStrings(_:)` overrides). The controls inside the
  ///   current item are its named actions; the default action is ``onSelect(_:)``; named
  ///   actions step to the next or previous item (announced at rest,
  ///   `UIAccessibility.Notification.pageScrolled`, unless VoiceOver has just read the value)
  ///   and pause or resume autoplay (the user's pause, apart from the app's
  ///   `carouselAutoplayPaused(_:)`). VoiceOver's three-finger swipe pages it, announced at
  ///   rest. Autoplay holds while VoiceOver or Switch Control runs or the carousel has keyboard
  ///   focus, and is off under Reduce Motion, where every animated scroll jumps. While
  ///   VoiceOver is off, the current item's controls follow the adjustable element as elements
  ///   of their own for Voice Control and Full Keyboard Access (``exposesItemControls(_:)``).
  ///   With ``exposesItemsToAccessibility(_:)`` the visible items are reached one by one instead.
  /// - Visibility: autoplay holds, and no appear, disappear or settle is reported from the
  ///   carousel's own motion, while it cannot be seen (`CarouselEnvironment.isVisible`):
  ///   outside its `onAppear`…`onDisappear`, while its `scenePhase` is not `.active`, and from
  ///   iOS 18 while it is scrolled out of its scroll view. A motion under way is caught up, and
  ///   reported once, when it is seen again.
  /// - Keyboard (iOS 17): with Full Keyboard Access the carousel is focusable itself (a tap
  ///   does not focus it), autoplay holds while it has focus, and the arrow keys along its
  ///   axis step one item (mirrored in right to left). Before iOS 17 there are no arrow keys,
  ///   and the hold follows `isFocused` of its nearest focusable ancestor.
  /// - Right to left: the item container is laid out left to right and the app's direction is
  ///   restored inside each item, so that the core mirrors positions, rotations, 3D transforms
  ///   and touch locations exactly as for UIKit (cover flow and the wheel turn the right way).
  @MainActor
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    @Binding private var selection: ID?
    private let layout: AnyCarouselLayout
    private let content: ItemContent
    private var currentIndexBinding: Binding<Int>?
    /// The app's callbacks (``onSelect(_:)``, ``onSettle(_:)``…: Carousel+Callbacks.swift).
    var callbacks = CarouselCallbacks<Data.Element>()
    private var accessibilityLabel: ((Data.Element) -> String?)?
    private var exposesItems = false
    private var exposesControls = true
    /// Whether setting `selection` or the bound index asks for an animated scroll
    /// (``animatesProgrammaticScrolls(_:)``); the driver decides whether it is animated.
    private var animatesScrolls = true

    @StateObject private var model = CarouselModel<ID>()
    /// The elements of the items leaving with an animated data change (``CarouselLeavingElements``).
    @StateObject private var leavingElements = CarouselLeavingElements<Data, ID>()
    @Environment(\.carouselBehavior) private var behavior
    @Environment(\.carouselStrings) private var stringsOverride
    @Environment(\.carouselAutoplayPaused) private var autoplayPausedByApp
    @Environment(\.carouselPageSafeArea) private var pageSafeArea
    @Environment(\.carouselSelectionFeedback) private var selectionFeedback
    @Environment(\.carouselChangeAnimation) private var changeAnimation
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
    @Environment(\.isFocused) private var isFocused
    /// Whether the carousel itself has keyboard focus (iOS 17: see ``CarouselKeyboard``).
    @FocusState private var hasKeyboardFocus: Bool
    @Environment(\.scenePhase) private var scenePhase
    /// Whether the carousel is on screen: between its `onAppear` and `onDisappear`.
    @State private var isOnScreen = false
    /// Whether it is inside its scroll view's visible area (iOS 18, `carouselScrollVisibility(_:)`).
    @State private var isInScrollViewport = true

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
      self.init(data, id: id, selection: selection, layout: AnyCarouselLayout(layout), content: .plain(content))
    }

    /// Creates a carousel over data identified by a key path that starts on the first item and
    /// keeps its position to itself (``onSettle(_:)`` says where it rests; ``currentIndex(_:)``
    /// binds its index).
    ///
    /// - Parameters:
    ///   - data: the items.
    ///   - id: the key path to an item's identity.
    ///   - layout: any core layout; the banner's `.linear()` by default.
    ///   - content: the view of an item.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: id, selection: .constant(nil), layout: AnyCarouselLayout(layout), content: .plain(content))
    }

    /// Creates a carousel over identifiable data whose items see their phase: their distance
    /// from the resting place (scale, fade, parallax); the closure runs again as the phase changes.
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
      self.init(data, id: id, selection: selection, layout: AnyCarouselLayout(layout), content: .phased(content))
    }

    /// Creates a carousel over data identified by a key path, without a selection, whose items
    /// see their phase.
    ///
    /// - Parameters:
    ///   - data: the items.
    ///   - id: the key path to an item's identity.
    ///   - layout: any core layout; the banner's `.linear()` by default.
    ///   - content: the view of an item, given its ``CarouselItemPhase``.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, layout: some CarouselLayout = .linear(),
      @ViewBuilder content: @escaping (Data.Element, CarouselItemPhase) -> Content
    ) {
      self.init(data, id: id, selection: .constant(nil), layout: AnyCarouselLayout(layout), content: .phased(content))
    }

    private init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, layout: AnyCarouselLayout,
      content: ItemContent
    ) {
      self.data = data
      self.id = id
      self._selection = selection
      self.layout = layout
      self.content = content
    }

    // MARK: - Modifiers

    /// A copy of the carousel with one of its settings changed (the modifiers).
    func with<Value>(_ setting: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
      var copy = self
      copy[keyPath: setting] = value
      return copy
    }

    /// Binds the index of the item the carousel rests on or is moving to, with or without a
    /// `selection`: the carousel writes it as it moves (once per item, not per frame), and
    /// setting it scrolls there (``animatesProgrammaticScrolls(_:)``); an index the data does
    /// not have yet is gone to when the data arrives. Without a `selection` in the data, a data
    /// change keeps the bound index. The usual companion of a ``CarouselPageIndicator``:
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
      with(\.currentIndexBinding, index)
    }

    /// Whether setting `selection` or the bound ``currentIndex(_:)`` scrolls there with the
    /// settle spring (`true`, the default) or jumps there (`false`: no ``onWillSettle(_:)`` or
    /// ``onSettle(_:)``). The carousel asks the core for what the app asks for here; the core
    /// jumps anyway under Reduce Motion and while the carousel cannot be seen. The value in
    /// force when the binding changes applies, so a jump can be asked for one change at a time:
    ///
    /// ```swift
    /// @State private var animated = true
    ///
    /// Carousel(banners, selection: $selection) { BannerCard(banner: $0) }
    ///   .animatesProgrammaticScrolls(animated)
    ///
    /// // Restoring a saved position, without animation:
    /// animated = false
    /// selection = saved
    /// ```
    public func animatesProgrammaticScrolls(_ animates: Bool = true) -> Self {
      with(\.animatesScrolls, animates)
    }

    /// The label VoiceOver reads for the current item, in place of the label it combines from
    /// the item's own view (its `Text`s and labelled images); the value still says the
    /// position ("item 2 of 5").
    public func itemAccessibilityLabel(_ label: @escaping (Data.Element) -> String?) -> Self {
      with(\.accessibilityLabel, label)
    }

    /// Whether VoiceOver, Switch Control and Voice Control reach the visible items one by one
    /// (default `false`: one adjustable element). Turn it on when items hold content of their
    /// own (a product card with a price and a button): the carousel is then a container
    /// (`accessibilityElement(children: .contain)`) of the items at least partly on screen,
    /// each item once (a loop copy is hidden), in reading order, and the three-finger swipe
    /// pages it. The adjustable action and the carousel's named actions are not offered then.
    public func exposesItemsToAccessibility(_ exposes: Bool = true) -> Self {
      with(\.exposesItems, exposes)
    }

    /// Whether, while VoiceOver is off, the current item's controls are accessibility elements
    /// of their own after the carousel's adjustable element (default `true`), so that Voice
    /// Control ("tap Add to cart", "show numbers") and Full Keyboard Access reach them: the
    /// carousel is then a container (`accessibilityElement(children: .contain)`) of an
    /// adjustable element (the position, the app's label, the adjustable and named actions)
    /// and the current item's content, the other items hidden. While VoiceOver runs it is one
    /// adjustable element whatever this says (`CarouselAccessibilityPresentation`). No effect
    /// with ``exposesItemsToAccessibility(_:)``.
    public func exposesItemControls(_ exposes: Bool = true) -> Self {
      with(\.exposesControls, exposes)
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

    /// The carousel: reads the model and the environment, mutates nothing. Its inputs reach
    /// the model from `onAppear` and `onChange`; the core's events come back through
    /// `onReceive`.
    private func carousel(isScrollEnabled: Bool) -> some View {
      withInput(
        GeometryReader { proxy in
          let onScreen = inputs(proxy, isScrollEnabled: isScrollEnabled, isOnScreen: true)
          let offScreen = inputs(proxy, isScrollEnabled: isScrollEnabled, isOnScreen: false)
          items
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .onAppear {
              isOnScreen = true
              leavingElements.remember(data)
              configure(onScreen)
            }
            .onChange(of: isOnScreen ? onScreen : offScreen) { inputs in configure(inputs) }
            .onDisappear {
              isOnScreen = false
              model.input(.lostTouches(time: model.now))
              configure(offScreen)
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
      .modifier(
        CarouselAccessibilityModifier(
          state: model.accessibility, label: appAccessibilityLabel(ofItem:),
          adjust: { increment in model.input(.adjust(increment: increment, time: model.now)) },
          perform: { action in model.input(.accessibility(action, time: model.now)) },
          activate: { activateCurrentItem() }, scroll: { edge in accessibilityScroll(toward: edge) },
          exposesItems: exposesItems)
      )
      .modifier(CarouselKeyboard(focus: $hasKeyboardFocus) { arrow in model.input(.key(arrow, time: model.now)) })
      .modifier(CarouselSelectionFeedbackModifier(clicks: model.selectionClicks))
      .onReceive(model.events) { events in deliver(events) }
      .onReceive(model.changesCompleted) { _ in leavingElements.keep(leaving: model.leavingIDs, id: id) }
      .onChange(of: selection) { selection in follow(selection) }
      .onChange(of: currentIndexBinding?.wrappedValue) { index in follow(index: index) }
      .onChange(of: CarouselDataIdentity(data: data, id: id)) { _ in dataChanged() }
      .onChange(of: scenePhase) { phase in
        if phase != .active { model.input(.lostTouches(time: model.now)) }
      }
      .carouselScrollVisibility { visible in isInScrollViewport = visible }
    }

    /// The visible items: one ``CarouselSlotView`` per entry, identified by the item's ID and
    /// loop copy, with the views leaving with an animated data change. Re-evaluated when the
    /// visible set changes (the model's entries) or the app gives the carousel new data; it
    /// calls the app's content closure once per visible item then (for the phase initialisers,
    /// the slot views call it behind `equatable()`). Frames that only move the items
    /// re-evaluate the slot views, not this.
    private var items: some View {
      ZStack(alignment: .topLeading) {
        ForEach(visibleItems, id: \.key) { item in
          slotView(item)
        }
      }
    }

    /// One visible item as the body draws it, identified by the item's ID and its loop copy
    /// (the core's `VisibleCopy`), so that view state stays with its item however slots are
    /// reused.
    private struct VisibleItem {
      var key: ItemKey
      var entry: CarouselEntry<ID>
      var element: Data.Element
    }

    private struct ItemKey: Hashable {
      var id: ID
      var copy: Int
      /// The slot of a leaving view whose item and copy a shown view has too (the app put a
      /// deleted identifier back while its view still leaves): two views, two identities.
      var leavingSlot: Int?
    }

    /// The model's entries with their elements and keys (the app's data, read here so that a
    /// data change redraws with the new elements), the leaving views' after the others
    /// (``withLeavingItems(_:)``). O(visible items).
    private var visibleItems: [VisibleItem] {
      let shown = model.entries.compactMap { entry -> VisibleItem? in
        guard entry.leavingID == nil, let element = element(at: entry.copy.index) else { return nil }
        return VisibleItem(
          key: ItemKey(id: element[keyPath: id], copy: entry.copy.copy), entry: entry, element: element)
      }
      return withLeavingItems(shown)
    }

    /// `shown` and the views leaving with an animated data change, each with the item it shows:
    /// the data's element at its copy's index if that is still its item (it moves off screen),
    /// else the one kept from before its deletion (``CarouselLeavingElements``); keyed apart
    /// from a shown view with the same key. O(leaving views × visible items).
    private func withLeavingItems(_ shown: [VisibleItem]) -> [VisibleItem] {
      var items = shown
      for entry in model.entries {
        guard let leavingID = entry.leavingID else { continue }
        let current = element(at: entry.copy.index).flatMap { $0[keyPath: id] == leavingID ? $0 : nil }
        guard let element = current ?? leavingElements.element(leavingID) else { continue }
        var key = ItemKey(id: leavingID, copy: entry.copy.copy)
        if shown.contains(where: { $0.key == key }) { key.leavingSlot = entry.slot }
        items.append(VisibleItem(key: key, entry: entry, element: element))
      }
      return items
    }

    @ViewBuilder
    private func slotView(_ item: VisibleItem) -> some View {
      let index = item.entry.copy.index
      let slot = model.slots[item.entry.slot]
      // (A leaving view's index may be another item's now: it takes no tap.)
      let tap: () -> Void =
        item.entry.leavingID != nil ? {} : { [model] in model.input(.tapItem(index, time: model.now)) }
      switch content {
      case .plain(let make):
        // Made here, once; the app's reading direction inside the item (the container is left
        // to right).
        let view = make(item.element).environment(\.layoutDirection, layoutDirection)
        CarouselSlotView(slot: slot, onTap: tap) { _ in view }
      case .phased(let make):
        CarouselSlotView(slot: slot, onTap: tap) { [layoutDirection] phase in
          CarouselPhaseContent(key: item.key, phase: phase, element: item.element, content: make)
            .equatable()
            .environment(\.layoutDirection, layoutDirection)
        }
      }
    }

    // MARK: - Inputs and data

    /// The app's item content: without a phase (run by the body), or with one (run by the slot
    /// views as the phase changes).
    private enum ItemContent {
      case plain((Data.Element) -> Content)
      case phased((Data.Element, CarouselItemPhase) -> Content)
    }

    /// What the model is given, built from the view's inputs: the core's configuration (which
    /// the core compares, applying only what changed) and the safe area.
    private func inputs(_ proxy: GeometryProxy, isScrollEnabled: Bool, isOnScreen: Bool) -> CarouselInputs {
      let environment = CarouselEnvironment(
        isRightToLeft: layoutDirection == .rightToLeft, isVoiceOverRunning: voiceOver,
        isReduceMotionEnabled: reduceMotion, isSwitchControlRunning: switchControl,
        isFocused: isFocused || hasKeyboardFocus,
        isVisible: CarouselEnvironment.isVisible(
          isOnScreen: isOnScreen, isInScrollViewport: isInScrollViewport, isAppActive: scenePhase == .active),
        mirrorsGeometry: true, strings: stringsOverride ?? .bundled)
      let safeArea = proxy.safeAreaInsets
      return CarouselInputs(
        configuration: CarouselConfiguration(
          layout: layout, viewport: CarouselSize(proxy.size), behavior: behavior, environment: environment,
          isScrollEnabled: isScrollEnabled, isAutoplayPaused: autoplayPausedByApp,
          inputRules: CarouselInputs.platformInputRules, selectionFeedback: selectionFeedback,
          scrollsToTappedItem: true, exposesItemsToAccessibility: exposesItems, exposesItemControls: exposesControls),
        // The geometry reader is laid out left to right (above): leading is left.
        safeArea: CarouselInsets(
          top: Double(safeArea.top), left: Double(safeArea.leading), bottom: Double(safeArea.bottom),
          right: Double(safeArea.trailing)),
        pageSafeArea: pageSafeArea)
    }

    /// Sends the view's inputs; on first use, the driver is made at the item the app asks for.
    private func configure(_ inputs: CarouselInputs) {
      model.configure(inputs) {
        let ids = data.map { $0[keyPath: id] }
        return (ids, requestedIndex(in: ids) ?? currentIndexBinding?.wrappedValue ?? 0)
      }
    }

    /// The data changed: the change from the identifiers the core knows, with the item the
    /// app asks for, animated as `carouselChangeAnimation(_:)` says.
    private func dataChanged() {
      let ids = data.map { $0[keyPath: id] }
      model.reload(ids: ids, selection: requestedIndex(in: ids), animation: changeAnimation)
      // The elements of the items now leaving, from the data before (and kept from earlier).
      leavingElements.keep(leaving: model.leavingIDs, id: id)
      leavingElements.remember(data)
    }

    /// The index the app asks for among `ids`: the `selection` binding's item if there, else
    /// the bound ``currentIndex(_:)`` if in range.
    private func requestedIndex(in ids: [ID]) -> Int? {
      if let selection, let index = ids.firstIndex(of: selection) { return index }
      guard let index = currentIndexBinding?.wrappedValue, ids.indices.contains(index) else { return nil }
      return index
    }

    /// The app set `selection`: scroll there (``animatesProgrammaticScrolls(_:)``). An item
    /// the data does not have yet is gone to when the data arrives (``dataChanged()``).
    private func follow(_ selection: ID?) {
      guard let selection, let found = data.firstIndex(where: { $0[keyPath: id] == selection }) else { return }
      follow(index: data.distance(from: data.startIndex, to: found))
    }

    /// The app set the bound ``currentIndex(_:)``, or `selection`: scroll there, animated if
    /// the app asks for it (``animatesProgrammaticScrolls(_:)``); the driver jumps under Reduce
    /// Motion and while the carousel cannot be seen.
    private func follow(index wanted: Int?) {
      guard let wanted, wanted >= 0, wanted < data.count, wanted != model.state?.destinationIndex else { return }
      model.input(.scroll(toIndex: wanted, animated: animatesScrolls, time: model.now))
    }

    // MARK: - Output

    /// Hands one update's events to the app, in the core's one order
    /// (`ScrollEvents.forEachCallback`): the callbacks, the destination into `selection` and
    /// the ``currentIndex(_:)`` binding, and the announcement to VoiceOver.
    private func deliver(_ events: ScrollEvents) {
      events.forEachCallback { callback in
        switch callback {
        case .dragBegan: callbacks.dragBegan?()
        case .handedOff: break
        case .tap(let index): call(callbacks.select, with: index)
        case .dragEnded: callbacks.dragEnded?()
        case .willSettle(let index): call(callbacks.willSettle, with: index)
        case .currentIndex(let index): callbacks.currentIndexChange?(index)
        case .selection(let index): call(callbacks.selectionChange, with: index)
        case .destinationIndex(let index):
          guard let index, let destination = element(at: index)?[keyPath: id] else { return }
          if destination != selection { selection = destination }
          if let binding = currentIndexBinding, index != binding.wrappedValue { binding.wrappedValue = index }
        case .progress(let progress): callbacks.progress?(progress)
        case .disappeared(let copy): call(callbacks.itemDisappear, with: copy.index)
        case .appeared(let copy): call(callbacks.itemAppear, with: copy.index)
        case .prefetch(let indices): callbacks.prefetch?(indices.compactMap(element(at:)))
        case .didSettle(let index): call(callbacks.settle, with: index)
        case .announcement(let announcement): announce(announcement)
        }
      }
    }

    /// Calls `action` with item `index`, if both exist.
    private func call(_ action: ((Data.Element) -> Void)?, with index: Int) {
      guard let action, let element = element(at: index) else { return }
      action(element)
    }

    // MARK: - Input

    /// Attaches the input, UIKit recognisers on every iOS version
    /// (`InputRules.swiftUIRecognizers`: a touch tracker reporting each touch, and a pan that
    /// UIKit arbitrates): from iOS 18 through `UIGestureRecognizerRepresentable`; before, and
    /// with SDKs older than iOS 18's, attached to the enclosing scroll view by a view behind
    /// the carousel (``CarouselRecognizerHost``), whose pan the feed's pan waits for.
    /// `UIGestureRecognizerRepresentable` is SwiftUI 6's (the iOS 18 SDK) and iOS's (iPadOS,
    /// Mac Catalyst), not tvOS's or visionOS's. Taps come from each item's `onTapGesture`
    /// (``CarouselSlotView``).
    @ViewBuilder
    private func withInput(_ content: some View) -> some View {
      #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
        if #available(iOS 18.0, *) {
          content
            .gesture(CarouselTouchDownGesture(sink: model))
            .gesture(CarouselPanGesture(sink: model))
            .gesture(CarouselWheelGesture(sink: model))
        } else {
          content.background { CarouselRecognizerHost(sink: model) }
        }
      #else
        content.background { CarouselRecognizerHost(sink: model) }
      #endif
    }

    // MARK: - Accessibility

    /// The app's label for item `index`, if it gives one.
    private func appAccessibilityLabel(ofItem index: Int) -> String? {
      guard let accessibilityLabel, let element = element(at: index) else { return nil }
      return accessibilityLabel(element)
    }

    /// Posts the position at rest after an accessibility action as a page scroll, with the
    /// app's label, unless the core says it would repeat what VoiceOver read right after the
    /// adjustable action (`CarouselAnnouncement.repeatsWhatWasRead`).
    private func announce(_ announcement: CarouselAnnouncement) {
      guard !announcement.repeatsWhatWasRead, let summary = model.accessibility.value,
        let text = summary.strings.value(
          index: announcement.index, count: summary.count, label: appAccessibilityLabel(ofItem: announcement.index))
      else { return }
      postPageScrolled(text)
    }

    /// Says `text` as the carousel's new scroll position (`UIAccessibility.Notification.pageScrolled`).
    private func postPageScrolled(_ text: String) {
      UIAccessibility.post(notification: .pageScrolled, argument: text)
    }

    /// The accessibility scroll (VoiceOver's three-finger swipe): one item towards the edge,
    /// announced at rest. SwiftUI's scroll action cannot decline, so where the core does not
    /// take it (an end without looping, across its axis: `CarouselUpdate.isHandled`) the
    /// position is said again, which VoiceOver takes as a border.
    private func accessibilityScroll(toward edge: Edge) {
      let direction = CarouselAccessibility.scrollDirection(
        toward: CarouselAccessibility.Edge(edge), isRightToLeft: layoutDirection == .rightToLeft)
      guard !model.input(.accessibilityScroll(direction, time: model.now)),
        let value = model.accessibility.value?.value(label: appAccessibilityLabel(ofItem:))
      else { return }
      postPageScrolled(value)
    }

    /// VoiceOver's default action: ``onSelect(_:)`` with the item the carousel rests on or
    /// moves to.
    private func activateCurrentItem() {
      guard let index = model.state?.destinationIndex else { return }
      call(callbacks.select, with: index)
    }

    // MARK: - Data

    private func element(at index: Int) -> Data.Element? {
      guard index >= 0, index < data.count else { return nil }
      return data[data.index(data.startIndex, offsetBy: index)]
    }
  }

  /// A ``Carousel``'s data as its `onChange` compares it: by the items' identifiers, in order
  /// (O(1) when the counts differ, else O(n), without allocating). Not isolated to the main
  /// actor (`Equatable`'s `==` is not).
  nonisolated struct CarouselDataIdentity<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.data.count == rhs.data.count
        && lhs.data.elementsEqual(rhs.data) { $0[keyPath: lhs.id] == $1[keyPath: rhs.id] }
    }
  }
#endif

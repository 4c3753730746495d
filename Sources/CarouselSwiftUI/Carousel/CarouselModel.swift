#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore
  import CarouselUIKitSupport
  import Combine
  import Foundation
  import UIKit

  /// The model behind a ``Carousel`` (a `StateObject`): it owns the core's `CarouselDriver` and
  /// a display link, sends the driver one action at a time and applies the update each one
  /// returns. It decides nothing and keeps no copy of the driver's state.
  ///
  /// - In: the view's inputs as one configuration (``configure(_:data:)``, from `onAppear` and
  ///   `onChange`, never from the body), the data's changes (``reload(ids:selection:)``), the
  ///   inputs (``input(_:)``, the recognisers' too) and the display link's frames and wake-ups.
  /// - Out, per update: the frame into values published only when they changed (a
  ///   ``CarouselPublished`` placement per slot; the ``accessibility`` state; the visible
  ///   ``entries``, this object's own `objectWillChange`, which the carousel's body observes,
  ///   when a slot's copy changes); the haptics; the schedule; then the events, handed to the
  ///   view (``events``, received with `onReceive`, so that its callbacks see the view's current
  ///   data and bindings).
  @MainActor
  final class CarouselModel<ID: Hashable>: ObservableObject, CarouselInputSink {
    private var driver: CarouselDriver<AnyCarouselLayout>?
    /// The identifiers of the data the driver was last given (the app's data, which the next
    /// change is compared with).
    private(set) var ids: [ID] = []
    /// The visible items, by slot: published (`objectWillChange`) only when they change.
    private(set) var entries: [CarouselEntry<ID>] = []
    /// Which item each slot's view shows, by identifier (the core's rules): a view leaving
    /// with an animated data change shows the item it showed, which the data may no longer have.
    private var identities = SlotIdentities<ID>()
    /// Sent after an update that completed animated data changes
    /// (`CarouselUpdate.completedChanges`): the view drops the elements it kept for the items
    /// that no longer leave.
    let changesCompleted = PassthroughSubject<Void, Never>()
    /// One observable placement per slot, by slot index (grows to the core's slot count).
    private(set) var slots: [CarouselPublished<CarouselPlacement>] = []
    /// The accessibility element's state; `nil` before the first update.
    let accessibility = CarouselPublished<CarouselAccessibilitySummary?>(nil)
    /// The driver's events, one value per update that has any, in order.
    let events = PassthroughSubject<ScrollEvents, Never>()
    private let clock = FrameClock()
    /// The carousel's safe area and whether pages are inset by it (``CarouselInputs``).
    private var safeArea = CarouselInsets.zero
    private var pageSafeArea = PageSafeArea.contentInsets
    /// Events of updates made while the view handles earlier ones: handed on after them.
    private var isDelivering = false
    private var queued: [ScrollEvents] = []
    /// How many selection clicks were played (wrapping), on iOS 17 and later: the
    /// `sensoryFeedback` trigger of ``CarouselSelectionFeedbackModifier``.
    let selectionClicks = CarouselPublished(0)
    /// UIKit's generator before iOS 17, made on the first haptic.
    private lazy var selectionFeedbackGenerator = UISelectionFeedbackGenerator()

    init() {
      clock.onFrame = { [weak self] time in self?.send(.frame(time: time)) }
    }

    // MARK: - Reading

    /// The time now: seconds of `CACurrentMediaTime()`, the clock of `UITouch.timestamp` and
    /// the display link.
    var now: Double { carouselNow() }

    /// The position, once there is a driver.
    var state: CarouselState? { driver?.state }

    var axis: ScrollAxis? { driver?.configuration.layout.axis }

    var viewportSize: CGSize {
      guard let viewport = driver?.configuration.viewport else { return .zero }
      return CGSize(viewport)
    }

    /// A SwiftUI gesture's time (a `Date`) on the model's clock.
    func time(of date: Date) -> Double {
      now - (Date().timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate)
    }

    // MARK: - In

    /// Sends the view's inputs (the core applies only what changed). The first call makes
    /// the driver with `data()`'s identifiers, at its index (which the core keeps for later
    /// data when there are fewer items yet).
    func configure(_ inputs: CarouselInputs, data: () -> (ids: [ID], index: Int)) {
      let insetsChanged = inputs.safeArea != safeArea || inputs.pageSafeArea != pageSafeArea
      safeArea = inputs.safeArea
      pageSafeArea = inputs.pageSafeArea
      guard driver != nil else {
        let (ids, index) = data()
        self.ids = ids
        driver = CarouselDriver(inputs.configuration, count: ids.count, index: index, time: now)
        send(.frame(time: now))
        return
      }
      send(.configure(inputs.configuration, time: now))
      if insetsChanged { inset() }
    }

    /// The data changed to `new`: the change from the identifiers the driver knows, with the
    /// index the app asks for, animated as `animation` says (`nil`: at once).
    func reload(ids new: [ID], selection: Int?, animation: CarouselChangeAnimation?) {
      guard driver != nil else { return }
      let change = CarouselDataChange.snapshot(from: ids, to: new, selection: selection, animation: animation)
      ids = new
      send(.data(change, time: now))
    }

    /// Sends one input; returns whether the carousel took it (`CarouselUpdate.isHandled`).
    @discardableResult
    func input(_ input: CarouselInput) -> Bool { send(.input(input)) }

    /// Sends a `nestedPan` input about `scrollView`, a scroll view inside an item (a zoomed
    /// photo): when the carousel takes the drag from it (`CarouselUpdate.nestedScrollStop`), it
    /// is held there and its pan cancelled before the rest of the update, as UIKit's
    /// `CarouselView` does. Returns whether the carousel took the input.
    @discardableResult
    func input(_ input: CarouselInput, nestedScrollView scrollView: UIScrollView) -> Bool {
      send(.input(input), nestedScrollView: scrollView)
    }

    // MARK: - Out

    /// Sends one action and applies its update; returns `isHandled`.
    @discardableResult
    private func send(_ action: CarouselAction<AnyCarouselLayout>, nestedScrollView: UIScrollView? = nil) -> Bool {
      guard let update = driver?.send(action) else { return false }
      if let stop = update.nestedScrollStop { nestedScrollView?.stopForCarousel(at: stop) }
      draw(update.frame)
      if update.completedChanges > 0 { changesCompleted.send(()) }
      if let summary = update.accessibility { accessibility.set(summary) }
      play(update.feedback)
      // Before the events, whose callbacks may send again: the latest schedule stays.
      clock.follow(update.schedule)
      deliver(update.events)
      return update.isHandled
    }

    /// Applies the frame's slot commands: each shown slot placed, the entry list changed
    /// (and published) only when a slot's copy or leaving item changed. Slots not in the frame
    /// stay. A view leaving with an animated data change is drawn with the item its slot
    /// showed (``identities``), behind the others.
    private func draw(_ frame: CarouselFrame) {
      guard !frame.isEmpty, let configuration = driver?.configuration else { return }
      identities.apply(frame) { [ids] index in index >= 0 && index < ids.count ? ids[index] : nil }
      while slots.count < frame.slotCount { slots.append(CarouselPublished(CarouselPlacement())) }
      let perspective = configuration.layout.perspective
      // (Only with leaving views: the lowest z-index of the others.)
      let lowest = frame.draws.contains(where: \.isDisappearing) ? lowestZIndex(frame) : 0
      var listChanged = false
      for draw in frame.draws {
        let entry = entry(for: draw)
        if entries.first(where: { $0.slot == draw.slot }) != entry { listChanged = true }
        guard entry != nil, let item = frame.attributes(of: draw) else { continue }
        slots[draw.slot].set(
          CarouselPlacement(
            center: item.center, size: item.size,
            transform: item.transform3DAboutOrigin(perspective: perspective, viewport: configuration.viewport)
              .projective,
            alpha: item.alpha,
            zIndex: draw.isDisappearing ? leavingZIndex(draw.slot, in: frame, below: lowest) : item.zIndex,
            effects: item.effects,
            slicing: CarouselSlicing(item, layout: configuration.layout), phase: draw.phase,
            isAccessible: draw.isAccessibilityElement,
            contentInsets: contentInsets(of: item, in: configuration), accessibilityRank: draw.accessibilityRank))
      }
      guard listChanged else { return }
      objectWillChange.send()
      entries.removeAll { entry in frame.draws.contains { $0.slot == entry.slot } }
      for draw in frame.draws {
        if let entry = entry(for: draw) { entries.append(entry) }
      }
      entries.sort { $0.slot < $1.slot }
    }

    /// The entry a slot command leaves: the copy it shows, with the item it leaves with
    /// (``identities``) for a leaving view; `nil` when hidden, or leaving with nothing drawn
    /// before.
    private func entry(for draw: SlotDraw) -> CarouselEntry<ID>? {
      guard let copy = draw.copy, draw.command != .hide else { return nil }
      guard draw.isDisappearing else { return CarouselEntry(slot: draw.slot, copy: copy) }
      return identities.id(inSlot: draw.slot).map { CarouselEntry(slot: draw.slot, copy: copy, leavingID: $0) }
    }

    /// The lowest z-index of the views shown and not leaving (at most 0). O(slots).
    private func lowestZIndex(_ frame: CarouselFrame) -> Double {
      var lowest = 0.0
      for draw in frame.draws where !draw.isDisappearing {
        if let item = frame.attributes(of: draw), item.zIndex.isFinite { lowest = min(lowest, item.zIndex) }
      }
      return lowest
    }

    /// The z-index of a leaving slot: below every other view (`lowest`), in the frame's
    /// drawing order (the leaving slots come first there). O(slots).
    private func leavingZIndex(_ slot: Int, in frame: CarouselFrame, below lowest: Double) -> Double {
      let order = frame.drawingOrder
      return lowest - 1 - Double(order.count - (order.firstIndex(of: slot) ?? 0))
    }

    /// The identifiers of the items whose views leave with an animated data change.
    var leavingIDs: [ID] { entries.compactMap(\.leavingID) }

    /// The part of the safe area an item covers, in its own points, when pages are inset.
    private func contentInsets(
      of item: ItemAttributes, in configuration: CarouselConfiguration<AnyCarouselLayout>
    ) -> CarouselInsets {
      guard pageSafeArea == .contentInsets else { return .zero }
      return item.safeAreaInsets(
        safeArea, viewport: configuration.viewport, perspective: configuration.layout.perspective)
    }

    /// The safe area or its policy changed, which the core does not draw for: the shown
    /// items' insets again.
    private func inset() {
      guard let driver else { return }
      let configuration = driver.configuration
      for entry in entries {
        guard let item = driver.attributes(inSlot: entry.slot) else { continue }
        var placement = slots[entry.slot].value
        placement.contentInsets = contentInsets(of: item, in: configuration)
        slots[entry.slot].set(placement)
      }
    }

    /// Plays the selection haptics the core planned (`CarouselUpdate.feedback`): from iOS 17
    /// (built with its SDK) a click counts in ``selectionClicks``, which SwiftUI's
    /// `sensoryFeedback` plays (one haptic per view update, its own generator prepared);
    /// before, UIKit's generator plays the plan.
    private func play(_ plan: SelectionFeedbackPlan) {
      guard !plan.isEmpty else { return }
      #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
          if plan.clicks > 0 { selectionClicks.set(selectionClicks.value &+ 1) }
          return
        }
      #endif
      selectionFeedbackGenerator.play(plan)
    }

    /// Hands one update's events to the view, after any it is still handling.
    private func deliver(_ new: ScrollEvents) {
      guard !new.isEmpty else { return }
      guard !isDelivering else {
        queued.append(new)
        return
      }
      isDelivering = true
      events.send(new)
      while !queued.isEmpty { events.send(queued.removeFirst()) }
      isDelivering = false
    }
  }

  /// What a ``Carousel`` gives its model, compared by value: the core's configuration, built
  /// from the view's inputs (which the core compares too, applying only what changed), and
  /// the safe area the model insets pages by.
  struct CarouselInputs: Equatable {
    var configuration: CarouselConfiguration<AnyCarouselLayout>
    /// The carousel's safe-area insets (`GeometryProxy.safeAreaInsets`, left and right
    /// physical) and whether pages are inset by them (`carouselPageSafeArea(_:)`).
    var safeArea = CarouselInsets.zero
    var pageSafeArea = PageSafeArea.contentInsets

    /// The input rules of this platform: UIKit recognisers on every iOS version (the pan
    /// decides, taps from the items' `onTapGesture`), through `UIGestureRecognizerRepresentable`
    /// from iOS 18 and attached to the enclosing scroll view before (`CarouselRecognizerHost`).
    static var platformInputRules: InputRules { .swiftUIRecognizers }
  }

  /// One visible item of a ``Carousel``: the slot that draws it (its index in
  /// ``CarouselModel/slots``) and the copy of the item it shows (the core's `SlotDraw.copy`).
  /// The model publishes the list of these only when the visible set changes (an item comes
  /// or goes, a copy moves to another slot, a view starts leaving), never per frame.
  struct CarouselEntry<ID: Hashable>: Hashable {
    var slot: Int
    var copy: VisibleCopy
    /// For a view leaving with an animated data change (`SlotDraw.isDisappearing`): the
    /// identifier of the item it shows (`SlotIdentities`), which the data may no longer have
    /// (the copy's index is then its old one); `nil` for every other view.
    var leavingID: ID?
  }
#endif

#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import CarouselCore

  /// The driver behind a ``Carousel``: a reference that survives the view's updates (kept in
  /// `@State`) and that SwiftUI does not observe; the timeline redraws it. It keeps no input
  /// state: touches go to the driver, which owns the touch lifecycle, and what the driver
  /// reports waits here until the view delivers it to the app's callbacks.
  @MainActor
  final class CarouselModel<ID: Hashable> {
    private(set) var current: CarouselDriver<AnyCarouselLayout>?
    /// The identity of the item the carousel rests on or moves to, as of the latest frame.
    var destinationID: ID?
    /// The driver's events not yet delivered to the app's callbacks.
    private var pending = ScrollEvents()
    /// Counts the calls that returned events: changes when there is something to deliver.
    private(set) var eventSerial = 0
    /// The entry lists handed to `ForEach`, two in turn (the core's `FrameBuffers`: no
    /// allocation per frame once warm).
    private var buffers = FrameBuffers<CarouselEntry<ID>>()
    /// The strings of the last locale asked for: loaded once per locale, not per frame.
    private var localeStrings: (identifier: String, strings: CarouselStrings)?
    /// The last selection looked up, and its index: an O(1) check before any search.
    private var lookup: (id: ID, index: Int)?
    /// Whether a named accessibility action's scroll is to be announced when it comes to rest.
    var announcesNextSettle = false

    /// CarouselKit's translations (its `Localizable.strings` resources) for a locale identifier
    /// (`fr_CA` speaks `fr`; English when CarouselKit lacks the language), cached.
    func strings(forLocale identifier: String) -> CarouselStrings {
      if let localeStrings, localeStrings.identifier == identifier { return localeStrings.strings }
      let strings = CarouselStrings.load(for: [identifier], from: .carouselResources)
      localeStrings = (identifier, strings)
      return strings
    }

    /// Makes the driver on first use, at the selected item. Taps come from the items' tap
    /// gestures (which lose to the controls inside them), not from the lift.
    func prepare(
      layout: AnyCarouselLayout, count: Int, viewport: CarouselSize, behavior: ScrollBehavior,
      environment: CarouselEnvironment, initialIndex: Int, time: Double
    ) {
      guard current == nil else { return }
      var driver = CarouselDriver(
        layout: layout, count: count, viewport: viewport, behavior: behavior, environment: environment,
        index: initialIndex, time: time)
      driver.tapsOnLift = false
      current = driver
    }

    /// Changes the driver in place and keeps the events the change returns for delivery.
    func update(_ change: (inout CarouselDriver<AnyCarouselLayout>) -> ScrollEvents) {
      guard var driver = current else { return }
      current = nil
      let events = change(&driver)
      current = driver
      guard !events.isEmpty else { return }
      pending.merge(events)
      eventSerial &+= 1
    }

    /// The events not yet delivered, which are then forgotten.
    func takeEvents() -> ScrollEvents {
      defer { pending = ScrollEvents() }
      return pending
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

import Testing

@testable import CarouselCore

/// The views that leave with an animated data change (``SlotDraw/isDisappearing``): which
/// item each one shows, by the app's identifiers (``SlotIdentities``: what SwiftUI draws them
/// with once the data no longer has them), and how they move with the track while the
/// content is dragged.
///
/// The geometry of ``AnimatedChangeTests``: 100-pt items with no spacing in a 300-pt viewport,
/// the current item centred at x = 150, its neighbours at 50 and 250. The app's identifiers
/// are letters: item 0 is "a", item 6 is "g".
@Suite struct AnimatedChangeLeavingTests {
  typealias Driver = AnimatedChangeTests.Driver

  /// The letters of `count` items.
  static func letters(_ count: Int) -> [String] {
    (0..<count).map { String(UnicodeScalar(UInt8(97 + $0))) }
  }

  /// A front end as SwiftUI's: it applies every update's frame to its slot identities, with
  /// the identifiers of the data the driver has now.
  struct FrontEnd {
    var driver: Driver
    var ids: [String]
    var identities = SlotIdentities<String>()

    init(count: Int, index: Int, looping: Bool = false) {
      driver = CarouselDriver(
        layout: .linear(itemSize: .absolute(100), spacing: 0), count: count, viewport: AnimatedChangeTests.viewport,
        behavior: ScrollBehavior(isLooping: looping, snapping: .paging), environment: CarouselEnvironment(),
        index: index)
      ids = AnimatedChangeLeavingTests.letters(count)
      apply(driver.send(.frame(time: 0)))
    }

    mutating func apply(_ update: CarouselUpdate) {
      let ids = self.ids
      identities.apply(update.frame) { ids.indices.contains($0) ? ids[$0] : nil }
    }

    /// The app's data becomes `new` (the mapping from the old identifiers), animated.
    @discardableResult
    mutating func change(to new: [String], time: Double) -> CarouselUpdate {
      let old = ids
      let mapping: [Int?] = old.map { new.firstIndex(of: $0) }
      ids = new
      let update = driver.send(
        .data(CarouselDataChange(count: new.count, mapping: mapping, animation: .default), time: time))
      apply(update)
      return update
    }

    /// Frames every 1/60 s until the schedule stops asking, each applied; their updates.
    mutating func frames(from start: Double) -> [CarouselUpdate] {
      var updates: [CarouselUpdate] = []
      var time = start
      while time < start + 2 {
        time += 1.0 / 60
        let update = driver.send(.frame(time: time))
        apply(update)
        updates.append(update)
        if update.schedule != .displayLink { break }
      }
      return updates
    }

    /// The identifiers the leaving views show, sorted.
    func leavingIDs(in frame: CarouselFrame) -> [String] {
      frame.draws.filter(\.isDisappearing).compactMap { identities.id(inSlot: $0.slot) }.sorted()
    }

    /// Every view shown and not leaving shows the item at its copy's index in the data now.
    func shownMatchTheData(_ frame: CarouselFrame) -> Bool {
      frame.draws.allSatisfy { draw in
        guard !draw.isDisappearing, draw.command != .hide, let copy = draw.copy else { return true }
        return identities.id(inSlot: draw.slot) == ids[copy.index]
      }
    }
  }

  // MARK: - Which item a leaving view shows

  /// Deleting "g" (index 6): its view leaves as "g", although index 6 is now "h"; the front
  /// end may drop "g" in the update that hides the view, the one that completes the change.
  @Test func aDeletedItemLeavesUnderItsOwnIdentifierUntilHidden() {
    var app = FrontEnd(count: 10, index: 5)
    var new = app.ids
    new.remove(at: 6)
    let update = app.change(to: new, time: 1)
    let leaving = update.frame.draws.filter(\.isDisappearing)
    #expect(leaving.map { $0.copy?.index } == [6], "the core names it by its old index")
    #expect(app.ids[6] == "h", "which the data now gives another item")
    #expect(app.leavingIDs(in: update.frame) == ["g"] && app.identities.isLeaving("g"))
    #expect(app.identities.leavingCount == 1 && !app.identities.isLeaving("h"))
    #expect(app.shownMatchTheData(update.frame))
    let slot = leaving[0].slot
    var completed = false
    var time = 1.0
    while !completed && time < 3 {
      time += 1.0 / 60
      let frame = app.driver.send(.frame(time: time))
      app.apply(frame)
      #expect(app.shownMatchTheData(frame.frame))
      if frame.frame.draws.contains(where: { $0.slot == slot && $0.isDisappearing }) {
        #expect(app.identities.id(inSlot: slot) == "g", "every frame until it ends")
      }
      if frame.completedChanges > 0 {
        completed = true
        #expect(frame.frame.draws.contains { $0.slot == slot && $0.command == .hide }, "hidden with the completion")
        #expect(app.identities.leavingCount == 0 && !app.identities.isLeaving("g"), "nothing leaves any more")
      } else {
        #expect(app.identities.isLeaving("g"), "kept until the completion")
      }
    }
    #expect(completed && abs(time - 1.3) < 1.0 / 60 + 1e-9 && app.identities.id(inSlot: slot) == nil)
  }

  /// A neighbour pushed off screen by an insert leaves towards its new place under its own
  /// identifier; deleted by a second change while it leaves, it keeps it, and nothing else
  /// takes it.
  @Test func aViewLeavingOffScreenThenDeletedKeepsItsIdentifier() {
    var app = FrontEnd(count: 10, index: 5)
    var inserted = app.ids
    inserted.insert("z", at: 6)
    let first = app.change(to: inserted, time: 1)
    #expect(app.leavingIDs(in: first.frame) == ["g"], "old 6 (\"g\", now 7) moves off screen")
    #expect(first.frame.draws.first(where: \.isDisappearing)?.copy?.index == 7, "named by its new index")
    _ = app.driver.send(.frame(time: 1.1))
    var deleted = inserted
    deleted.removeAll { $0 == "g" }
    let second = app.change(to: deleted, time: 1.1)
    #expect(app.leavingIDs(in: second.frame) == ["g"])
    #expect(app.shownMatchTheData(second.frame))
    let frames = app.frames(from: 1.1)
    #expect(frames.allSatisfy { app.shownMatchTheData($0.frame) })
    #expect(frames.map(\.completedChanges).reduce(0, +) == 2 && app.identities.leavingCount == 0)
  }

  /// Three items looping, at rest on "a": "c" is drawn before the seam (copy −1); deleted,
  /// it leaves as "c" under that copy, while the data's index 2 no longer exists.
  @Test func loopingACopyBeforeTheSeamLeavesAsItsItem() {
    var app = FrontEnd(count: 3, index: 0, looping: true)
    let update = app.change(to: ["a", "b"], time: 1)
    let leaving = update.frame.draws.filter(\.isDisappearing)
    #expect(leaving.map(\.copy) == [VisibleCopy(index: 2, copy: -1)])
    #expect(app.leavingIDs(in: update.frame) == ["c"] && app.shownMatchTheData(update.frame))
    _ = app.frames(from: 1)
    #expect(app.identities.leavingCount == 0 && !app.identities.isLeaving("c"))
  }

  /// Deleting every item: each view leaves under its own identifier; the data has none.
  @Test func deletingEverythingEveryViewLeavesAsItsItem() {
    var app = FrontEnd(count: 3, index: 1)
    let update = app.change(to: [], time: 1)
    #expect(app.leavingIDs(in: update.frame) == ["a", "b", "c"])
    _ = app.frames(from: 1)
    #expect(app.identities.leavingCount == 0)
    #expect((0..<4).allSatisfy { app.identities.id(inSlot: $0) == nil }, "every slot is hidden")
  }

  /// One item deleted from one: its view leaves; nothing remains.
  @Test func oneItemDeleted() {
    var app = FrontEnd(count: 1, index: 0)
    let update = app.change(to: [], time: 1)
    #expect(app.leavingIDs(in: update.frame) == ["a"])
    _ = app.frames(from: 1)
    #expect(app.identities.leavingCount == 0)
  }

  /// Bad slots and empty frames change nothing; reading outside the slots gives nothing.
  @Test func readingsOutsideTheSlots() {
    var identities = SlotIdentities<Int>()
    var frame = CarouselFrame()
    frame.draws = [
      SlotDraw(slot: -1, command: .show(item: 0, assigned: true), copy: VisibleCopy(index: 0, copy: 0), phase: 0)
    ]
    identities.apply(frame) { $0 }
    identities.apply(CarouselFrame()) { $0 }
    #expect(identities.id(inSlot: -1) == nil && identities.id(inSlot: 0) == nil && identities.id(inSlot: 99) == nil)
    #expect(!identities.isLeaving(slot: -1) && !identities.isLeaving(0) && identities.leavingCount == 0)
    // A leaving command for a slot never drawn leaves with nothing.
    var leaving = SlotDraw(
      slot: 2, command: .show(item: 0, assigned: false), copy: VisibleCopy(index: 0, copy: 0), phase: 0)
    leaving.isDisappearing = true
    frame.draws = [leaving]
    identities.apply(frame) { $0 }
    #expect(identities.leavingCount == 0 && identities.id(inSlot: 2) == nil)
  }

  // MARK: - Leaving views move with the track

  /// Deletes item `index` of `count`, animated, at `time`; the change's update.
  @discardableResult
  static func delete(_ index: Int, of count: Int, from driver: inout Driver, at time: Double) -> CarouselUpdate {
    driver.send(
      .data(
        CarouselDataChange(
          count: count - 1, mapping: AnimatedChangeTests.deleting([index], count: count), animation: .default),
        time: time))
  }

  /// The x of the leaving view in `frame`.
  static func leavingX(_ frame: CarouselFrame) -> Double? {
    AnimatedChangeTests.leaving(frame).first?.attributes.center.x
  }

  /// Deleting item 6 mid-drag, then dragging on: its leaving view moves with the finger by
  /// exactly as much as the item under the finger (20 pt, then 30), at the change's time and
  /// later, while it fades. Right to left too: positions are mirrored, the views still follow
  /// the finger.
  @Test(arguments: [false, true])
  func aViewDeletedMidDragMovesWithTheDrag(rightToLeft: Bool) {
    var driver = AnimatedChangeTests.driver(
      count: 10, index: 5, environment: CarouselEnvironment(isRightToLeft: rightToLeft))
    driver.touch(.began, at: CarouselPoint(x: 150, y: 100), time: 1)
    driver.touch(.moved, at: CarouselPoint(x: 130, y: 100), time: 1.02)
    driver.touch(.moved, at: CarouselPoint(x: 110, y: 100), time: 1.04)
    let before = driver.send(.frame(time: 1.04))
    let current = AnimatedChangeTests.shown(before.frame)[5]!.center.x
    let deleted = AnimatedChangeTests.shown(before.frame)[6]!.center.x
    let change = Self.delete(6, of: 10, from: &driver, at: 1.05)
    #expect(Self.leavingX(change.frame) == deleted, "it starts where it was drawn")
    // 20 pt further at the change's time: every view moves by 20 pt (no time has passed).
    driver.touch(.moved, at: CarouselPoint(x: 90, y: 100), time: 1.05)
    let moved = driver.send(.frame(time: 1.05))
    let shown = AnimatedChangeTests.shown(moved.frame)
    let neighbour = AnimatedChangeTests.shown(change.frame)[6]!.center.x
    #expect(shown[5]?.center.x == current - 20, "the item under the finger")
    #expect(shown[6]?.center.x == neighbour - 20, "the neighbour that takes its place")
    #expect(Self.leavingX(moved.frame) == deleted - 20, "and the leaving view")
    // 30 pt more, later: the leaving view follows the finger while it fades.
    driver.touch(.moved, at: CarouselPoint(x: 60, y: 100), time: 1.1)
    let later = driver.send(.frame(time: 1.1))
    #expect(AnimatedChangeTests.shown(later.frame)[5]?.center.x == current - 50)
    #expect(Self.leavingX(later.frame) == deleted - 50)
    let alpha = AnimatedChangeTests.leaving(later.frame).first?.attributes.alpha ?? .nan
    #expect(alpha > 0 && alpha < 1)
  }

  /// A second change while a deleted item's view leaves: the view stays where the drag had
  /// moved it (no jump at the change), then goes on following the drag on the new track.
  @Test func aChangeDuringTheLeavingKeepsWhereTheDragMovedIt() {
    var driver = AnimatedChangeTests.driver(count: 10, index: 5)
    Self.delete(6, of: 10, from: &driver, at: 1)
    driver.touch(.began, at: CarouselPoint(x: 150, y: 100), time: 1.02)
    driver.touch(.moved, at: CarouselPoint(x: 130, y: 100), time: 1.04)
    driver.touch(.moved, at: CarouselPoint(x: 100, y: 100), time: 1.06)
    let dragged = driver.send(.frame(time: 1.06))
    let x = Self.leavingX(dragged.frame) ?? .nan
    #expect(x < 250, "it moved left with the drag")
    // Item 1 deleted (before the current item): the current item keeps its place.
    let second = Self.delete(1, of: 9, from: &driver, at: 1.06)
    let leaving = AnimatedChangeTests.leaving(second.frame)
    #expect(leaving.count == 1 && leaving.first?.attributes.center.x == x, "no jump")
    driver.touch(.moved, at: CarouselPoint(x: 80, y: 100), time: 1.06)
    let on = driver.send(.frame(time: 1.06))
    #expect(Self.leavingX(on.frame) == x - 20)
  }

  /// At rest nothing moves a leaving view but its effect (the track stays).
  @Test func atRestALeavingViewStaysInItsPlace() {
    var driver = AnimatedChangeTests.driver(count: 10, index: 5)
    Self.delete(6, of: 10, from: &driver, at: 1)
    let frames = AnimatedChangeTests.frames(&driver, from: 1)
    let xs = frames.compactMap { Self.leavingX($0.update.frame) }
    #expect(!xs.isEmpty && xs.allSatisfy { $0 == 250 })
  }
}

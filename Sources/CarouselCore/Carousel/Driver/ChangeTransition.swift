/// An animated data change in progress (``CarouselChangeAnimation``): what the driver draws
/// on top of the layout until it ends. Its buffers are reused from change to change, so a
/// frame allocates nothing.
struct ChangeTransition: Sendable {
  /// The animation of the latest change.
  var animation = CarouselChangeAnimation(duration: 0)
  /// When the latest change was applied (the engine's clock, seconds).
  var start = 0.0
  /// Whether the items that stay or came still move or appear.
  var moves = false
  /// For each slot, how its view is drawn until the latest change ends (`nil`: as laid out).
  var slots: [SlotMove?] = []
  /// The views of deleted items that are still disappearing, each in its held slot.
  var leaving: [LeavingView] = []
  /// The leaving views changed since the last frame drawn (the drawing order with them too).
  var leavingChanged = false
  /// What each slot's view was drawn with just before the latest change (scratch).
  var before: [ItemAttributes?] = []
  /// The data changes that asked for an animation and are not reported over yet
  /// (``CarouselUpdate/completedChanges``).
  var pendingCompletions = 0

  /// Whether anything is still animating.
  var isActive: Bool { moves || !leaving.isEmpty }

  /// How one slot's view is drawn during a change.
  struct SlotMove: Sendable {
    /// The unwrapped track position the slot shows: the move applies only while it still
    /// does (a view reused for another item by scrolling is drawn as laid out).
    var position: Int
    /// Where it was drawn before the change, relative to where it is laid out now.
    var offset: AttributeOffset?
    /// It was inserted: it appears through the insertion effect.
    var appears: Bool
  }

  /// The view of an item that leaves the screen with the change, in the slot held for it
  /// until its animation ends: a deleted item, drawn as it was and disappearing through the
  /// removal effect, or an item that stays but whose new place is off screen, moving there.
  struct LeavingView: Sendable {
    var slot: Int
    var copy: VisibleCopy
    /// Where it was drawn when the change came.
    var attributes: ItemAttributes
    /// For an item that stays: its new place, and the offset from there to where it was.
    var destination: ItemAttributes?
    var offset: AttributeOffset?
    /// A later change moved its item: the new place is found once the engine followed it.
    var needsDestination = false
    var phase: Double
    var start: Double
    var animation: CarouselChangeAnimation
    /// The unwrapped track position the view follows the track at (the position its phase
    /// rounds to, after the change), set once the change is applied
    /// (``CarouselDriver/anchorLeavingViews()``).
    var anchor = 0
    /// The layout's attributes at ``anchor`` when it was set (`nil`: not set yet, or the
    /// layout hides that position: the view then stays where it was drawn).
    var anchored: ItemAttributes?

    /// What it is drawn with, `elapsed` seconds after the change, along `axis`, moved with the
    /// track by `track` (``CarouselDriver/trackShift(of:)``). O(1).
    func drawn(after elapsed: Double, axis: ScrollAxis, track: AttributeOffset?) -> ItemAttributes {
      let progress = animation.progress(at: elapsed)
      guard var attributes = destination else {
        var attributes = self.attributes
        track?.apply(to: &attributes, remaining: 1)
        animation.removal.apply(to: &attributes, presence: 1 - progress, axis: axis)
        return attributes
      }
      offset?.apply(to: &attributes, remaining: 1 - progress)
      track?.apply(to: &attributes, remaining: 1)
      return attributes
    }
  }

  /// Forgets the change (a reload, a new layout: the plan is redone). O(slots).
  mutating func cancel() {
    moves = false
    leavingChanged = leavingChanged || !leaving.isEmpty
    leaving.removeAll(keepingCapacity: true)
    for slot in slots.indices { slots[slot] = nil }
  }
}

/// The difference between two drawn attributes, added to the attributes laid out and scaled
/// down to nothing as a change animates (an additive animation, as Core Animation's
/// `CABasicAnimation.isAdditive`): the view starts where it was and ends where the layout puts
/// it, even while the layout moves it (a drag, a glide).
struct AttributeOffset: Sendable, Hashable {
  var center: CarouselPoint
  var scale: Double
  var rotation: Double
  var alpha: Double
  /// The entries' differences, `nil` when neither is 3D.
  var transform: Transform3D?

  /// The offset from `to` to `from` (`nil` when they are drawn alike). O(1).
  init?(from: ItemAttributes, to: ItemAttributes) {
    center = CarouselPoint(x: from.center.x - to.center.x, y: from.center.y - to.center.y)
    scale = from.scale - to.scale
    rotation = from.rotation - to.rotation
    alpha = from.alpha - to.alpha
    if from.transform == nil && to.transform == nil {
      transform = nil
    } else {
      transform = Self.combine(from.transform ?? Transform3D(), to.transform ?? Transform3D(), -1)
    }
    guard center.x != 0 || center.y != 0 || scale != 0 || rotation != 0 || alpha != 0 || transform != nil else {
      return nil
    }
    // Non-finite differences (a layout's bad value) are dropped, never drawn.
    if !center.x.isFinite { center.x = 0 }
    if !center.y.isFinite { center.y = 0 }
    if !scale.isFinite { scale = 0 }
    if !rotation.isFinite { rotation = 0 }
    if !alpha.isFinite { alpha = 0 }
  }

  /// `attributes` with `remaining` (1 at the change … 0 at its end) of the offset added. O(1).
  func apply(to attributes: inout ItemAttributes, remaining: Double) {
    attributes.center.x += center.x * remaining
    attributes.center.y += center.y * remaining
    attributes.scale += scale * remaining
    attributes.rotation += rotation * remaining
    attributes.alpha = min(max(attributes.alpha + alpha * remaining, 0), 1)
    if let transform {
      attributes.transform = Self.combine(attributes.transform ?? Transform3D(), transform, remaining)
    }
  }

  /// `a + factor × b`, entry by entry (a linear blend of the matrices: the small 3D turns of
  /// an item that moves one place). O(1).
  static func combine(_ a: Transform3D, _ b: Transform3D, _ factor: Double) -> Transform3D {
    var t = a
    t.m11 += factor * b.m11
    t.m12 += factor * b.m12
    t.m13 += factor * b.m13
    t.m14 += factor * b.m14
    t.m21 += factor * b.m21
    t.m22 += factor * b.m22
    t.m23 += factor * b.m23
    t.m24 += factor * b.m24
    t.m31 += factor * b.m31
    t.m32 += factor * b.m32
    t.m33 += factor * b.m33
    t.m34 += factor * b.m34
    t.m41 += factor * b.m41
    t.m42 += factor * b.m42
    t.m43 += factor * b.m43
    t.m44 += factor * b.m44
    return t
  }
}

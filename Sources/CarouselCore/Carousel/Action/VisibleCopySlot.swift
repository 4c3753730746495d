/// A copy and the slot whose view showed it.
struct VisibleCopySlot: Sendable, Hashable {
  var copy: VisibleCopy
  var slot: Int
}

/// Everything a front end tells a ``CarouselDriver`` about the user: one value per platform
/// callback, through one door, ``CarouselDriver/handle(_:)``, which returns the
/// ``ScrollEvents`` to act on.
///
/// A front end translates each of its platform's callbacks into one of these, one to one,
/// and keeps no input state of its own:
///
/// | Platform | Touches | Who decides the drag | Taps | ``InputRules`` |
/// | --- | --- | --- | --- | --- |
/// | UIKit | a touch-down recogniser, each `UITouch` apart (``touch(_:)``) | the pan recogniser (``platformDrag(_:at:time:)``); over a scroll view inside an item, the driver at that view's edge (``nestedPan(_:)``) | on lift | ``InputRules/uiKit`` |
/// | SwiftUI, iOS 18 | the same recognisers (`UIGestureRecognizerRepresentable`) | the pan recogniser | the item's `onTapGesture` (``tapItem(_:time:)``) | ``InputRules/swiftUIRecognizers`` |
/// | SwiftUI, before 18 | the same recognisers, attached to the enclosing scroll view | the pan recogniser, which the scroll view's pan waits for | the item's `onTapGesture` | ``InputRules/swiftUIRecognizers`` |
/// | SwiftUI `DragGesture` (no front end uses it now: it cannot hold back a parent scroll view) | `DragGesture(minimumDistance: 0)` | the driver's direction lock | the item's `onTapGesture` | ``InputRules/swiftUIDragGesture`` |
/// | Browser, `carousel` | pointer events, trace samples | the driver's direction lock | on lift | ``InputRules/driver`` |
public enum CarouselInput: Sendable, Hashable {
  /// A raw touch of one finger: down, moved, up or cancelled.
  case touch(TouchInput)
  /// The platform's pan recogniser (or drag gesture) decided about the touch in progress:
  /// it began (the carousel owns the drag from where the finger is now), failed (another
  /// recogniser owns the touch: a zoomed scroll view inside an item, a slider, the enclosing
  /// feed) or was cancelled by the system. `point` is the finger's location in the viewport.
  case platformDrag(PlatformDrag, at: CarouselPoint, time: Double)
  /// The platform recognised a tap on the item with this index (SwiftUI's `onTapGesture` on
  /// the item's view, which loses to the controls inside it).
  case tapItem(Int, time: Double)
  /// A hardware keyboard arrow.
  case key(CarouselAccessibility.Arrow, time: Double)
  /// An accessibility action.
  case accessibility(CarouselAccessibilityAction, time: Double)
  /// The accessibility adjustable action (VoiceOver's swipe up: `increment`), which VoiceOver
  /// follows by reading the element's new value at once.
  case adjust(increment: Bool, time: Double)
  /// A programmatic scroll to an item (the app's `scrollToItem`, a selection binding).
  case scroll(toIndex: Int, animated: Bool, time: Double)
  /// An assistive technology's scroll (UIKit's `accessibilityScroll(_:)`, SwiftUI's
  /// `accessibilityScrollAction`): one item in that direction, announced at rest. Ask
  /// ``CarouselUpdate/isHandled`` first: a direction that does nothing
  /// belongs to the enclosing scroll view: ``CarouselUpdate/isHandled`` says whether it paged.
  case accessibilityScroll(CarouselAccessibility.ScrollDirection, time: Double)
  /// The front end lost track of its touches: its touch recogniser was reset with touches it
  /// never reported ended, the carousel left its window, the app went to the background. The
  /// touch the driver follows is cancelled (a drag ends, the content settles from where it
  /// is, no tap), so that the next touch starts clean.
  case lostTouches(time: Double)
  /// The platform asks whether its pan recogniser may begin (UIKit's
  /// `gestureRecognizerShouldBegin(_:)`, with the pan's `velocity(in:)`): the answer is the
  /// update's ``CarouselUpdate/isHandled`` (a finger is down, scrolling is enabled, something
  /// can scroll and the movement is along the axis, within 45°). When the answer is no and a
  /// finger is down, the pan fails, and the driver applies that at once (UIKit sends no
  /// action message for `.failed`). `enclosingScrollsAcross`: the front end found a scroll
  /// view around the carousel that scrolls across its axis (a vertical feed around a
  /// horizontal carousel); the carousel then takes only a drag within about 26.6° of its axis
  /// and leaves diagonals to that scroll view (`DirectionLock`, Android `ViewPager`'s rule).
  case panShouldBegin(velocity: CarouselPoint, enclosingScrollsAcross: Bool = false, time: Double)
  /// A callback of SwiftUI's `DragGesture(minimumDistance: 0)` (``DragGestureUpdate``), which the
  /// driver turns into the touches it stands for (the first change of a touch is its
  /// touch-down; a reset of the gesture state with a touch down is a cancellation).
  case dragGesture(DragGestureUpdate)
  /// A trackpad's or a mouse wheel's scrolling (iPadOS and Mac Catalyst: UIKit's pan with
  /// `allowedScrollTypesMask`): see ``PointerScroll``.
  case pointerScroll(PointerScroll)
  /// An assistive technology's cursor landed on the view in this slot or on a view inside
  /// it. With the items exposed as elements, an item only partly on screen scrolls into place
  /// (``CarouselDriver/accessibilityFocusScrollTarget(onItem:)``: VoiceOver reading on);
  /// otherwise the cursor is on an item's control (Full Keyboard Access on iPhone, Switch
  /// Control, ``CarouselAccessibilityPresentation/adjustableThenControls(slot:)``) and the
  /// carousel pages to that item as for ``focusInItem(slot:time:)``.
  case accessibilityFocus(slot: Int, time: Double)
  /// The carousel's pan, recognising alongside the pan of a scroll view inside an item under
  /// the finger (a zoomed photo), asks to begin or moved, with what that scroll view shows
  /// now: the driver decides who moves (``NestedPan``; the rule is the edge hand-off of the
  /// README's gesture coordination). Asking to begin, the answer is
  /// ``CarouselUpdate/isHandled`` as for ``panShouldBegin(velocity:enclosingScrollsAcross:time:)``; while the
  /// scroll view can still scroll the way the finger goes it keeps the drag
  /// (``ScrollEvents/handedOff``, the content stays); once it is at its edge and the finger
  /// keeps going the carousel's drag begins (``ScrollEvents/dragBegan``, at once, or with the
  /// pan's `began` if it had not begun yet) and ``CarouselUpdate/nestedScrollStop`` says where
  /// to hold that scroll view before cancelling its pan.
  case nestedPan(NestedPan)
  /// The keyboard focus moved onto a view inside the item view in this slot (UIKit's
  /// `didUpdateFocus(in:with:)` with a `nextFocusedView` inside it: a hardware keyboard's Tab
  /// or Full Keyboard Access reaching a control): the carousel pages to that item unless it is
  /// the current one already (``CarouselDriver/focusScrollTarget(inSlot:)``), animated unless
  /// Reduce Motion is on.
  case focusInItem(slot: Int, time: Double)

  /// The time of the input, in seconds, on the driver's clock.
  public var time: Double {
    switch self {
    case .touch(let touch): return touch.time
    case .platformDrag(_, _, let time), .tapItem(_, let time), .key(_, let time), .accessibility(_, let time),
      .adjust(_, let time), .scroll(_, _, let time), .accessibilityScroll(_, let time), .lostTouches(let time),
      .panShouldBegin(_, _, let time), .accessibilityFocus(_, let time), .focusInItem(_, let time):
      return time
    case .dragGesture(let update): return update.time
    case .pointerScroll(let scroll): return scroll.time
    case .nestedPan(let pan): return pan.time
    }
  }
}

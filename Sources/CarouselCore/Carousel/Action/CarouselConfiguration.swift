/// Everything a front end sets on a carousel, as one value: the layout, the viewport, the
/// behaviour, the platform's settings and the app's switches. The front end builds it from
/// its own properties and the platform's state whenever one of them may have changed, and
/// sends it (``CarouselAction/configure(_:time:)``); the driver compares it with the one in
/// force and applies only what changed, live: the current item and any motion stay.
///
/// What changes end a drag in progress: a new ``layout`` or ``CarouselConfiguration/inputRules`` (the finger's
/// drag ends with its ``ScrollEvents/dragEnded`` and the content settles from where it is,
/// the rest of the touch is ignored), and ``isScrollEnabled`` turned off (the same). A new
/// viewport, behaviour or environment keeps the drag under the finger.
public struct CarouselConfiguration<Layout: CarouselLayout>: Sendable, Hashable {
  /// The layout.
  public var layout: Layout
  /// The viewport size, in points.
  public var viewport: CarouselSize
  /// Looping, snapping, rates, springs, autoplay.
  public var behavior: ScrollBehavior
  /// The platform's settings (reading direction, VoiceOver, Reduce Motion, focus, whether the
  /// carousel can be seen, the spoken strings).
  public var environment: CarouselEnvironment
  /// Whether the user can scroll by touch (default `true`): while `false` touches neither
  /// catch nor drag the content (taps still select); programmatic scrolls, autoplay, the
  /// keyboard and accessibility actions still work. Turning it off mid-drag releases the
  /// content, which settles from where it is.
  public var isScrollEnabled: Bool
  /// The app's hold on autoplay (its pause control). The user's own pause (the
  /// accessibility action) is kept apart by the driver: releasing this never resumes
  /// autoplay the user paused (WCAG 2.2.2).
  public var isAutoplayPaused: Bool
  /// How many items beyond each visible edge the content moves towards
  /// ``ScrollEvents/prefetch`` announces (default 2, ``defaultPrefetchDistance``; 0 turns
  /// prefetching off; negative counts as 0, more than 64 as 64). Each update then costs
  /// O(distance × visible items).
  public var prefetchDistance: Int
  /// Who decides what about a touch (default ``InputRules/driver``). Changing it ends a drag.
  public var inputRules: InputRules
  /// Whether selection haptics play (``CarouselUpdate/feedback``). Default
  /// ``CarouselSelectionFeedback/automatic``: on for the drum picker only.
  public var selectionFeedback: CarouselSelectionFeedback
  /// Whether a tap on an item also scrolls to it, animated (default `true`): the driver
  /// reports the tap, then scrolls in the same update.
  public var scrollsToTappedItem: Bool
  /// Whether assistive technologies reach the visible items one by one instead of one
  /// adjustable element (default `false`): decides ``SlotDraw/isAccessibilityElement`` and
  /// ``CarouselFrame/accessibilityOrder``.
  public var exposesItemsToAccessibility: Bool
  /// Whether, in the single-element mode and while VoiceOver is off, the current item's
  /// controls are accessibility elements of their own after the adjustable element, so that
  /// Voice Control ("tap Save") and Full Keyboard Access reach them (default `true`); they
  /// are the adjustable element's custom actions either way. Decides
  /// ``CarouselFrame/accessibilityPresentation`` (``CarouselAccessibilityPresentation``).
  public var exposesItemControls: Bool
  /// Whether the front end reads an item's spoken label from its view (UIKit's default, when
  /// the app gives no label), which exists only while the item is on screen (default
  /// `false`): decides ``CarouselAnnouncement/repeatsWhatWasRead``.
  public var itemLabelsComeFromViews: Bool

  /// The prefetch distance when the app sets none: 2 items beyond each visible edge.
  public static var defaultPrefetchDistance: Int { 2 }
  /// The largest prefetch distance honoured.
  public static var maximumPrefetchDistance: Int { 64 }

  /// Creates a configuration; every argument but the layout has the documented default.
  public init(
    layout: Layout, viewport: CarouselSize = CarouselSize(width: 0, height: 0),
    behavior: ScrollBehavior = ScrollBehavior(), environment: CarouselEnvironment = CarouselEnvironment(),
    isScrollEnabled: Bool = true, isAutoplayPaused: Bool = false,
    prefetchDistance: Int = Self.defaultPrefetchDistance, inputRules: InputRules = .driver,
    selectionFeedback: CarouselSelectionFeedback = .automatic, scrollsToTappedItem: Bool = true,
    exposesItemsToAccessibility: Bool = false, itemLabelsComeFromViews: Bool = false, exposesItemControls: Bool = true
  ) {
    self.exposesItemControls = exposesItemControls
    self.itemLabelsComeFromViews = itemLabelsComeFromViews
    self.layout = layout
    self.viewport = viewport
    self.behavior = behavior
    self.environment = environment
    self.isScrollEnabled = isScrollEnabled
    self.isAutoplayPaused = isAutoplayPaused
    self.prefetchDistance = prefetchDistance
    self.inputRules = inputRules
    self.selectionFeedback = selectionFeedback
    self.scrollsToTappedItem = scrollsToTappedItem
    self.exposesItemsToAccessibility = exposesItemsToAccessibility
  }

  /// ``CarouselConfiguration/prefetchDistance`` as the driver uses it: within 0 ... ``maximumPrefetchDistance``.
  var clampedPrefetchDistance: Int { min(max(prefetchDistance, 0), Self.maximumPrefetchDistance) }
}

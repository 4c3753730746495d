// CollectionViewPagingLayout's named stack layouts, value for value from
// Lib/Stack/StackTransformViewOptions+Layout.swift (`StackTransformViewOptions.layout(_:)`).

extension StackLayout.Options {
  /// `.transparent`: four cards, each lower one 0.2 more transparent.
  public static let transparent = Self(
    scaleFactor: 0.12, minScale: 0, maxStackSize: 4, alphaFactor: 0.2, bottomStackAlphaSpeedFactor: 10,
    topStackAlphaSpeedFactor: 0.1, popAngle: Double.pi / 10, popOffsetRatio: CarouselPoint(x: -1.45, y: 0.3))

  /// `.perspective`: six cards receding to the right.
  public static let perspective = Self(
    scaleFactor: 0.1, minScale: 0.2, maxStackSize: 6, spacingFactor: 0.08, alphaFactor: 0, perspectiveRatio: 0.3,
    shadowRadius: 5, popAngle: Double.pi / 10, popOffsetRatio: CarouselPoint(x: -1.45, y: 0.3),
    stackPosition: CarouselPoint(x: 1, y: 0))

  /// `.rotary` (the fan): three cards below, turned ±π/16 alternately, growing by 0.03.
  public static let rotary = Self(
    scaleFactor: -0.03, minScale: 0.2, maxStackSize: 3, spacingFactor: 0.01, alphaFactor: 0.1, shadowRadius: 8,
    stackRotateAngle: Double.pi / 16, popAngle: Double.pi / 4, popOffsetRatio: CarouselPoint(x: -1.45, y: 0.4),
    stackPosition: CarouselPoint(x: 0, y: 1))

  /// `.vortex`: cards grow out of the centre (scale factor −0.15) and spin off by π.
  public static let vortex = Self(
    scaleFactor: -0.15, minScale: 0.2, maxScale: nil, maxStackSize: 4, spacingFactor: 0, alphaFactor: 0.4,
    topStackAlphaSpeedFactor: 1, perspectiveRatio: -0.3, shadowEnabled: false, popAngle: Double.pi,
    popOffsetRatio: CarouselPoint(x: 0, y: 0), stackPosition: CarouselPoint(x: 0, y: 1))

  /// `.reverse`: cards pop off to the right when scrolling backwards, the pile to the left.
  public static let reverse = Self(
    scaleFactor: 0.1, maxScale: nil, maxStackSize: 4, spacingFactor: 0.08, shadowRadius: 8, popAngle: -Double.pi / 4,
    popOffsetRatio: CarouselPoint(x: 1.45, y: 0.4), stackPosition: CarouselPoint(x: -1, y: -0.2), reverse: true)

  /// `.blur`: seven reversed cards, the lower ones blurred (up to 0.08 of a full blur).
  public static let blur = Self(
    scaleFactor: 0.1, maxScale: nil, maxStackSize: 7, spacingFactor: 0.06, topStackAlphaSpeedFactor: 0.1,
    perspectiveRatio: 0.04, shadowRadius: 8, popAngle: -Double.pi / 4, popOffsetRatio: CarouselPoint(x: 1.45, y: 0.4),
    stackPosition: CarouselPoint(x: -1, y: 0), reverse: true, blurEffectEnabled: true, maxBlurEffectRadius: 0.08)
}

extension StackLayout.Options {
  /// Every named preset with CollectionViewPagingLayout's name (`StackTransformViewOptions.Layout`),
  /// after `default` (its default options): what pickers of looks and the tool list.
  public static let named: [(name: String, options: StackLayout.Options)] = [
    ("default", Self()), ("transparent", .transparent), ("perspective", .perspective), ("rotary", .rotary),
    ("vortex", .vortex), ("reverse", .reverse), ("blur", .blur),
  ]
}

// CollectionViewPagingLayout's named scale layouts, value for value from
// Lib/Scale/ScaleTransformViewOptions+Layout.swift (`ScaleTransformViewOptions.layout(_:)`).

extension ScaleLayout.Options {
  /// `.blur`: cards shrink to 0.6, slide 0.66 widths and blur (0.2 of a full blur per page).
  public static let blur = Self(
    minScale: 0.6, scaleRatio: 0.4, translationRatio: CarouselPoint(x: 0.66, y: 0.2),
    maxTranslationRatio: CarouselPoint(x: 2, y: 0), blurEffectEnabled: true, blurEffectRadiusRatio: 0.2)

  /// `.linear`: cards shrink to 0.6 and slide 0.66 widths, linearly.
  public static let linear = Self(
    minScale: 0.6, scaleRatio: 0.4, translationRatio: CarouselPoint(x: 0.66, y: 0.2),
    maxTranslationRatio: CarouselPoint(x: 2, y: 0), keepVerticalSpacingEqual: true, keepHorizontalSpacingEqual: true,
    scaleCurve: .linear, translationCurve: .linear)

  /// `.easeIn`: `.linear` with the scale on the ease-in curve (and the default maximum
  /// translation, 5).
  public static let easeIn = Self(
    minScale: 0.6, scaleRatio: 0.4, translationRatio: CarouselPoint(x: 0.66, y: 0.2), keepVerticalSpacingEqual: true,
    keepHorizontalSpacingEqual: true, scaleCurve: .easeIn, translationCurve: .linear)

  /// `.easeOut`: `.easeIn`'s values with the translation on the ease-in curve (as
  /// CollectionViewPagingLayout defines it).
  public static let easeOut = Self(
    minScale: 0.6, scaleRatio: 0.4, translationRatio: CarouselPoint(x: 0.66, y: 0.2), keepVerticalSpacingEqual: true,
    keepHorizontalSpacingEqual: true, scaleCurve: .linear, translationCurve: .easeIn)

  /// `.rotary`: cards turn π/15 per page about the screen's normal and slide 0.9 widths.
  public static let rotary = Self(
    minScale: 0, scaleRatio: 0.4, translationRatio: CarouselPoint(x: 0.1, y: 0.1),
    minTranslationRatio: CarouselPoint(x: -1, y: 0), maxTranslationRatio: CarouselPoint(x: 1, y: 1),
    rotation3d: ScaleLayout.Rotation3D(
      angle: Double.pi / 15, minAngle: -Double.pi / 3, maxAngle: Double.pi / 3, x: 0, y: 0, z: 1, m34: -0.004),
    translation3d: ScaleLayout.Translation3D(
      translateRatios: ScaleLayout.Ratios3D(0.9, 0.1, 0), minTranslateRatios: ScaleLayout.Ratios3D(-3, -0.8, -0.3),
      maxTranslateRatios: ScaleLayout.Ratios3D(3, 0.8, -0.3)))

  /// `.cylinder`: cards at 0.55 turn π/4 per page about the vertical, pushed 1.25 widths
  /// towards the viewer.
  public static let cylinder = Self(
    minScale: 0.55, maxScale: 0.55, scaleRatio: 0, translationRatio: CarouselPoint(x: 0, y: 0),
    minTranslationRatio: CarouselPoint(x: 0, y: 0), maxTranslationRatio: CarouselPoint(x: 0, y: 0),
    shadowEnabled: false,
    rotation3d: ScaleLayout.Rotation3D(
      angle: Double.pi / 4, minAngle: -Double.pi, maxAngle: Double.pi, x: 0, y: 1, z: 0,
      m34: -0.000_4 - 0.8 * 0.000_2),
    translation3d: ScaleLayout.Translation3D(
      translateRatios: ScaleLayout.Ratios3D(0, 0, 0), minTranslateRatios: ScaleLayout.Ratios3D(0, 0, 1.25),
      maxTranslateRatios: ScaleLayout.Ratios3D(0, 0, 1.25)))

  /// `.invertedCylinder`: cards at 1.2 turn π/3 per page the other way, pushed 0.86 widths
  /// away (the maximum z ratio, −0.86, is below the minimum, 0.86, and wins).
  public static let invertedCylinder = Self(
    minScale: 1.2, maxScale: 1.2, scaleRatio: 0, translationRatio: CarouselPoint(x: 0, y: 0),
    minTranslationRatio: CarouselPoint(x: 0, y: 0), maxTranslationRatio: CarouselPoint(x: 0, y: 0),
    shadowEnabled: false,
    rotation3d: ScaleLayout.Rotation3D(
      angle: Double.pi / 3, minAngle: -Double.pi, maxAngle: Double.pi, x: 0, y: -1, z: 0, m34: -0.002),
    translation3d: ScaleLayout.Translation3D(
      translateRatios: ScaleLayout.Ratios3D(0.1, 0, 0), minTranslateRatios: ScaleLayout.Ratios3D(-0.05, 0, 0.86),
      maxTranslateRatios: ScaleLayout.Ratios3D(0.05, 0, -0.86)))

  /// `.coverFlow`: cards at 0.7 turn π/1.65 per page (at most π/3) and sink 0.7 widths per page.
  public static let coverFlow = Self(
    minScale: 0.7, maxScale: 0.7, scaleRatio: 0, translationRatio: CarouselPoint(x: 0, y: 0),
    minTranslationRatio: CarouselPoint(x: 0, y: 0), maxTranslationRatio: CarouselPoint(x: 0, y: 0),
    shadowEnabled: true,
    rotation3d: ScaleLayout.Rotation3D(
      angle: Double.pi / 1.65, minAngle: -Double.pi / 3, maxAngle: Double.pi / 3, x: 0, y: -1, z: 0, m34: -0.000_5),
    translation3d: ScaleLayout.Translation3D(
      translateRatios: ScaleLayout.Ratios3D(0.1, 0, -0.7), minTranslateRatios: ScaleLayout.Ratios3D(-0.1, 0, -3),
      maxTranslateRatios: ScaleLayout.Ratios3D(0.1, 0, 0)))
}

extension ScaleLayout.Options {
  /// Every named preset with CollectionViewPagingLayout's name (`ScaleTransformViewOptions.Layout`),
  /// after `default` (its default options): what pickers of looks and the tool list.
  public static let named: [(name: String, options: ScaleLayout.Options)] = [
    ("default", Self()), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("blur", .blur),
    ("rotary", .rotary), ("cylinder", .cylinder), ("invertedCylinder", .invertedCylinder), ("coverFlow", .coverFlow),
  ]
}

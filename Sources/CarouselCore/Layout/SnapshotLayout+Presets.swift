// CollectionViewPagingLayout's named snapshot layouts, value for value from
// Lib/Snapshot/SnapshotTransformViewOptions+Layout.swift (`SnapshotTransformViewOptions.layout(_:)`);
// pieceSizeRatio (1/c, 1/r) is given as r rows and c columns.

extension SnapshotLayout.Options {
  private typealias Pair = SnapshotLayout.Pair

  /// `.grid`: 10 × 4 pieces flying out from the middle, shrinking to 0.2, rounding.
  public static let grid = Self(
    rows: 10, columns: 4, piecesCornerRadiusRatio: .static(1), piecesAlphaRatio: .static(0),
    piecesTranslationRatio: .aggregated(
      .rowBasedMirror(Pair(0, -1.8), reversed: false), .columnBasedMirror(Pair(-1.8, 0), reversed: false), .sum),
    piecesScaleRatio: .static(Pair(0.8, 0.8)), containerScaleRatio: 0.1,
    containerTranslationRatio: CarouselPoint(x: 0.7, y: 0))

  /// `.space`: 4 × 3 pieces drifting apart diagonally and fading.
  public static let space = Self(
    rows: 4, columns: 3, piecesCornerRadiusRatio: .static(0.7),
    piecesAlphaRatio: .aggregated(
      .rowBasedMirror(0.2, reversed: false), .columnBasedMirror(0.4, reversed: false), .sum),
    piecesTranslationRatio: .aggregated(
      .rowBasedMirror(Pair(1, -1), reversed: false), .columnBasedMirror(Pair(-1, 1), reversed: false), .product),
    piecesScaleRatio: .static(Pair(0.5, 0.5)), containerScaleRatio: 0.1,
    containerTranslationRatio: CarouselPoint(x: 0.7, y: 0))

  /// `.chess`: 10 × 5 pieces moving by column.
  public static let chess = Self(
    rows: 10, columns: 5, piecesCornerRadiusRatio: .static(0.5), piecesAlphaRatio: .columnBasedMirror(0.4),
    piecesTranslationRatio: .columnBasedMirror(Pair(-1, 1)), piecesScaleRatio: .static(Pair(0.5, 0.5)),
    containerScaleRatio: 0.1, containerTranslationRatio: CarouselPoint(x: 0.7, y: 0))

  /// `.tiles`: 10 rows sliding left and right alternately.
  public static let tiles = Self(
    rows: 10, columns: 1, piecesCornerRadiusRatio: .static(0), piecesAlphaRatio: .static(0.4),
    piecesTranslationRatio: .rowOddEven(Pair(-0.4, 0), Pair(0.4, 0)), piecesScaleRatio: .static(Pair(0, 0.1)),
    containerScaleRatio: 0.1, containerTranslationRatio: CarouselPoint(x: 1, y: 0))

  /// `.lines`: 16 thin rows sliding and narrowing.
  public static let lines = Self(
    rows: 16, columns: 1, piecesCornerRadiusRatio: .static(0), piecesAlphaRatio: .static(0.4),
    piecesTranslationRatio: .rowOddEven(Pair(-0.15, 0), Pair(0.15, 0)), piecesScaleRatio: .static(Pair(0.6, 0.96)),
    containerScaleRatio: 0.1, containerTranslationRatio: CarouselPoint(x: 0.8, y: 0))

  /// `.bars`: 10 columns moving up and down alternately, rounded.
  public static let bars = Self(
    rows: 1, columns: 10, piecesCornerRadiusRatio: .static(1.2), piecesAlphaRatio: .static(0.4),
    piecesTranslationRatio: .columnOddEven(Pair(0, -0.1), Pair(0, 0.1)), piecesScaleRatio: .static(Pair(0.2, 0.6)),
    containerScaleRatio: 0.1, containerTranslationRatio: CarouselPoint(x: 1, y: 0))

  /// `.puzzle`: 10 × 4 pieces shrinking one way on odd columns and the other on even ones.
  public static let puzzle = Self(
    rows: 10, columns: 4, piecesCornerRadiusRatio: .static(0),
    piecesAlphaRatio: .aggregated(
      .rowOddEven(0.2, 0, increasing: false), .columnOddEven(0, 0.2, increasing: false), .sum),
    piecesTranslationRatio: .rowOddEven(Pair(-0.15, 0), Pair(0.15, 0)),
    piecesScaleRatio: .columnOddEven(Pair(0.1, 0.4), Pair(0.4, 0.1)), containerScaleRatio: 0.2,
    containerTranslationRatio: CarouselPoint(x: 1, y: 0))

  /// `.fade`: 10 rows fading from the top down while the card shrinks away.
  public static let fade = Self(
    rows: 10, columns: 1, piecesCornerRadiusRatio: .static(0.1), piecesAlphaRatio: .rowBased(0.1),
    piecesTranslationRatio: .rowBasedMirror(Pair(0, 0.1)), piecesScaleRatio: .rowBasedMirror(Pair(0.05, 0.1)),
    containerScaleRatio: 0.7, containerTranslationRatio: CarouselPoint(x: 1.9, y: 0))
}

extension SnapshotLayout.Options {
  /// Every named preset with CollectionViewPagingLayout's name (`SnapshotTransformViewOptions.Layout`),
  /// after `default` (its default options): what pickers of looks and the tool list.
  public static let named: [(name: String, options: SnapshotLayout.Options)] = [
    ("default", Self()), ("grid", .grid), ("space", .space), ("chess", .chess), ("tiles", .tiles), ("lines", .lines),
    ("bars", .bars), ("puzzle", .puzzle), ("fade", .fade),
  ]
}

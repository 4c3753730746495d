/// A value a ``SnapshotLayout/PiecesValue`` computes per piece: a number or a pair, which can be
/// added, multiplied (component by component) and scaled.
public protocol SnapshotPieceValue: Sendable, Hashable {
  static func + (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Self) -> Self
  /// This value times `factor`.
  func scaled(by factor: Double) -> Self
  /// This value with every component clamped into ``ScaleLayout/ratioRange`` (NaN: 0).
  var clampedRatio: Self { get }
}

extension Double: SnapshotPieceValue {
  @inline(__always)
  public func scaled(by factor: Double) -> Double { self * factor }
  public var clampedRatio: Double { ratio(self, 0) }
}

extension SnapshotLayout {
  /// Two numbers per piece (CollectionViewPagingLayout's `CGPoint` and `CGSize` values): x
  /// across, y down.
  public struct Pair: SnapshotPieceValue {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }

    @inline(__always)
    public static func + (lhs: Pair, rhs: Pair) -> Pair { Pair(lhs.x + rhs.x, lhs.y + rhs.y) }
    @inline(__always)
    public static func * (lhs: Pair, rhs: Pair) -> Pair { Pair(lhs.x * rhs.x, lhs.y * rhs.y) }
    @inline(__always)
    public func scaled(by factor: Double) -> Pair { Pair(x * factor, y * factor) }
    public var clampedRatio: Pair { Pair(ratio(x, 0), ratio(y, 0)) }
  }

  /// Where a piece is in the grid (CollectionViewPagingLayout's
  /// `SnapshotTransformViewOptions.PiecePosition`).
  public struct PiecePosition: Sendable, Hashable {
    public var index: Int
    public var row: Int
    public var column: Int
    public var rowCount: Int
    public var columnCount: Int

    public init(index: Int, row: Int, column: Int, rowCount: Int, columnCount: Int) {
      self.index = index
      self.row = row
      self.column = column
      self.rowCount = rowCount
      self.columnCount = columnCount
    }
  }

  /// How a ratio varies over the pieces: CollectionViewPagingLayout's
  /// `SnapshotTransformViewOptions.PiecesValue` (…PiecesValue.swift, `getRatio(position:)`),
  /// one rule or two aggregated by a sum or a product, without allocating.
  public struct PiecesValue<Value: SnapshotPieceValue>: Sendable, Hashable {
    /// One rule, with r the row, c the column, R and C their counts.
    public enum Rule: Sendable, Hashable {
      /// The value everywhere.
      case `static`(Value)
      /// value · c (value · (C − c − 1) reversed).
      case columnBased(Value, reversed: Bool)
      /// value · r (value · (R − r − 1) reversed).
      case rowBased(Value, reversed: Bool)
      /// `odd` on odd columns, `even` on even ones, times c when increasing.
      case columnOddEven(Value, Value, increasing: Bool)
      /// `odd` on odd rows, `even` on even ones, times r when increasing.
      case rowOddEven(Value, Value, increasing: Bool)
      /// value times the signed distance of the column from the middle (see `mirror(count:current:reversed:)`).
      case columnBasedMirror(Value, reversed: Bool)
      /// value times the signed distance of the row from the middle.
      case rowBasedMirror(Value, reversed: Bool)

      /// The rule's value at `p`.
      @inline(__always)
      func ratio(at p: PiecePosition) -> Value {
        switch self {
        case .static(let value):
          return value
        case .columnBased(let value, let reversed):
          return value.scaled(by: Double(reversed ? p.columnCount - p.column - 1 : p.column))
        case .rowBased(let value, let reversed):
          return value.scaled(by: Double(reversed ? p.rowCount - p.row - 1 : p.row))
        case .columnOddEven(let odd, let even, let increasing):
          return (p.column % 2 == 0 ? even : odd).scaled(by: increasing ? Double(p.column) : 1)
        case .rowOddEven(let odd, let even, let increasing):
          return (p.row % 2 == 0 ? even : odd).scaled(by: increasing ? Double(p.row) : 1)
        case .columnBasedMirror(let value, let reversed):
          return value.scaled(by: Self.mirror(count: p.columnCount, current: p.column, reversed: reversed))
        case .rowBasedMirror(let value, let reversed):
          return value.scaled(by: Self.mirror(count: p.rowCount, current: p.row, reversed: reversed))
        }
      }

      /// `getRowColumnBasedMirror`'s factor: with m = ⌊count / 2⌋, 0 for the middle of an odd
      /// count; otherwise i = current − m (+ 1 for an even count) from the middle on, m − current
      /// before it, m − i reversed, less 0.5 for an even count, negative before the middle.
      @inline(__always)
      static func mirror(count: Int, current: Int, reversed: Bool) -> Double {
        let middle = count / 2
        if count % 2 == 1, current == middle { return 0 }
        var index = current
        if index >= middle {
          index -= middle
          if count % 2 == 0 { index += 1 }
        } else {
          index = middle - index
        }
        if reversed { index = middle - index }
        var factor = Double(index)
        if count % 2 == 0 { factor -= 0.5 }
        return factor * (current >= middle ? 1 : -1)
      }

      var clamped: Rule {
        switch self {
        case .static(let v): return .static(v.clampedRatio)
        case .columnBased(let v, let r): return .columnBased(v.clampedRatio, reversed: r)
        case .rowBased(let v, let r): return .rowBased(v.clampedRatio, reversed: r)
        case .columnOddEven(let a, let b, let i): return .columnOddEven(a.clampedRatio, b.clampedRatio, increasing: i)
        case .rowOddEven(let a, let b, let i): return .rowOddEven(a.clampedRatio, b.clampedRatio, increasing: i)
        case .columnBasedMirror(let v, let r): return .columnBasedMirror(v.clampedRatio, reversed: r)
        case .rowBasedMirror(let v, let r): return .rowBasedMirror(v.clampedRatio, reversed: r)
        }
      }
    }

    /// How two rules combine.
    public enum Aggregation: Sendable, Hashable {
      case sum
      case product
    }

    public var first: Rule
    public var second: Rule?
    public var aggregation: Aggregation

    public init(_ first: Rule, _ second: Rule? = nil, aggregation: Aggregation = .sum) {
      self.first = first
      self.second = second
      self.aggregation = aggregation
    }

    /// The value at `position`: the first rule's, combined with the second's when there is one.
    @inline(__always)
    public func ratio(at position: PiecePosition) -> Value {
      let a = first.ratio(at: position)
      guard let second else { return a }
      let b = second.ratio(at: position)
      return aggregation == .sum ? a + b : a * b
    }

    var clamped: PiecesValue { PiecesValue(first.clamped, second?.clamped, aggregation: aggregation) }

    public static func `static`(_ value: Value) -> PiecesValue { PiecesValue(.static(value)) }
    public static func columnBased(_ value: Value, reversed: Bool = false) -> PiecesValue {
      PiecesValue(.columnBased(value, reversed: reversed))
    }
    public static func rowBased(_ value: Value, reversed: Bool = false) -> PiecesValue {
      PiecesValue(.rowBased(value, reversed: reversed))
    }
    public static func columnOddEven(_ odd: Value, _ even: Value, increasing: Bool = false) -> PiecesValue {
      PiecesValue(.columnOddEven(odd, even, increasing: increasing))
    }
    public static func rowOddEven(_ odd: Value, _ even: Value, increasing: Bool = false) -> PiecesValue {
      PiecesValue(.rowOddEven(odd, even, increasing: increasing))
    }
    public static func columnBasedMirror(_ value: Value, reversed: Bool = false) -> PiecesValue {
      PiecesValue(.columnBasedMirror(value, reversed: reversed))
    }
    public static func rowBasedMirror(_ value: Value, reversed: Bool = false) -> PiecesValue {
      PiecesValue(.rowBasedMirror(value, reversed: reversed))
    }
    /// Two rules combined (`.aggregated([a, b], +)` or `*`).
    public static func aggregated(_ a: Rule, _ b: Rule, _ aggregation: Aggregation) -> PiecesValue {
      PiecesValue(a, b, aggregation: aggregation)
    }
  }
}

import InteractionCore

/// A rectangle of terminal cells: its top-left cell and its extent.
struct CellRect: Hashable {
  /// The leftmost column, from 0.
  var column: Int
  /// The top row, from 0.
  var row: Int
  /// How many columns.
  var width: Int
  /// How many rows.
  var height: Int

  /// The column just right of the rectangle.
  var right: Int { column + width }
  /// The row just below the rectangle.
  var bottom: Int { row + height }

  /// Whether a cell lies inside.
  func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < right && row >= self.row && row < bottom
  }

  /// The rectangle grown by `cells` on every side.
  func expanded(by cells: Int) -> CellRect {
    CellRect(column: column - cells, row: row - cells, width: width + 2 * cells, height: height + 2 * cells)
  }

  /// The part that lies inside `other` (empty when they do not meet).
  func clipped(to other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    return CellRect(
      column: left, row: top, width: max(0, min(right, other.right) - left),
      height: max(0, min(bottom, other.bottom) - top))
  }

  /// The rectangle a fraction `progress` (0…1) of the way from `self` to `other`, cell by cell.
  func interpolated(to other: CellRect, _ progress: Double) -> CellRect {
    func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * progress).rounded()) }
    return CellRect(
      column: mix(column, other.column), row: mix(row, other.row), width: max(1, mix(width, other.width)),
      height: max(1, mix(height, other.height)))
  }
}

/// How the terminal's cells map to the scene's points, and where the title, the scene and the status
/// lines lie.
///
/// One cell is ``pointsPerColumn`` points wide and ``pointsPerRow`` points tall, about the shape of a
/// terminal cell. Row 0 is the title line; the scene's origin is the top-left corner of row 1; the last
/// ``statusRows`` rows are the status lines. A cell stands for the scene point at its centre: cell
/// (column, row) is the point (8 × column + 4, 16 × (row − 1) + 8), and a target covers the cells whose
/// centres lie inside its frame. So a click on any cell of a drawn target hits it.
struct Layout: Hashable {
  /// Scene points per terminal column.
  static let pointsPerColumn: Int64 = 8
  /// Scene points per terminal row.
  static let pointsPerRow: Int64 = 16
  /// The status lines at the bottom: the state, the last report, the outcomes.
  static let statusRows = 3
  /// The smallest terminal that `play` draws in.
  static let minimumColumns = 60
  /// The smallest terminal that `play` draws in.
  static let minimumRows = 16

  /// The terminal's width in cells.
  var columns: Int
  /// The terminal's height in cells.
  var rows: Int

  /// Whether the terminal is too small to draw in.
  var isTooSmall: Bool { columns < Layout.minimumColumns || rows < Layout.minimumRows }

  /// The cells between the title line and the status lines, where the scene is drawn.
  var screen: CellRect { CellRect(column: 0, row: 1, width: columns, height: rows - 1 - Layout.statusRows) }

  /// The row of the first status line.
  var statusRow: Int { rows - Layout.statusRows }

  /// The scene point at the centre of a cell.
  func point(column: Int, row: Int) -> Point {
    Point(
      Int64(column) * Layout.pointsPerColumn + Layout.pointsPerColumn / 2,
      Int64(row - screen.row) * Layout.pointsPerRow + Layout.pointsPerRow / 2)
  }

  /// Whether a cell lies in the scene's part of the screen.
  func isInScene(column: Int, row: Int) -> Bool { screen.contains(column: column, row: row) }

  /// The cells a frame covers: those whose centres lie inside it, at least one.
  func cells(of frame: Rect) -> CellRect {
    let columnRange = Layout.centres(
      from: frame.origin.x.millipoints, length: frame.size.width.millipoints, step: Layout.pointsPerColumn)
    let rowRange = Layout.centres(
      from: frame.origin.y.millipoints, length: frame.size.height.millipoints, step: Layout.pointsPerRow)
    return CellRect(
      column: columnRange.first, row: screen.row + rowRange.first, width: columnRange.count,
      height: rowRange.count)
  }

  /// A size in points as cells, rounded, at least one each way.
  func cells(of size: Size) -> (width: Int, height: Int) {
    func count(_ millipoints: Int64, _ step: Int64) -> Int {
      max(1, Int((millipoints + step * 500) / (step * 1000)))
    }
    return (
      count(size.width.millipoints, Layout.pointsPerColumn),
      count(size.height.millipoints, Layout.pointsPerRow)
    )
  }

  /// The cells of the scene's extent: from the origin to the right and bottom edges of its targets.
  func sceneCells(_ scene: Scene) -> CellRect {
    var width: Int64 = 0
    var height: Int64 = 0
    for target in scene.targets {
      width = max(width, (target.frame.origin.x + target.frame.size.width).millipoints)
      height = max(height, (target.frame.origin.y + target.frame.size.height).millipoints)
    }
    return cells(
      of: Rect(
        origin: Point(0, 0),
        size: Size(width: Length(millipoints: width), height: Length(millipoints: height))))
  }

  /// The cells (first index, count) whose centres `step × k + step / 2` lie in `start…start + length`,
  /// all in millipoints; at least one cell, the one holding `start`, for a frame thinner than a cell.
  private static func centres(from start: Int64, length: Int64, step: Int64) -> (first: Int, count: Int) {
    let cell = step * 1000
    let half = cell / 2
    let first = ceilingDivision(start - half, cell)
    let last = floorDivision(start + length - half, cell)
    if last < first { return (Int(floorDivision(start, cell)), 1) }
    return (Int(first), Int(last - first + 1))
  }

  private static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
  }

  private static func ceilingDivision(_ a: Int64, _ b: Int64) -> Int64 { -floorDivision(-a, b) }
}

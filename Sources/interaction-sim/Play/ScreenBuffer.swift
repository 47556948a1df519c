/// How a cell is drawn: a 256-colour foreground and SGR attributes.
struct CellStyle: Hashable {
  /// The foreground, a 256-colour index; `nil` for the terminal's own.
  var foreground: Int?
  /// Bold.
  var isBold = false
  /// Faint (dim).
  var isFaint = false
  /// Reverse video.
  var isReverse = false
  /// Underlined.
  var isUnderlined = false

  /// The terminal's default look.
  static let plain = CellStyle()
  /// Red, for destructive items.
  static let red = CellStyle(foreground: 9)
  /// Dim, for disabled items and the scene behind the preview.
  static let faint = CellStyle(isFaint: true)
  /// Bold.
  static let bold = CellStyle(isBold: true)

  /// The SGR sequence that sets this style from any other.
  var sequence: String {
    var codes = ["0"]
    if isBold { codes.append("1") }
    if isFaint { codes.append("2") }
    if isUnderlined { codes.append("4") }
    if isReverse { codes.append("7") }
    if let foreground { codes.append("38;5;" + String(foreground)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// One terminal cell: a character (a grapheme) and its style. The cell right of a wide character holds
/// the empty string: the character covers it.
struct Cell: Hashable {
  /// The character drawn; `""` where the wide character to the left covers this cell.
  var text: String = " "
  /// How it is drawn.
  var style: CellStyle = .plain
}

/// How many cells text takes: wide East Asian characters and emoji take two, the rest one.
enum TextWidth {
  /// The cells a character takes.
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The cells a string takes.
  static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

  /// The longest prefix of `text` that fits in `width` cells, with `…` at the end where it was cut.
  static func truncated(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let cells = of(character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }
}

/// A frame: what every cell of the terminal shows. The renderer draws into one; ``FrameDiff`` turns
/// the difference between two into the bytes that update the terminal.
struct ScreenBuffer: Hashable {
  /// The width in cells.
  let columns: Int
  /// The height in cells.
  let rows: Int
  /// The cells, row by row.
  private(set) var cells: [Cell]

  /// A blank frame.
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: Cell(), count: self.columns * self.rows)
  }

  /// The cell at a column and row.
  subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }

  /// Draws text from a cell on, clipped at `limit` (the right edge by default); returns the column
  /// after the last cell drawn. A wide character that would cross the limit is drawn as a space.
  @discardableResult
  mutating func put(_ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int? = nil)
    -> Int
  {
    let end = min(limit ?? columns, columns)
    guard row >= 0, row < rows else { return column }
    var x = column
    for character in text {
      let width = TextWidth.of(character)
      if width == 0 { continue }
      if x >= end { break }
      if x < 0 {
        x += width
        continue
      }
      if width == 2 && x + 1 >= end {
        set(Cell(text: " ", style: style), column: x, row: row)
        x += 1
        break
      }
      set(Cell(text: String(character), style: style), column: x, row: row)
      if width == 2 { set(Cell(text: "", style: style), column: x + 1, row: row) }
      x += width
    }
    return x
  }

  /// Fills a rectangle (clipped to the frame) with one character.
  mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle = .plain) {
    let text = String(character)
    let (rowRange, columnRange) = clipped(rect)
    for row in rowRange {
      for column in columnRange { set(Cell(text: text, style: style), column: column, row: row) }
    }
  }

  /// Changes the style of every cell of a rectangle (clipped to the frame), keeping the characters.
  mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
    let (rowRange, columnRange) = clipped(rect)
    for row in rowRange {
      for column in columnRange { change(&cells[row * columns + column].style) }
    }
  }

  /// The rows and columns of a rectangle that lie in the frame: empty ranges for a rectangle that lies
  /// wholly outside it (beyond the right or bottom edge, or before the left or top), or has no extent.
  private func clipped(_ rect: CellRect) -> (rows: Range<Int>, columns: Range<Int>) {
    let top = max(0, rect.row)
    let left = max(0, rect.column)
    return (top..<max(top, min(rows, rect.bottom)), left..<max(left, min(columns, rect.right)))
  }

  /// The characters of a row, as a string (for tests and debugging).
  func text(ofRow row: Int) -> String {
    (0..<columns).map { self[$0, row].text }.joined()
  }

  /// Sets one cell; where it overwrites half of a wide character, the other half becomes a space.
  private mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    if cells[index].text.isEmpty && column > 0 && cell.text != "" {
      cells[index - 1].text = " "
    }
    if column + 1 < columns && cells[index + 1].text.isEmpty && cells[index].text != "" && cell.text != "" {
      cells[index + 1].text = " "
    }
    cells[index] = cell
  }
}

/// The bytes that turn what the terminal shows into a new frame: only the changed span of each
/// changed row is written, so nothing flickers.
enum FrameDiff {
  /// The update from `old` (`nil`, or another size: redraw everything) to `new`.
  static func output(from old: ScreenBuffer?, to new: ScreenBuffer) -> String {
    var output = ""
    let full = old == nil || old?.columns != new.columns || old?.rows != new.rows
    if full { output += "\u{1B}[0m\u{1B}[2J" }
    var style: CellStyle?
    for row in 0..<new.rows {
      var first = 0
      var last = new.columns - 1
      if !full, let old {
        while first < new.columns && old[first, row] == new[first, row] { first += 1 }
        if first == new.columns { continue }
        while last > first && old[last, row] == new[last, row] { last -= 1 }
      }
      while first > 0 && new[first, row].text.isEmpty { first -= 1 }  // start on a whole character
      if last + 1 < new.columns && new[last + 1, row].text.isEmpty { last += 1 }
      output += "\u{1B}[" + String(row + 1) + ";" + String(first + 1) + "H"
      for column in first...last {
        let cell = new[column, row]
        if cell.text.isEmpty { continue }
        if style != cell.style {
          output += cell.style.sequence
          style = cell.style
        }
        output += cell.text
      }
    }
    if style != nil { output += "\u{1B}[0m" }
    return output
  }
}

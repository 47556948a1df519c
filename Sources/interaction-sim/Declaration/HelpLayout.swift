/// How help text is laid out: paragraphs reflowed to the width, two-column rows (a label and its text),
/// lines that begin with a space kept as they are written.
enum HelpLayout {
  /// The widest line, in characters.
  static let width = 104
  /// Where the text of a row begins: rows are indented by 2, labels take up to 22 characters.
  static let textColumn = 26

  /// Text reflowed into lines no wider than `width`, each indented by `indent` spaces: lines that
  /// follow each other form a paragraph, a blank line ends one, and a line that begins with a space
  /// is kept as it is (a preformatted line).
  static func paragraphs(_ text: String, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var paragraph: [Substring] = []
    func endParagraph() {
      if !paragraph.isEmpty { lines += wrap(paragraph.joined(separator: " "), indent: indent) }
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        endParagraph()
        if lines.last != "" && !lines.isEmpty { lines.append("") }
      } else if line.hasPrefix(" ") {
        endParagraph()
        lines.append(String(repeating: " ", count: indent) + line)
      } else {
        paragraph.append(line)
      }
    }
    endParagraph()
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A row: the label at column 2, the text reflowed from `textColumn` (starting on the next line when
  /// the label is too wide).
  static func row(_ label: String, _ text: String) -> [String] {
    let body = wrap(text, indent: textColumn)
    let start = "  " + label
    guard start.count < textColumn - 1, let first = body.first else { return [start] + body }
    return [start + String(repeating: " ", count: textColumn - start.count) + first.dropFirst(textColumn)]
      + body.dropFirst()
  }

  /// Words joined into lines no wider than `width`, each indented by `indent` spaces.
  static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if !line.isEmpty && indent + line.count + 1 + word.count > width {
        lines.append(margin + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(margin + line) }
    return lines
  }
}

/// A section of two-column rows in a help text (`MOUSE:`, `KEYS:`), beside the options and operands.
struct HelpSection: Sendable {
  /// The title, without its colon.
  let title: String
  /// The rows: a label and its text.
  let rows: [(label: String, text: String)]

  /// The section's lines.
  var lines: [String] { [title + ":"] + rows.flatMap { HelpLayout.row($0.label, $0.text) } }
}

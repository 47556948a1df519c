import CInteraction
import Foundation
import InteractionC
import InteractionCore

/// One derived file: its path under the package, and how to make its text from what it holds now (a
/// file of which only a marked block is generated keeps the rest).
struct Output: Sendable {
  var path: String
  /// The text, from the file's current text and the package's root.
  var make: @Sendable (String, String) throws -> String

  static let all = [
    Output(path: "include/interaction.h") { current, _ in
      try replacingBlock(
        in: try replacingBlock(
          in: current, begin: "/* BEGIN VERSION", end: "/* END VERSION */", with: CHeader.version),
        begin: "/* BEGIN VOCABULARY", end: "/* END VOCABULARY */", with: CHeader.vocabulary)
    },
    Output(path: "js/vocabulary.js") { _, root in
      try JavaScript.vocabulary(
        header: String(contentsOfFile: root + "/include/interaction.h", encoding: .utf8))
    },
    Output(path: "js/interaction.d.ts") { current, _ in
      try replacingBlock(
        in: current, begin: "// BEGIN GENERATED", end: "// END GENERATED", with: TypeScript.unions)
    },
    Output(path: "js/package.json") { _, _ in JavaScript.packageJSON },
    Output(path: "Sources/InteractionAnalysis/RuleTable.swift") { current, root in
      try replacingBlock(
        in: current, begin: "// BEGIN GENERATED RULE IDS", end: "// END GENERATED RULE IDS",
        with: Rules.allRulesBlock(rules: String(contentsOfFile: root + "/docs/RULES.md", encoding: .utf8)))
    },
    Output(path: "docs/state-chart.mmd") { _, _ in Figures.chart },
    Output(path: "docs/cli.md") { current, root in
      try replacingBlock(
        in: try replacingBlock(
          in: current, begin: "<!-- BEGIN GENERATED CHART", end: "<!-- END GENERATED CHART -->",
          with: Figures.chartBlock),
        begin: "<!-- BEGIN GENERATED COVERAGE", end: "<!-- END GENERATED COVERAGE -->",
        with: Figures.coverageBlock(root: root))
    },
    Output(path: "docs/testing.md") { current, _ in
      try replacingBlock(
        in: current, begin: "<!-- BEGIN GENERATED EXPLORATION", end: "<!-- END GENERATED EXPLORATION -->",
        with: Figures.explorationBlock(current: current))
    },
    Output(path: "docs/timeline-example.svg") { _, root in try Figures.timeline(root: root) },
    Output(path: "scripts/fuzz.dict") { current, _ in
      try replacingBlock(in: current, begin: "# BEGIN WORDS", end: "# END WORDS", with: FuzzDictionary.words)
    },
  ]
}

struct MissingMarker: Error, CustomStringConvertible {
  var marker: String
  var description: String { "no `\(marker)` line" }
}

/// `text` with the block from the line that starts with `begin` to the one that holds `end` (both
/// included) replaced.
func replacingBlock(in text: String, begin: String, end: String, with block: String) throws -> String {
  guard let start = text.range(of: begin) else { throw MissingMarker(marker: begin) }
  guard let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
    throw MissingMarker(marker: end)
  }
  return text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: block)
}

/// The tables that cross the ABI, with their words.
let tables = Vocabulary.tables

/// `InputVerb` → `input_verb`, `tap-preview` → `tap_preview`, `showingDestination` →
/// `showing_destination`.
func snakeCase(_ word: String) -> String {
  var result = ""
  var previousLower = false
  for character in word {
    if character == "-" || character == " " {
      result += "_"
      previousLower = false
    } else if character.isUppercase {
      if previousLower { result += "_" }
      result += character.lowercased()
      previousLower = false
    } else {
      result.append(character)
      previousLower = character.isLowercase || character.isNumber
    }
  }
  return result
}

/// A JavaScript or TypeScript string literal of ASCII text.
func quoted(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// The elements of an array literal after its opening (`… = [,`), on lines of at most 110 columns,
/// then `];`.
func wrapped(_ elements: [String], after opening: String) -> String {
  var text = ""
  var line = ""
  var width = opening.count
  for element in elements {
    if width + line.count + element.count + 2 > 108 {
      text += line + "\n"
      line = " "
      width = 0
    }
    line += " " + element + ","
  }
  text += line
  return String(text.dropLast()) + "];\n"
}

/// The statuses, by value.
var statuses: [(name: String, phrase: String)] {
  (0..<StatusTable.count).map { value in
    (StatusTable.name(value)!.description, StatusTable.phrase(value)!.description)
  }
}

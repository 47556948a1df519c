import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// Issue 13: the JavaScript module's vocabulary (`js/vocabulary.js`) is generated from the core's tables,
/// as the C header's is: one source per word. `UPDATE_JS_VOCABULARY=1 swift test --filter
/// JavaScriptVocabulary` rewrites the file; this test fails when it differs from the tables.
@Suite("JavaScript vocabulary (issue 13)")
struct JavaScriptVocabularyTests {
  static let file = TraceFixtures.packageRoot.appendingPathComponent("js/vocabulary.js")

  /// The file's text, from ``Vocabulary/tables`` and ``IgnoreKind/phrase(naming:detail:)``.
  static func generated() -> String {
    var text = """
      // GENERATED from the core's vocabulary tables (Sources/InteractionCore/Vocabulary) by
      // `UPDATE_JS_VOCABULARY=1 swift test --filter JavaScriptVocabulary`; `swift test` fails when it
      // differs. Each table lists its words' spellings indexed by their stable number, the number that
      // include/interaction.h gives them (index 0 is never a word).

      """
    for table in Vocabulary.tables {
      let opening = "export const \(table.name) = [,"
      text += "\n/** \(table.name). */\n" + opening
      text += wrapped(table.words.map { quoted($0.spelling) }, after: opening)
    }
    text +=
      "\n/** How the transcript phrases each IgnoreKind: `{id}` is the input's id, `{detail}` an instant. */\n"
    let opening = "export const IgnorePhrase = [,"
    text += opening
    text += wrapped(
      IgnoreKind.inOrder.map { quoted($0.phrase(naming: "{id}", detail: "{detail}")) }, after: opening)
    return text
  }

  /// A JavaScript string literal of ASCII text.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// The elements of an array literal after its opening (`… = [,`), on lines of at most 110 columns,
  /// then `];`.
  static func wrapped(_ elements: [String], after opening: String) -> String {
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

  @Test("js/vocabulary.js is generated from the core's tables")
  func fileMatchesTables() throws {
    let expected = Self.generated()
    if ProcessInfo.processInfo.environment["UPDATE_JS_VOCABULARY"] == "1" {
      try expected.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(
      actual == expected,
      "js/vocabulary.js differs: UPDATE_JS_VOCABULARY=1 swift test --filter JavaScriptVocabulary")
  }
}

import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// docs/ADDING.md, verified: every verb of ``InputVerb`` is covered by every place a newcomer would
/// otherwise have to remember, by the generator's files, the C conversion, the JavaScript module, and the
/// terminal's and the web page's mappings (or it is named below as one that front end never sends).
@Suite struct VerbCoverageTests {
  static func file(_ path: String) throws -> String {
    try String(contentsOf: TraceFixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// `tap-preview` → `TAP_PREVIEW`.
  static func constant(_ spelling: String) -> String {
    spelling.uppercased().replacingOccurrences(of: "-", with: "_")
  }

  /// Verbs a person at a terminal cannot make: no pressure, no system cancel, and the host's own
  /// inputs (a dismissal, a removal, time passing).
  static let notFromTheTerminal: Set<InputVerb> = [.force, .cancel, .dismiss, .remove, .tick]
  /// Verbs the web page never sends: the host's own inputs.
  static let notFromTheWebPage: Set<InputVerb> = [.dismiss, .remove, .tick]

  @Test("SPEC section 9: the generator's files hold every verb (scripts/regenerate)")
  func generated() throws {
    let header = try Self.file("include/interaction.h")
    let vocabulary = try Self.file("js/vocabulary.js")
    let types = try Self.file("js/interaction.d.ts")
    let dictionary = try Self.file("scripts/fuzz.dict")
    for verb in InputVerb.inOrder {
      let spelling = verb.spelling
      #expect(
        header.contains("INTERACTION_INPUT_VERB_\(Self.constant(spelling)) = \(verb.rawValue)"), "\(spelling)"
      )
      #expect(vocabulary.contains("\"\(spelling)\""), "\(spelling)")
      #expect(types.contains("\"\(spelling)\""), "\(spelling)")
      #expect(dictionary.contains("\" \(spelling)"), "\(spelling)")
    }
  }

  @Test(
    "SPEC section 9: the C conversion, the JavaScript module, the terminal and the web page cover every verb")
  func hosts() throws {
    let conversion = try Self.file("Sources/InteractionC/InputConversion.swift")
    let module = try Self.file("js/interaction.js")
    let terminal = try Self.file("Sources/interaction-sim/Play/InputMapping.swift")
    let page = try Self.file("web/src/input.js")
    for verb in InputVerb.inOrder {
      let name = String(describing: verb)
      #expect(conversion.contains("InputVerb.\(name).rawValue"), "the C conversion takes \(name)")
      // The module reads and writes an input by its verb's operand (vocabulary.js's InputOperand).
      if verb.operand != .none {
        #expect(
          module.contains("case \"\(verb.operand.spelling)\""), "js/interaction.js reads \(verb.operand)")
      }
      if !Self.notFromTheTerminal.contains(verb) {
        #expect(terminal.contains(".\(name)"), "the terminal's InputMapping sends \(name)")
      }
      if !Self.notFromTheWebPage.contains(verb) {
        let quoted = ["\"", "`", "'"].contains { quote in
          page.contains(quote + verb.spelling + " ") || page.contains(quote + verb.spelling + quote)
        }
        #expect(quoted, "web/src/input.js sends \(verb.spelling)")
      }
    }
  }
}

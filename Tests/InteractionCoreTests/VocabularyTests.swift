import InteractionCore
import Testing

/// Issue 12: the machine's words are declared once, each with a number that never changes meaning.
@Suite("Vocabulary (issue 12)")
struct VocabularyTests {
  /// Every table as it was first published. A number here must never change: the C ABI and the
  /// JavaScript module read them. A new word is appended with the next number.
  static let published: [String: [(UInt8, String)]] = [
    "InputVerb": [
      (1, "down"), (2, "move"), (3, "up"), (4, "force"), (5, "cancel"), (6, "tap-preview"), (7, "select"),
      (8, "tap-outside"), (9, "dismiss"), (10, "closed"), (11, "right-click"), (12, "focus"), (13, "key"),
      (14, "remove"), (15, "tick"), (16, "hover"),
    ],
    "Key": [(1, "menu"), (2, "up"), (3, "down"), (4, "left"), (5, "right"), (6, "return"), (7, "escape")],
    "TimerName": [(1, "hold"), (2, "lift"), (3, "commit"), (4, "fade"), (5, "load")],
    "Phase": [
      (1, "idle"), (2, "pressing"), (3, "lifting"), (4, "presented"), (5, "committing"), (6, "dismissing"),
      (7, "showingDestination"),
    ],
    "EffectKind": [
      (1, "highlight"), (2, "unhighlight"), (3, "primary"), (4, "haptic"), (5, "show-preview"),
      (6, "show-menu"),
      (7, "hide-menu"), (8, "open-submenu"), (9, "close-submenu"), (10, "highlight-item"),
      (11, "show-loaded"),
      (12, "set-state"), (13, "clear-selection"), (14, "perform"), (15, "begin-fade"), (16, "end-fade"),
      (17, "begin-commit"), (18, "show-destination"), (19, "close-destination"), (20, "focus"),
      (21, "unfocus"),
    ],
    "OutcomeKind": [(1, "tap"), (2, "cancel"), (3, "dismiss"), (4, "perform"), (5, "navigate")],
    "CancelReason": [(1, "moved"), (2, "multitouch"), (3, "system"), (4, "removed")],
    "DismissReason": [
      (1, "preview"), (2, "outside"), (3, "escape"), (4, "host"), (5, "system"), (6, "removed"),
    ],
    "IgnoreKind": [
      (1, "no-rule"), (2, "no-target-hit"), (3, "screen-busy"), (4, "menu-not-shown"), (5, "no-preview"),
      (6, "no-destination"), (7, "below-threshold"), (8, "finger-not-down"), (9, "not-in-level"),
      (10, "hidden"), (11, "disabled"), (12, "loading"), (13, "deferred-element"), (14, "removed-target"),
      (15, "unknown-target"), (16, "nothing-focused"), (17, "nothing-highlighted"), (18, "not-a-submenu"),
      (19, "at-root-level"), (20, "at-end"), (21, "time-went-backwards"), (22, "instant-too-late"),
      (23, "highlight-unchanged"), (24, "value-out-of-range"),
    ],
    "ItemState": [(1, "on"), (2, "off"), (3, "mixed")],
    "Presentation": [(1, "push"), (2, "sheet")],
  ]

  @Test("Issue 12: every published number keeps its word; new words only extend a table")
  func numbersAreStable() {
    let tables = Vocabulary.tables
    #expect(Set(tables.map(\.name)) == Set(Self.published.keys))
    for table in tables {
      let published = Self.published[table.name] ?? []
      #expect(table.words.count >= published.count, "\(table.name) lost a word")
      for ((value, spelling), word) in zip(published, table.words) {
        #expect(word.value == value && word.spelling == spelling, "\(table.name) \(value) changed meaning")
      }
    }
  }

  @Test("Issue 12: numbers run from 1 without gaps, 0 is no word, spellings are unique in a table")
  func tablesAreDense() {
    for table in Vocabulary.tables {
      #expect(table.words.map(\.value) == (1...UInt8(table.words.count)).map { $0 }, "\(table.name)")
      #expect(Set(table.words.map(\.spelling)).count == table.words.count, "\(table.name)")
    }
    #expect(InputVerb(rawValue: 0) == nil)
    #expect(
      InputVerb.Operand.spellingList(separator: " ") == "none point force item item-or-none target key")
    #expect(InputVerb.Operand.inOrder.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 7])
    #expect(InputVerb.allCases.count == InputVerb.inOrder.count)
    #expect(IgnoreKind.allCases.count == IgnoreKind.inOrder.count)
    #expect(EffectKind.allCases.count == EffectKind.inOrder.count)
  }

  @Test("Issue 12: a spelling parses back to its word, and nothing else parses")
  func spellingsRoundTrip() {
    for verb in InputVerb.allCases { #expect(InputVerb(spelling: verb.spelling) == verb) }
    for key in Key.allCases { #expect(Key(utf8: Array(key.spelling.utf8)) == key) }
    for phase in Phase.allCases { #expect(Phase(spelling: phase.spelling) == phase) }
    for kind in EffectKind.allCases { #expect(EffectKind(spelling: kind.spelling) == kind) }
    #expect(InputVerb(spelling: "tap") == nil)
    #expect(InputVerb(spelling: "") == nil)
    #expect(Key(spelling: "Escape") == nil)
    #expect(Key.spellingList() == "menu, up, down, left, right, return, escape")
  }

  @Test("Issue 12: an input, effect, outcome and reason are written from their word's spelling")
  func textDerivesFromTheTables() {
    let inputs: [Input] = [
      .down(Point(1, 2)), .up, .force(Fraction(millionths: 500_000)), .select("pin"), .key(.escape),
      .hover("pin"), .hover(nil), .tick,
    ]
    for input in inputs {
      #expect(input.text.hasPrefix(input.verb.spelling))
      #expect(
        Input(verb: input.verb, point: input.point, force: input.force, id: input.id, key: input.key) == input
      )
    }
    #expect(Input.hover(nil).text == "hover none")
    #expect(Input(verb: .select) == nil)
    #expect(Input(verb: .down) == nil)
    #expect(Input(verb: .up, point: Point(1, 2)) == nil)
    #expect(Input(verb: .focus, id: "pin") == .focus("pin"))
    let effects: [Effect] = [.haptic, .showMenu(target: "a", compact: true), .highlightItem(nil)]
    for effect in effects { #expect(effect.text.hasPrefix(effect.kind.spelling)) }
    #expect(Outcome.navigate("x", .sheet).text == "navigate x sheet")
    #expect(IgnoreReason.hidden("pin").text == "pin is hidden")
    #expect(IgnoreReason.hidden("pin").kind == .hidden)
  }
}

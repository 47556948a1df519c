import Testing

@testable import InteractionCore

/// The transcript's writer (I4: every host prints the same bytes): a word's spelling is looked up in
/// its table's ends (natively) or found by skipping the table's words before it eight bytes at a time
/// (the WebAssembly module), and pieces are appended byte by byte. Both ways are checked here.
@Suite("TextWriter")
struct TextWriterTests {
  /// A word of table `Word` written by the writer (its table's ends, natively), as a `String`.
  private static func written<Word: IndexedVocabularyWord>(_ word: Word) -> String {
    var writer = TextWriter()
    writer.write(word: word)
    return writer.text
  }

  /// A word of table `Word` found by skipping the words before it, as the WebAssembly module does.
  private static func skipped<Word: VocabularyWord>(_ word: Word) -> String {
    var writer = TextWriter()
    writer.write(spelling: word.rawValue, in: Word.spellings)
    return writer.text
  }

  @Test("I4: the writer spells every word of every table as the table does, both ways")
  func everyWordIsWrittenAsItsSpelling() {
    var checked: Set<String> = []
    func check<Word: IndexedVocabularyWord>(_: Word.Type) {
      checked.insert("\(Word.self)")
      for word in Word.allCases {
        #expect(Self.written(word) == word.spelling, "\(Word.self) \(word.rawValue)")
        #expect(Self.skipped(word) == word.spelling, "\(Word.self) \(word.rawValue), skipped to")
      }
    }
    check(InputVerb.self)
    check(InputVerb.Operand.self)
    check(Key.self)
    check(TimerName.self)
    check(Phase.self)
    check(EffectKind.self)
    check(OutcomeKind.self)
    check(CancelReason.self)
    check(DismissReason.self)
    check(IgnoreKind.self)
    check(ItemState.self)
    check(Presentation.self)
    // A table added to the vocabulary and not to the list above fails here.
    let tables = Set(Vocabulary.tables.map(\.name))
    #expect(tables.isSubset(of: checked), "not checked: \(tables.subtracting(checked).sorted())")
  }

  @Test("I4: no word past a table's end, and none numbered 0, is written")
  func noWordOutsideATable() {
    for number: UInt8 in [0, 22, 255] {
      var skipped = TextWriter()
      skipped.write(spelling: number, in: EffectKind.spellings)
      #expect(skipped.bytes.isEmpty, "EffectKind \(number), skipped to")
      var looked = TextWriter()
      looked.write(spelling: number, in: EffectKind.spellings, ends: EffectKind.spellingEnds)
      #expect(looked.bytes.isEmpty, "EffectKind \(number)")
    }
    var last = TextWriter()
    last.write(spelling: 21, in: EffectKind.spellings)
    last.write(spelling: 21, in: EffectKind.spellings, ends: EffectKind.spellingEnds)
    #expect(last.text == "unfocusunfocus")
  }

  @Test("I4: spellings are ASCII above the space, which the skipping of words counts on")
  func spellingsAreASCIIAboveTheSpace() {
    for table in Vocabulary.tables {
      for word in table.words {
        #expect(word.spelling.utf8.allSatisfy { $0 > 0x20 && $0 < 0x80 }, "\(table.name) \(word.spelling)")
      }
    }
  }

  @Test("I4: a text past the room a writer starts with (128 bytes) is written whole, in order")
  func textPastTheStartingRoom() {
    var writer = TextWriter()
    let long = String(repeating: "menu-item-ü ", count: 40)  // 520 bytes, some of two bytes
    writer.write(text: long)
    writer.write(" tail")
    writer.write(byte: UInt8(ascii: "!"))
    writer.write(decimal: -1_234_500, scale: 6, minimumDecimals: 3)
    #expect(writer.text == long + " tail!-1.2345")
  }
}

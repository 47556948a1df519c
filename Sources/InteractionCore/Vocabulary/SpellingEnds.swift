/// A table whose words' places in its ``VocabularyWord/spellings`` are found once, the first time a
/// word of it is written, so that writing a word looks its place up instead of scanning the table
/// (``TextWriter``). Every table of the vocabulary is one.
package protocol IndexedVocabularyWord: VocabularyWord {
  /// Where each word of the table ends in its spellings.
  static var spellingEnds: SpellingEnds { get }
}

/// Where each word ends in a table's spellings: word N's bytes run from one past the end of word
/// N - 1 (0 for the first) to the end of word N.
package struct SpellingEnds: Sendable {
  /// One past the last byte of each word, in the order of the numbers.
  let ends: [UInt16]

  /// The ends of the words of `all`, separated by single spaces or line breaks.
  @inline(never)
  init(_ all: StaticString) {
    var ends: [UInt16] = []
    Vocabulary.forEachWord(in: all) { _, spelling in
      ends.append(UInt16(truncatingIfNeeded: spelling.baseAddress! - all.utf8Start + spelling.count))
      return true
    }
    self.ends = ends
  }
}

extension InputVerb: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension InputVerb.Operand: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension Key: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension TimerName: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension Phase: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension EffectKind: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension OutcomeKind: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension CancelReason: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension DismissReason: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension IgnoreKind: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension ItemState: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

extension Presentation: IndexedVocabularyWord {
  package static let spellingEnds = SpellingEnds(spellings)
}

/// The words of the vocabulary that a trace line names (``VocabularyWord``: phases, keys, item states,
/// presentations, outcome kinds, reasons), read and listed in errors from their tables.
extension LineScanner {
  /// The word of table `Word` that a token spells; an error listing the table's spellings otherwise
  /// (`expected a key (menu, up, …), found …`).
  func word<Word: VocabularyWord>(_ token: Token, _ what: String) throws(TraceError) -> Word {
    if let word: Word = word(token.start, token.end), !token.quoted { return word }
    throw unexpected(.unknownValue, token, expected: what + " (" + Word.spellingList() + ")")
  }

  /// The word of table `Word` that a range spells, if any.
  func word<Word: VocabularyWord>(_ start: Int, _ end: Int) -> Word? {
    Word(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// A presentation, `push` or `sheet`, from a range.
  func presentation(_ start: Int, _ end: Int) throws(TraceError) -> Presentation {
    if let presentation: Presentation = word(start, end) { return presentation }
    throw unexpected(
      .unknownValue, start, end, expected: "a presentation (" + Presentation.spellingList() + ")")
  }
}

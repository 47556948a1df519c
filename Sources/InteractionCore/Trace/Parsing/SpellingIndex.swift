/// A vocabulary table's spellings (``VocabularyWord``), arranged to look a token up by its bytes with
/// no hashing and no allocation: by length, then by the first eight bytes as one word. Built once per
/// parser from the table, so a word added to the table is read with no change here.
struct SpellingIndex<Word: VocabularyWord>: Sendable {
  /// Each spelling's word, shortest spelling first.
  private let words: [Word]
  /// Each spelling's first eight bytes, packed little-endian.
  private let heads: [UInt64]
  /// Each spelling's bytes after its first eight.
  private let tails: [[UInt8]]
  /// For each length `n`, the spellings of that length are at `starts[n]..<starts[n + 1]`.
  private let starts: [Int]

  /// The index of every word of the table.
  init() {
    var spellings = Word.inOrder.map { word in (word: word, utf8: Array(word.spelling.utf8)) }
    spellings.sort { $0.utf8.count < $1.utf8.count }
    let longest = spellings.last?.utf8.count ?? 0
    var words: [Word] = []
    var heads: [UInt64] = []
    var tails: [[UInt8]] = []
    var starts: [Int] = []
    for length in 0...longest + 1 {
      starts.append(words.count)
      for spelling in spellings where spelling.utf8.count == length {
        var head: UInt64 = 0
        for (offset, byte) in spelling.utf8.prefix(8).enumerated() { head |= UInt64(byte) << (8 * offset) }
        words.append(spelling.word)
        heads.append(head)
        tails.append(Array(spelling.utf8.dropFirst(8)))
      }
    }
    self.words = words
    self.heads = heads
    self.tails = tails
    self.starts = starts
  }

  /// The word that the bytes of a range spell, `nil` for none.
  @inline(__always)
  func word(in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
    let length = end - start
    guard length >= 0 && length + 1 < starts.count else { return nil }
    var index = starts[length]
    let stop = starts[length + 1]
    guard index < stop else { return nil }
    var head: UInt64 = 0
    var offset = 0
    while offset < 8 && offset < length {
      head |= UInt64(bytes[start + offset]) << (8 * offset)
      offset += 1
    }
    while index < stop {
      if heads[index] == head && (length <= 8 || tailMatches(index, bytes, start + 8)) { return words[index] }
      index += 1
    }
    return nil
  }

  private func tailMatches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    for (offset, byte) in tails[index].enumerated() where bytes[start + offset] != byte { return false }
    return true
  }
}

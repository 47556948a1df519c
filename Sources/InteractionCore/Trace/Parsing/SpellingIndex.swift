#if hasFeature(Embedded)
  /// A vocabulary table's spellings (``VocabularyWord``), to look a token up by its bytes. In Embedded
  /// Swift (the WebAssembly module), a token is looked up by walking the table
  /// (``VocabularyWord/init(utf8:)``, the lookup of the native index's shared heads): building the index
  /// was 3 KB of the module's code, for a table of a few dozen words.
  struct SpellingIndex<Word: VocabularyWord>: Sendable {
    /// The index of every word of the table.
    init() {}

    /// The word that the bytes of a range spell, `nil` for none.
    @inline(never)
    func word(in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
      Word(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The word that the bytes of a range spell, `nil` for none (their first eight bytes unused here).
    func word(head: UInt64, in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
      word(in: bytes, start, end)
    }
  }
#else
  /// A vocabulary table's spellings (``VocabularyWord``), arranged to look a token up by its bytes with
  /// no hashing of strings and no allocation: a token's first eight bytes, packed into one word, pick one
  /// slot of a small table (a multiplicative hash whose multiplier is chosen, when the index is built,
  /// so that no two spellings share a slot); the slot's spelling is then compared. Built once per parser
  /// from the table, so a word added to the table is read with no change here.
  struct SpellingIndex<Word: VocabularyWord>: Sendable {
    /// One slot: what a token that lands there must be.
    private struct Slot: Sendable {
      /// The first eight bytes of its spelling, packed little-endian (0 for an empty slot).
      var head: UInt64
      /// Its spelling's length (-1 for an empty slot).
      var length: Int
      /// Its word (`nil` for an empty slot).
      var word: Word?
    }

    /// The slots, one array so that a lookup reads one.
    private let slots: [Slot]
    /// For each slot: the bytes of its spelling after the first eight.
    private let tails: [[UInt8]]
    /// The multiplier of the hash.
    private let multiplier: UInt64
    /// How far the product is shifted: 64 less the number of bits of a slot's index.
    private let shift: UInt64
    /// Whether some spellings share their first eight bytes (and have no slot): a token that no slot
    /// holds is then looked up by walking the table.
    private let sharesHeads: Bool

    /// The index of every word of the table.
    init() {
      let spellings = Word.inOrder.map { word in (number: word.rawValue, utf8: word.spelling.utf8Array) }
      var bits: UInt64 = 1
      while (1 << bits) < 2 * max(spellings.count, 1) { bits += 1 }
      let heads = spellings.map { SpellingIndex.head(of: $0.utf8) }
      var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      var slots: [Int?] = []
      var tries = 0
      // Two spellings that share their first eight bytes need the careful lookup: no slot for either.
      // (Arrays, not sets: a table holds a few dozen words, and a `Set` would link the standard library's
      // hashing into the WebAssembly module for this loop alone.)
      var shared: [UInt64] = []
      for (index, head) in heads.enumerated() where heads[..<index].contains(head) && !shared.contains(head) {
        shared.append(head)
      }
      while true {
        slots = Array(repeating: nil, count: 1 << bits)
        var collided = false
        for (index, head) in heads.enumerated() where !shared.contains(head) {
          let slot = Int(truncatingIfNeeded: (head &* multiplier) >> (64 - bits))
          if slots[slot] != nil {
            collided = true
            break
          }
          slots[slot] = index
        }
        if !collided { break }
        multiplier &+= 0x2_0000_0002  // the next odd candidate; a few tries suffice for a table this small
        tries += 1
        if tries % 1000 == 0 { bits += 1 }  // many tries: a larger table
      }
      self.slots = slots.map { index in
        guard let index else { return Slot(head: 0, length: -1, word: nil) }
        return Slot(
          head: heads[index], length: spellings[index].utf8.count,
          word: Word(rawValue: spellings[index].number)
        )
      }
      tails = slots.map { $0.map { Array(spellings[$0].utf8.dropFirst(8)) } ?? [] }
      self.multiplier = multiplier
      shift = 64 - bits
      sharesHeads = !shared.isEmpty
    }

    /// The first eight bytes of a spelling, packed little-endian.
    private static func head(of utf8: [UInt8]) -> UInt64 {
      var head: UInt64 = 0
      for (offset, byte) in utf8.prefix(8).enumerated() { head |= UInt64(byte) << (8 * offset) }
      return head
    }

    /// The word that the bytes of a range spell, `nil` for none.
    @inline(__always)
    func word(in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
      let length = end - start
      guard length > 0, let base = bytes.baseAddress else { return nil }
      var head: UInt64
      if start + 8 <= bytes.count {
        head = UInt64(
          littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
        if length < 8 { head &= (1 << (8 * UInt64(length))) &- 1 }
      } else {
        head = 0
        var offset = 0
        while offset < 8 && offset < length {
          head |= UInt64(bytes[start + offset]) << (8 * offset)
          offset += 1
        }
      }
      return word(head: head, in: bytes, start, end)
    }

    /// The word that the bytes of a range spell, given their first eight bytes packed little-endian
    /// (zero past the range's end), `nil` for none: for a caller that has loaded them already.
    @inline(__always)
    func word(head: UInt64, in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
      let length = end - start
      let index = Int(truncatingIfNeeded: (head &* multiplier) &>> shift)
      let slot = slots.withUnsafeBufferPointer { $0[index] }
      guard slot.head == head && slot.length == length else {
        return sharesHeads ? Word(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end])) : nil
      }
      if length > 8 {
        for (offset, byte) in tails[index].enumerated() where bytes[start + 8 + offset] != byte { return nil }
      }
      return slot.word
    }
  }
#endif

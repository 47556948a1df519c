/// The words of one kind of statement that may each appear once a line (an action's attributes and
/// flags, a submenu's, a target's attributes, the settings of `set`) and that the line has given so far:
/// one bit a word, the bit its raw value (0, 1, 2 … in the order of the enum's cases) numbers.
struct WordsSeen<Word: RawRepresentable> where Word.RawValue == UInt8 {
  private var bits: UInt32 = 0

  /// Records `word`; `false` when the line had given it already.
  mutating func insert(_ word: Word) -> Bool {
    let bit = UInt32(1) << word.rawValue
    defer { bits |= bit }
    return bits & bit == 0
  }
}

extension LineScanner {
  /// Records that `token` gives `word`, or throws `conflictingFlags` where the line gave it already:
  /// `expected SHOWN once on PLACE, found it again`.
  func once<Word>(
    _ word: Word, _ seen: inout WordsSeen<Word>, at token: Token, shown: @autoclosure () -> String,
    on place: String
  ) throws(TraceError) {
    if !seen.insert(word) {
      throw error(
        .conflictingFlags, at: token, "expected " + shown() + " once on " + place + ", found it again")
    }
  }
}

/// A word of the machine's vocabulary: one case of a table that declares, once, each word's stable
/// number (its `rawValue`) and its spelling in traces and transcripts (``spellings``).
///
/// **The numbers are stable forever.** A word's number never changes meaning: a new word gets the
/// next number, a retired word's number is never given to another. The C ABI and the JavaScript
/// module (issue 13) expose these numbers, so a value written by one build is read by every other.
/// 0 is never a word in any table: a zeroed field of a C or JavaScript caller reads as no word.
///
/// A table is its cases, numbered from 1 without gaps, and ``spellings``: every word's spelling, in
/// the order of the numbers, so that the word numbered N is the N-th (a test checks that each number
/// keeps its published spelling). Parsing a spelling (``init(spelling:)``, ``init(utf8:)``), writing
/// one (``spelling``), the transcript's words and the lists in error messages (`spellingList`) all
/// derive from it. `docs/ADDING.md` says how to add a word.
public protocol VocabularyWord: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == UInt8 {
  /// Every word's spelling, separated by single spaces or line breaks, in the order of the numbers.
  static var spellings: StaticString { get }
}

extension VocabularyWord {
  /// The word as traces and transcripts spell it.
  public var spelling: String {
    var found = ""
    Self.forEachSpelling { number, bytes in
      guard number == rawValue else { return true }
      found = String(wellFormedUTF8: bytes)
      return false
    }
    return found
  }

  /// The word with this spelling, `nil` for none (compared byte for byte: spellings are ASCII).
  public init?(spelling: String) {
    self.init(utf8: spelling.utf8)
  }

  /// The word whose spelling is these UTF-8 bytes, `nil` for none. Allocates nothing.
  public init?<Bytes: Collection>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
    var match: UInt8?
    Self.forEachSpelling { number, spelling in
      guard spelling.count == bytes.count && spelling.elementsEqual(bytes) else { return true }
      match = number
      return false
    }
    guard let match, let word = Self(rawValue: match) else { return nil }
    self = word
  }

  /// Every word of the table, in the order of its numbers.
  public static var inOrder: [Self] {
    var words: [Self] = []
    forEachSpelling { number, _ in
      if let word = Self(rawValue: number) { words.append(word) }
      return true
    }
    return words
  }

  /// Every spelling, in the order of the numbers, separated by `separator`: what an error message
  /// lists (`down, move, up, …`).
  public static func spellingList(separator: String = ", ") -> String {
    var text = ""
    forEachSpelling { number, bytes in
      if number > 1 { text += separator }
      text += String(wellFormedUTF8: bytes)
      return true
    }
    return text
  }

  /// Calls `body` with each word's number and spelling, in order, until it returns `false`.
  static func forEachSpelling(_ body: (UInt8, UnsafeBufferPointer<UInt8>) -> Bool) {
    Vocabulary.forEachWord(in: spellings, body)
  }
}

/// The machine's vocabulary: every table, for tools that mirror them (the C header, the JavaScript
/// module, the documentation).
package enum Vocabulary {
  /// One table: its name, and each word's number and spelling, in the order of the numbers.
  package struct Table: Hashable, Sendable {
    /// The table's name, as the C ABI and JavaScript mirror it (`InputVerb`, `Phase`, …).
    package var name: String
    /// Each word's stable number and its spelling.
    package var words: [Word]

    /// One word of a table.
    package struct Word: Hashable, Sendable {
      /// The stable number.
      package var value: UInt8
      /// The trace and transcript spelling.
      package var spelling: String
    }

    /// The table of a vocabulary word type, under `name`.
    package init<W: VocabularyWord>(_ name: String, _ type: W.Type) {
      self.name = name
      words = W.inOrder.map { Word(value: $0.rawValue, spelling: $0.spelling) }
    }
  }

  /// The spelling of word `value` of the table numbered `table` (``tables``' order, from 1: the C
  /// ABI's `interaction_vocabulary`), in static storage; `nil` for no table or no word.
  package static func spellingBytes(table: UInt32, value: UInt8) -> UnsafeBufferPointer<UInt8>? {
    let all: StaticString
    switch table {
    case 1: all = InputVerb.spellings
    case 2: all = Key.spellings
    case 3: all = TimerName.spellings
    case 4: all = Phase.spellings
    case 5: all = EffectKind.spellings
    case 6: all = OutcomeKind.spellings
    case 7: all = CancelReason.spellings
    case 8: all = DismissReason.spellings
    case 9: all = IgnoreKind.spellings
    case 10: all = ItemState.spellings
    case 11: all = Presentation.spellings
    default: return nil
    }
    var found: UnsafeBufferPointer<UInt8>?
    forEachWord(in: all) { number, bytes in
      guard number == value else { return true }
      found = bytes
      return false
    }
    return found
  }

  /// Calls `body` with each word's number (from 1) and spelling in a table's `spellings`, in order,
  /// until it returns `false`.
  @inline(__always)
  static func forEachWord(in all: StaticString, _ body: (UInt8, UnsafeBufferPointer<UInt8>) -> Bool) {
    let bytes = UnsafeBufferPointer(start: all.utf8Start, count: all.utf8CodeUnitCount)
    var number: UInt8 = 1
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: " ") && bytes[end] != UInt8(ascii: "\n") {
        end += 1
      }
      if !body(number, UnsafeBufferPointer(rebasing: bytes[start..<end])) { return }
      number &+= 1
      start = end + 1
    }
  }

  /// Every table of the vocabulary that crosses the C ABI and the JavaScript module
  /// (``InputVerb/Operand`` describes the trace format, and stays inside).
  package static var tables: [Table] {
    [
      Table("InputVerb", InputVerb.self), Table("Key", Key.self), Table("TimerName", TimerName.self),
      Table("Phase", Phase.self),
      Table("EffectKind", EffectKind.self), Table("OutcomeKind", OutcomeKind.self),
      Table("CancelReason", CancelReason.self), Table("DismissReason", DismissReason.self),
      Table("IgnoreKind", IgnoreKind.self), Table("ItemState", ItemState.self),
      Table("Presentation", Presentation.self),
    ]
  }
}

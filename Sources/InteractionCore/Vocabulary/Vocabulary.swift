/// A word of the machine's vocabulary: one case of a table that declares, once, the word's stable
/// number and its spelling in traces and transcripts.
///
/// **The numbers are stable forever.** A word's `rawValue` never changes meaning: a new word gets the
/// next unused number, a retired word's number is never given to another. The C ABI and the
/// JavaScript module (issue 13) expose these numbers, so a value written by one build is read by every
/// other. 0 is never a word in any table: a zeroed field of a C or JavaScript caller reads as no word.
/// Each table's numbers run from 1 without gaps (a test checks it), which is what lets a spelling be
/// looked up without a dictionary.
///
/// Parsing a spelling (``init(spelling:)``, ``init(utf8:)``), writing one (``spelling``), the
/// transcript's words and the lists in error messages (``spellingList``) all derive from the table.
/// `docs/ADDING.md` says how to add a word.
public protocol VocabularyWord: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == UInt8 {
  /// The word as traces and transcripts spell it.
  var spelling: String { get }
  /// The table's name, as the C ABI and JavaScript mirror it (`InputVerb`, `Phase`, …).
  static var tableName: String { get }
}

extension VocabularyWord {
  /// The word with this spelling, `nil` for none (compared byte for byte: spellings are ASCII).
  public init?(spelling: String) {
    self.init(utf8: spelling.utf8)
  }

  /// The word whose spelling is these UTF-8 bytes, `nil` for none. Allocates nothing: the table's
  /// numbers run from 1 without gaps, so each word is visited by its number.
  @inlinable
  public init?<Bytes: Collection>(utf8 bytes: Bytes) where Bytes.Element == UInt8 {
    var raw: UInt8 = 1
    while let word = Self(rawValue: raw) {
      let spelling = word.spelling.utf8
      if spelling.count == bytes.count && spelling.elementsEqual(bytes) {
        self = word
        return
      }
      raw &+= 1
    }
    return nil
  }

  /// Every word of the table, in the order of its numbers.
  public static var inOrder: [Self] {
    var words: [Self] = []
    var raw: UInt8 = 1
    while let word = Self(rawValue: raw) {
      words.append(word)
      raw &+= 1
    }
    return words
  }

  /// Every spelling, in the order of the numbers, separated by `separator`: what an error message
  /// lists (`down, move, up, …`).
  public static func spellingList(separator: String = ", ") -> String {
    var text = ""
    for word in inOrder {
      if !text.isEmpty { text += separator }
      text += word.spelling
    }
    return text
  }
}

/// The machine's vocabulary: every table, for tools that mirror them (the C header, the JavaScript
/// module, the documentation).
public enum Vocabulary {
  /// One table: its name, and each word's number and spelling, in the order of the numbers.
  public struct Table: Hashable, Sendable {
    /// The table's name (``VocabularyWord/tableName``).
    public var name: String
    /// Each word's stable number and its spelling.
    public var words: [Word]

    /// One word of a table.
    public struct Word: Hashable, Sendable {
      /// The stable number.
      public var value: UInt8
      /// The trace and transcript spelling.
      public var spelling: String
    }

    /// The table of a vocabulary word type.
    public init<W: VocabularyWord>(_ type: W.Type) {
      name = W.tableName
      words = W.inOrder.map { Word(value: $0.rawValue, spelling: $0.spelling) }
    }
  }

  /// Every table of the vocabulary.
  public static var tables: [Table] {
    [
      Table(InputVerb.self), Table(Key.self), Table(TimerName.self), Table(Phase.self),
      Table(EffectKind.self), Table(OutcomeKind.self), Table(CancelReason.self), Table(DismissReason.self),
      Table(IgnoreKind.self), Table(ItemState.self), Table(Presentation.self),
    ]
  }
}

/// The machine's timers (SPEC T2, T4): the table of ``TimerKind``'s words, for the package (the C ABI,
/// `scripts/regenerate`); a host reads ``TimerKind``. Numbers are stable forever (``VocabularyWord``).
@usableFromInline
package enum TimerName: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  @usableFromInline package static var spellings: StaticString {
    """
    hold lift commit fade load
    """
  }
  /// The press has lasted `hold` (P5).
  case hold = 1
  /// The lift animation has ended (P6).
  case lift = 2
  /// The commit animation has ended (M1).
  case commit = 3
  /// The fade has ended (M5).
  case fade = 4
  /// A deferred element's items have loaded (M8).
  case load = 5
}

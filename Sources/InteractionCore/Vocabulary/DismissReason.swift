/// Why a lifted preview or presented menu was dismissed (SPEC M1, M3, M7). Numbers are stable forever
/// (``VocabularyWord``).
public enum DismissReason: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    preview outside escape host system removed
    """
  }
  /// A tap on a preview with no destination.
  case preview = 1
  /// A tap outside the preview and the menu.
  case outside = 2
  /// The escape key at the root level.
  case escape = 3
  /// The host dismissed it.
  case host = 4
  /// The system cancelled it.
  case system = 5
  /// The target was removed.
  case removed = 6
}

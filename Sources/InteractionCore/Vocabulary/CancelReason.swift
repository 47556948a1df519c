/// Why a press was cancelled before the hold fired (SPEC P3, P4). Numbers are stable forever
/// (``VocabularyWord``).
public enum CancelReason: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    moved multitouch system removed
    """
  }
  /// The finger moved farther than `slop`: a scroll wins.
  case moved = 1
  /// A second finger touched down.
  case multitouch = 2
  /// The system cancelled touches.
  case system = 3
  /// The target was removed.
  case removed = 4
}

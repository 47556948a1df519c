/// The on/off/mixed state of a menu action (UIMenuElement.State). Numbers are stable forever
/// (``VocabularyWord``).
public enum ItemState: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    on off mixed
    """
  }
  /// Selected; drawn with a checkmark.
  case on = 1
  /// Not selected.
  case off = 2
  /// Partly selected.
  case mixed = 3
}

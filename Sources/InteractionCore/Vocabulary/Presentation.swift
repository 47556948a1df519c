/// How a destination is shown. Numbers are stable forever (``VocabularyWord``).
public enum Presentation: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    push sheet
    """
  }
  /// Pushed onto a navigation stack.
  case push = 1
  /// Presented as a sheet.
  case sheet = 2
}

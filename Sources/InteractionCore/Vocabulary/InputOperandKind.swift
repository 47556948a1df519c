/// What an input verb takes after it, in a trace (``InputVerb/operand``): the shape its parser reads
/// and its writer writes. Numbers are stable forever (``VocabularyWord``).
public enum InputOperandKind: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    none point force item item-or-none target key
    """
  }
  /// Nothing.
  case none = 1
  /// A point `X,Y`.
  case point = 2
  /// A normalized force `F` in 0…1.
  case force = 3
  /// The id of an item of the running interaction's target's menu.
  case item = 4
  /// The id of an item, or `none`.
  case itemOrNone = 5
  /// A target's id.
  case target = 6
  /// A key's name (``Key``).
  case key = 7
}

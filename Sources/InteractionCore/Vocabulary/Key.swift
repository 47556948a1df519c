/// The keys the keyboard path knows (SPEC K2, K3, M3, M4). Numbers are stable forever
/// (``VocabularyWord``).
public enum Key: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    menu up down left right return escape
    """
  }
  /// The menu key (or the context-menu shortcut).
  case menu = 1
  /// Arrow up.
  case up = 2
  /// Arrow down.
  case down = 3
  /// Arrow left: back out of a submenu.
  case left = 4
  /// Arrow right: into a highlighted submenu.
  case right = 5
  /// Return: select the highlighted item.
  case `return` = 6
  /// Escape: out of a submenu, then out of the menu.
  case escape = 7
}

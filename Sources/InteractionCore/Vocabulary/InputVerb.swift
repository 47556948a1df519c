/// The verbs of the inputs a host hands the machine (SPEC section 9, inputs): the table of
/// ``Input``'s words. Numbers are stable forever (``VocabularyWord``).
public enum InputVerb: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    down move up force cancel tap-preview select tap-outside dismiss closed right-click focus key remove
    tick hover
    """
  }
  /// `down X,Y`: a finger touches down (P1).
  case down = 1
  /// `move X,Y`: the tracked finger moves (P3, P6).
  case move = 2
  /// `up`: the tracked finger lifts (P2, P6, M10).
  case up = 3
  /// `force F`: the tracked finger's normalized force (P7).
  case force = 4
  /// `cancel`: the system cancels touches (P4, M3).
  case cancel = 5
  /// `tap-preview`: a tap on the lifted preview (M1).
  case tapPreview = 6
  /// `select ID`: a tap on a menu item (M2).
  case select = 7
  /// `tap-outside`: a tap outside the preview and the menu (M3).
  case tapOutside = 8
  /// `dismiss`: the host dismisses the menu (M3).
  case dismiss = 9
  /// `closed`: the shown destination is closed (M6).
  case closed = 10
  /// `right-click X,Y`: a secondary click (K1).
  case rightClick = 11
  /// `focus ID`: keyboard focus moves to a target (K2).
  case focus = 12
  /// `key NAME`: a key is pressed (K2, K3, M3, M4).
  case key = 13
  /// `remove ID`: the host removes a target (M7).
  case remove = 14
  /// `tick`: time advances with no other input (T3).
  case tick = 15
  /// `hover ID|none`: the finger or pointer is over an item of the open level, or over none (M10).
  case hover = 16
}

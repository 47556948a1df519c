/// The kinds of ``Outcome`` (SPEC section 6). Numbers are stable forever (``VocabularyWord``).
public enum OutcomeKind: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    tap cancel dismiss perform navigate
    """
  }
  /// `tap TARGET` (P2).
  case tap = 1
  /// `cancel REASON` (P3, P4).
  case cancel = 2
  /// `dismiss REASON` (M1, M3, M7).
  case dismiss = 3
  /// `perform ACTION` (M2).
  case perform = 4
  /// `navigate DESTINATION push|sheet` (M1).
  case navigate = 5
}

/// The kinds of ``Effect``: what the host must do after a transition. Numbers are stable forever
/// (``VocabularyWord``); a report's packed effect codes hold them (6 bits: at most 63 kinds).
public enum EffectKind: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    highlight unhighlight primary haptic show-preview show-menu hide-menu open-submenu close-submenu
    highlight-item show-loaded set-state clear-selection perform begin-fade end-fade begin-commit
    show-destination close-destination focus unfocus
    """
  }
  /// `highlight TARGET`: highlight the source view under the finger (P1).
  case highlightSource = 1
  /// `unhighlight TARGET`: remove the source view's highlight.
  case unhighlightSource = 2
  /// `primary TARGET ACTION`: run a target's primary action (P2).
  case runPrimaryAction = 3
  /// `haptic`: play the haptic of a lift (P5).
  case haptic = 4
  /// `show-preview TARGET PREVIEW SIZE|fill`: show the lifted preview (P5).
  case showPreview = 5
  /// `show-menu TARGET [compact]`: show the menu (P6, K1).
  case showMenu = 6
  /// `hide-menu`.
  case hideMenu = 7
  /// `open-submenu ID` (M2).
  case openSubmenu = 8
  /// `close-submenu ID` (M4).
  case closeSubmenu = 9
  /// `highlight-item ID|none` (K3, M10).
  case highlightItem = 10
  /// `show-loaded ID`: a deferred element's items replace its placeholder (M8).
  case showLoadedItems = 11
  /// `set-state ID on|off|mixed` (M2).
  case setItemState = 12
  /// `clear-selection MENU except ID`: single selection (M2).
  case clearSelection = 13
  /// `perform TARGET ACTION` (M2).
  case performAction = 14
  /// `begin-fade OPACITY` (M5).
  case beginFade = 15
  /// `end-fade`.
  case endFade = 16
  /// `begin-commit DESTINATION` (M1).
  case beginCommit = 17
  /// `show-destination DESTINATION push|sheet` (M1, M6).
  case showDestination = 18
  /// `close-destination DESTINATION` (M6).
  case closeDestination = 19
  /// `focus TARGET` (K2).
  case focus = 20
  /// `unfocus TARGET` (M7).
  case unfocus = 21
}

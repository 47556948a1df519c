#if canImport(InteractionCore)
  import InteractionCore
#endif
import CInteraction

// The core's words as the header's values. (Until the core's vocabulary tables with stable numbers
// land, each word is mapped to the header's constant of the same name; CHeaderTests compare the
// header's values with the core's.)

extension Phase {
  /// The phase as `interaction_phase`.
  var cValue: interaction_phase {
    switch self {
    case .idle: return interaction_phase(INTERACTION_PHASE_IDLE)
    case .pressing: return interaction_phase(INTERACTION_PHASE_PRESSING)
    case .lifting: return interaction_phase(INTERACTION_PHASE_LIFTING)
    case .presented: return interaction_phase(INTERACTION_PHASE_PRESENTED)
    case .committing: return interaction_phase(INTERACTION_PHASE_COMMITTING)
    case .dismissing: return interaction_phase(INTERACTION_PHASE_DISMISSING)
    case .showingDestination: return interaction_phase(INTERACTION_PHASE_SHOWING_DESTINATION)
    }
  }
}

extension Key {
  /// The key as `interaction_key`.
  var cValue: interaction_key {
    switch self {
    case .menu: return interaction_key(INTERACTION_KEY_MENU)
    case .up: return interaction_key(INTERACTION_KEY_UP)
    case .down: return interaction_key(INTERACTION_KEY_DOWN)
    case .left: return interaction_key(INTERACTION_KEY_LEFT)
    case .right: return interaction_key(INTERACTION_KEY_RIGHT)
    case .return: return interaction_key(INTERACTION_KEY_RETURN)
    case .escape: return interaction_key(INTERACTION_KEY_ESCAPE)
    }
  }

  /// The key of an `interaction_key`, `nil` for a value that is no key.
  init?(cValue: interaction_key) {
    switch Int(cValue) {
    case INTERACTION_KEY_MENU: self = .menu
    case INTERACTION_KEY_UP: self = .up
    case INTERACTION_KEY_DOWN: self = .down
    case INTERACTION_KEY_LEFT: self = .left
    case INTERACTION_KEY_RIGHT: self = .right
    case INTERACTION_KEY_RETURN: self = .return
    case INTERACTION_KEY_ESCAPE: self = .escape
    default: return nil
    }
  }
}

extension Presentation {
  /// The presentation as `interaction_presentation`.
  var cValue: interaction_presentation {
    switch self {
    case .push: return interaction_presentation(INTERACTION_PRESENTATION_PUSH)
    case .sheet: return interaction_presentation(INTERACTION_PRESENTATION_SHEET)
    }
  }
}

extension ItemState {
  /// The state as `interaction_item_state`.
  var cValue: interaction_item_state {
    switch self {
    case .on: return interaction_item_state(INTERACTION_ITEM_STATE_ON)
    case .off: return interaction_item_state(INTERACTION_ITEM_STATE_OFF)
    case .mixed: return interaction_item_state(INTERACTION_ITEM_STATE_MIXED)
    }
  }
}

extension CancelReason {
  /// The reason as `interaction_cancel_reason`.
  var cValue: interaction_cancel_reason {
    switch self {
    case .moved: return interaction_cancel_reason(INTERACTION_CANCEL_REASON_MOVED)
    case .multitouch: return interaction_cancel_reason(INTERACTION_CANCEL_REASON_MULTITOUCH)
    case .system: return interaction_cancel_reason(INTERACTION_CANCEL_REASON_SYSTEM)
    case .removed: return interaction_cancel_reason(INTERACTION_CANCEL_REASON_REMOVED)
    }
  }
}

extension DismissReason {
  /// The reason as `interaction_dismiss_reason`.
  var cValue: interaction_dismiss_reason {
    switch self {
    case .preview: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_PREVIEW)
    case .outside: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_OUTSIDE)
    case .escape: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_ESCAPE)
    case .host: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_HOST)
    case .system: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_SYSTEM)
    case .removed: return interaction_dismiss_reason(INTERACTION_DISMISS_REASON_REMOVED)
    }
  }
}

extension IgnoreReason {
  /// The reason as `interaction_ignore_kind`, with the instant it names (0 for none).
  var cValue: (kind: interaction_ignore_kind, instant: Int64) {
    func kind(_ value: Int) -> (interaction_ignore_kind, Int64) { (interaction_ignore_kind(value), 0) }
    switch self {
    case .noRule: return kind(INTERACTION_IGNORE_KIND_NO_RULE)
    case .noTargetHit: return kind(INTERACTION_IGNORE_KIND_NO_TARGET_HIT)
    case .screenBusy: return kind(INTERACTION_IGNORE_KIND_SCREEN_BUSY)
    case .menuNotShown: return kind(INTERACTION_IGNORE_KIND_MENU_NOT_SHOWN)
    case .noPreview: return kind(INTERACTION_IGNORE_KIND_NO_PREVIEW)
    case .noDestination: return kind(INTERACTION_IGNORE_KIND_NO_DESTINATION)
    case .belowThreshold: return kind(INTERACTION_IGNORE_KIND_BELOW_THRESHOLD)
    case .fingerNotDown: return kind(INTERACTION_IGNORE_KIND_FINGER_NOT_DOWN)
    case .notInLevel: return kind(INTERACTION_IGNORE_KIND_NOT_IN_LEVEL)
    case .hidden: return kind(INTERACTION_IGNORE_KIND_HIDDEN)
    case .disabled: return kind(INTERACTION_IGNORE_KIND_DISABLED)
    case .loading: return kind(INTERACTION_IGNORE_KIND_LOADING)
    case .deferredElement: return kind(INTERACTION_IGNORE_KIND_DEFERRED_ELEMENT)
    case .removedTarget: return kind(INTERACTION_IGNORE_KIND_REMOVED_TARGET)
    case .unknownTarget: return kind(INTERACTION_IGNORE_KIND_UNKNOWN_TARGET)
    case .nothingFocused: return kind(INTERACTION_IGNORE_KIND_NOTHING_FOCUSED)
    case .nothingHighlighted: return kind(INTERACTION_IGNORE_KIND_NOTHING_HIGHLIGHTED)
    case .notASubmenu: return kind(INTERACTION_IGNORE_KIND_NOT_A_SUBMENU)
    case .atRootLevel: return kind(INTERACTION_IGNORE_KIND_AT_ROOT_LEVEL)
    case .atEnd: return kind(INTERACTION_IGNORE_KIND_AT_END)
    case .timeWentBackwards(let now):
      return (interaction_ignore_kind(INTERACTION_IGNORE_KIND_TIME_WENT_BACKWARDS), now.nanoseconds)
    }
  }
}

extension EffectFieldKind {
  /// The kind as `interaction_effect_kind`.
  var cValue: interaction_effect_kind {
    switch self {
    case .highlightSource: return interaction_effect_kind(INTERACTION_EFFECT_KIND_HIGHLIGHT)
    case .unhighlightSource: return interaction_effect_kind(INTERACTION_EFFECT_KIND_UNHIGHLIGHT)
    case .runPrimaryAction: return interaction_effect_kind(INTERACTION_EFFECT_KIND_PRIMARY)
    case .haptic: return interaction_effect_kind(INTERACTION_EFFECT_KIND_HAPTIC)
    case .showPreview: return interaction_effect_kind(INTERACTION_EFFECT_KIND_SHOW_PREVIEW)
    case .showMenu: return interaction_effect_kind(INTERACTION_EFFECT_KIND_SHOW_MENU)
    case .hideMenu: return interaction_effect_kind(INTERACTION_EFFECT_KIND_HIDE_MENU)
    case .openSubmenu: return interaction_effect_kind(INTERACTION_EFFECT_KIND_OPEN_SUBMENU)
    case .closeSubmenu: return interaction_effect_kind(INTERACTION_EFFECT_KIND_CLOSE_SUBMENU)
    case .highlightItem: return interaction_effect_kind(INTERACTION_EFFECT_KIND_HIGHLIGHT_ITEM)
    case .showLoadedItems: return interaction_effect_kind(INTERACTION_EFFECT_KIND_SHOW_LOADED)
    case .setItemState: return interaction_effect_kind(INTERACTION_EFFECT_KIND_SET_STATE)
    case .clearSelection: return interaction_effect_kind(INTERACTION_EFFECT_KIND_CLEAR_SELECTION)
    case .performAction: return interaction_effect_kind(INTERACTION_EFFECT_KIND_PERFORM)
    case .beginFade: return interaction_effect_kind(INTERACTION_EFFECT_KIND_BEGIN_FADE)
    case .endFade: return interaction_effect_kind(INTERACTION_EFFECT_KIND_END_FADE)
    case .beginCommit: return interaction_effect_kind(INTERACTION_EFFECT_KIND_BEGIN_COMMIT)
    case .showDestination: return interaction_effect_kind(INTERACTION_EFFECT_KIND_SHOW_DESTINATION)
    case .closeDestination: return interaction_effect_kind(INTERACTION_EFFECT_KIND_CLOSE_DESTINATION)
    case .focus: return interaction_effect_kind(INTERACTION_EFFECT_KIND_FOCUS)
    case .unfocus: return interaction_effect_kind(INTERACTION_EFFECT_KIND_UNFOCUS)
    }
  }
}

extension TimerKindCode {
  /// The timer as `interaction_timer_name`.
  var cValue: interaction_timer_name {
    switch self {
    case .hold: return interaction_timer_name(INTERACTION_TIMER_NAME_HOLD)
    case .lift: return interaction_timer_name(INTERACTION_TIMER_NAME_LIFT)
    case .commit: return interaction_timer_name(INTERACTION_TIMER_NAME_COMMIT)
    case .fade: return interaction_timer_name(INTERACTION_TIMER_NAME_FADE)
    case .load: return interaction_timer_name(INTERACTION_TIMER_NAME_LOAD)
    }
  }
}

extension OutcomeKindCode {
  /// The kind as `interaction_outcome_kind`, 0 for none.
  var cValue: interaction_outcome_kind {
    switch self {
    case .none: return 0
    case .tap: return interaction_outcome_kind(INTERACTION_OUTCOME_KIND_TAP)
    case .cancel: return interaction_outcome_kind(INTERACTION_OUTCOME_KIND_CANCEL)
    case .dismiss: return interaction_outcome_kind(INTERACTION_OUTCOME_KIND_DISMISS)
    case .perform: return interaction_outcome_kind(INTERACTION_OUTCOME_KIND_PERFORM)
    case .navigate: return interaction_outcome_kind(INTERACTION_OUTCOME_KIND_NAVIGATE)
    }
  }
}

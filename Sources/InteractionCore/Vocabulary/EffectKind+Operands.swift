/// What one operand of an effect or an outcome is, by the name a host reads it under (the JavaScript
/// module's field, the `.d.ts` key): the shape each word of ``EffectKind`` and ``OutcomeKind`` declares
/// (``EffectKind/operands``, ``OutcomeKind/operands``), from which `scripts/regenerate` writes the
/// module's decoding tables and the `.d.ts` unions.
///
/// Where the C structs hold it (`interaction.h`): the names (`target`, `action`, `id`, `item`, `menu`,
/// `except`, `destination`) are `name_a` then `name_b` of an effect in their order, an outcome's
/// `outcome_name`; `preview` is `preview` and `name_b`; `size` is `has_size`, `width`, `height`;
/// `compact`, `state` (`item_state`), `opacity` and `presentation` their own fields; an outcome's
/// `reason` its `cancel_reason` or `dismiss_reason`.
package enum WordOperand: CaseIterable, Sendable {
  case target, action, id, item, menu, except, destination
  case preview, size, compact, state, opacity, presentation, reason

  /// The name a host reads it under.
  package var key: String {
    switch self {
    case .target: return "target"
    case .action: return "action"
    case .id: return "id"
    case .item: return "item"
    case .menu: return "menu"
    case .except: return "except"
    case .destination: return "destination"
    case .preview: return "preview"
    case .size: return "size"
    case .compact: return "compact"
    case .state: return "state"
    case .opacity: return "opacity"
    case .presentation: return "presentation"
    case .reason: return "reason"
    }
  }

  /// Whether the operand is a name of the machine's table (read from the next name field).
  package var isName: Bool {
    switch self {
    case .target, .action, .id, .item, .menu, .except, .destination: return true
    case .preview, .size, .compact, .state, .opacity, .presentation, .reason: return false
    }
  }
}

extension EffectKind {
  /// What the effect carries after its word, in the order its transcript text writes it
  /// (``Effect/text``; `highlight-item`'s id may be none).
  package var operands: [WordOperand] {
    switch self {
    case .highlightSource, .unhighlightSource, .focus, .unfocus: return [.target]
    case .runPrimaryAction, .performAction: return [.target, .action]
    case .haptic, .hideMenu, .endFade: return []
    case .showPreview: return [.target, .preview, .size]
    case .showMenu: return [.target, .compact]
    case .openSubmenu, .closeSubmenu, .showLoadedItems, .highlightItem: return [.id]
    case .setItemState: return [.item, .state]
    case .clearSelection: return [.menu, .except]
    case .beginFade: return [.opacity]
    case .beginCommit, .closeDestination: return [.destination]
    case .showDestination: return [.destination, .presentation]
    }
  }
}

extension OutcomeKind {
  /// What the outcome carries after its word, in the order its text writes it (``Outcome/text``).
  package var operands: [WordOperand] {
    switch self {
    case .tap: return [.target]
    case .cancel, .dismiss: return [.reason]
    case .perform: return [.action]
    case .navigate: return [.destination, .presentation]
    }
  }
}

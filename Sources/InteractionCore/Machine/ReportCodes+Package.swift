/// The machine's compact report codes, read by the C ABI (`Sources/InteractionC`) without resolving a
/// name: package access, not public API. Names are indices into ``InteractionMachine/reportNameStrings``
/// (-1 for none), so that a C host gets small integers and one table of UTF-8 names.

/// One effect of a transition as codes: its kind, its names, and the value its kind carries.
package struct EffectFields: Sendable {
  /// The effect's kind.
  package var kind: EffectKind
  /// The first name (the target, the submenu, the item, the destination), -1 for none.
  package var nameA: Int32
  /// The second name (the action, the chosen item), -1 for none; for `show-preview`, the index of
  /// the preview in ``InteractionMachine/reportPreviews``; for `begin-fade`, the index of the opacity
  /// in ``InteractionMachine/reportFractions``.
  package var nameB: Int32
  /// `show-destination`'s presentation.
  package var presentation: Presentation
  /// `set-state`'s state.
  package var itemState: ItemState
  /// `show-menu`'s compactness.
  package var compact: Bool
}

/// A transition's timer, as codes.
package struct TimerFields: Sendable {
  /// Which timer fired.
  package var timer: TimerName
  /// A load's deferred element, -1 for the other timers.
  package var element: Int32
}

/// A transition's outcome, as codes.
package struct OutcomeFields: Sendable {
  /// The outcome's kind, `nil` for none.
  package var kind: OutcomeKind?
  /// The tap's target, the performed action or the destination; -1 for none.
  package var name: Int32
  /// The cancel's reason.
  package var cancelReason: CancelReason
  /// The dismissal's reason.
  package var dismissReason: DismissReason
  /// The navigation's presentation.
  package var presentation: Presentation
}

extension Transition {
  /// The running interaction's target, -1 for none.
  @inlinable package var targetCode: Int32 { code.target }

  /// How many effects the transition carries.
  @inlinable package var effectCount: Int { Int(code.effects.count) }

  /// The effect at `position` (below ``effectCount``), as codes.
  package func effectFields(_ position: Int) -> EffectFields {
    let effect = code.effects[position]
    return EffectFields(
      kind: EffectKind(rawValue: effect.kind)!, nameA: effect.a, nameB: effect.b,
      presentation: Presentation(code: effect.flag), itemState: ItemState(code: effect.flag),
      compact: effect.flag != 0)
  }

  /// The timer that caused the transition, `nil` for an input.
  package var timerFields: TimerFields? {
    switch TriggerKind(rawValue: code.triggerKind)! {
    case .hold: return TimerFields(timer: .hold, element: -1)
    case .lift: return TimerFields(timer: .lift, element: -1)
    case .commit: return TimerFields(timer: .commit, element: -1)
    case .fade: return TimerFields(timer: .fade, element: -1)
    case .load: return TimerFields(timer: .load, element: Int32(truncatingIfNeeded: code.triggerA))
    default: return nil
    }
  }

  /// The outcome the transition decides, as codes.
  package var outcomeFields: OutcomeFields {
    let outcome = code.outcome
    let decoded = outcome.outcome(nil, resolvingNames: false)
    var fields = OutcomeFields(
      kind: decoded?.kind, name: outcome.a, cancelReason: .moved, dismissReason: .preview,
      presentation: .push)
    switch decoded {
    case .cancel(let reason)?: fields.cancelReason = reason
    case .dismiss(let reason)?: fields.dismissReason = reason
    case .navigate(_, let presentation)?: fields.presentation = presentation
    default: break
    }
    return fields
  }
}

extension OutcomeCode {
  /// The outcome, with every name "" unless `resolvingNames` (then `names` must hold them).
  func outcome(_ names: ReportNames?, resolvingNames: Bool) -> Outcome? {
    if resolvingNames { return outcome(names) }
    switch kind {
    case 1: return .tap("")
    case 4: return .perform("")
    case 5: return .navigate("", Presentation(code: flag))
    default: return outcome(nil)
    }
  }
}

extension InteractionMachine {
  /// The names that report codes index, in order.
  package var reportNameStrings: [String] { compiled.names.strings }

  /// The previews that `show-preview` codes index: what each shows and its preferred size.
  package var reportPreviews: [(preview: Preview, size: Size?)] {
    compiled.names.previews.map { ($0.preview, $0.size) }
  }

  /// The opacities that `begin-fade` codes index.
  package var reportFractions: [Fraction] { compiled.names.fractions }

  /// The name index of the running interaction's target, -1 for none.
  package var targetCode: Int32 { state.target.map { Int32($0) } ?? -1 }

  /// The open menu level: `nil` when no menu is shown, -1 for the root level, else the name index of
  /// the open submenu's id.
  package var openLevelCode: Int32? {
    guard case .presented(let presenting) = state else { return nil }
    return presenting.level == Menu.root ? -1 : nodeName(presenting.target, presenting.level)
  }

  /// The name index of the highlighted item's id, -1 for none.
  package var highlightCode: Int32 {
    guard case .presented(let presenting) = state, presenting.highlight >= 0 else { return -1 }
    return nodeName(presenting.target, presenting.highlight)
  }

  /// The name index of the destination that is shown, -1 for none.
  package var shownDestinationCode: Int32 {
    guard case .showingDestination(let shown) = state else { return -1 }
    return shown.destination
  }
}

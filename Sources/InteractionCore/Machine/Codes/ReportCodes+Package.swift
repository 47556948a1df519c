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

/// A transition's effects as the machine keeps them: up to six packed codes, trivially copyable (56
/// bytes), for a host that stores them per transition and makes ``EffectFields`` of them only when it
/// reads them.
@usableFromInline
package struct PackedEffects: Sendable {
  /// The machine's codes.
  @usableFromInline let codes: EffectCodes

  @inlinable init(_ codes: EffectCodes) { self.codes = codes }

  /// How many effects there are.
  @inlinable package var count: Int { Int(codes.count) }

  /// The effect at `position` (below ``count``), as codes.
  package func fields(_ position: Int) -> EffectFields {
    let code = codes[position]
    return EffectFields(
      kind: code.kind, nameA: code.first ?? -1, nameB: code.second ?? -1,
      presentation: Presentation(rawValue: code.flag) ?? .push,
      itemState: ItemState(rawValue: code.flag) ?? .off,
      compact: code.flag != 0)
  }
}

/// A transition's timer, as codes.
@usableFromInline
package struct TimerFields: Sendable {
  /// Which timer fired.
  @usableFromInline package var timer: TimerName
  /// A load's deferred element, -1 for the other timers.
  @usableFromInline package var element: Int32

  /// The fields.
  @inlinable package init(timer: TimerName, element: Int32) {
    self.timer = timer
    self.element = element
  }
}

/// A transition's outcome, as codes.
@usableFromInline
package struct OutcomeFields: Sendable {
  /// The outcome's kind, `nil` for none.
  @usableFromInline package var kind: OutcomeKind?
  /// The tap's target, the performed action or the destination; -1 for none.
  @usableFromInline package var name: Int32
  /// The cancel's reason.
  @usableFromInline package var cancelReason: CancelReason
  /// The dismissal's reason.
  @usableFromInline package var dismissReason: DismissReason
  /// The navigation's presentation.
  @usableFromInline package var presentation: Presentation

  /// The fields of no outcome.
  @inlinable package init() {
    kind = nil
    name = -1
    cancelReason = .moved
    dismissReason = .preview
    presentation = .push
  }
}

extension Transition {
  /// The running interaction's target, -1 for none.
  @inlinable package var targetCode: Int32 { code.target ?? -1 }

  /// The transition's effects, packed.
  @inlinable package var packedEffects: PackedEffects { PackedEffects(code.effects) }

  /// The timer that caused the transition, `nil` for an input.
  @inlinable package var timerFields: TimerFields? {
    guard case .timer(let timer) = code.triggerWord else { return nil }
    return TimerFields(timer: timer, element: timer == .load ? Int32(truncatingIfNeeded: code.triggerA) : -1)
  }

  /// The outcome the transition decides, as codes.
  @inlinable package var outcomeFields: OutcomeFields {
    var fields = OutcomeFields()
    switch code.outcome {
    case nil: break
    case .tap(let name)?: (fields.kind, fields.name) = (.tap, name)
    case .perform(let name)?: (fields.kind, fields.name) = (.perform, name)
    case .cancel(let reason)?: (fields.kind, fields.cancelReason) = (.cancel, reason)
    case .dismiss(let reason)?: (fields.kind, fields.dismissReason) = (.dismiss, reason)
    case .navigate(let name, let presentation)?:
      (fields.kind, fields.name, fields.presentation) = (.navigate, name, presentation)
    }
    return fields
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
    guard case .presented(let presenting) = state, let highlight = presenting.highlight else { return -1 }
    return nodeName(presenting.target, highlight)
  }

  /// The name index of the destination that is shown, -1 for none.
  package var shownDestinationCode: Int32 {
    guard case .showingDestination(let shown) = state else { return -1 }
    return shown.destination
  }
}

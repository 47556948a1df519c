import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

// A C report made a Swift one again, so that its transcript line is the core's own
// (`Transcript.line`): the C host and the JavaScript module write no transcript of their own. Only
// when a host asks for a line: the per-input path writes no text.

extension MachineHandle {
  /// The Swift input of a C input of this machine.
  func input(_ input: interaction_input) throws(InputError) -> Input {
    try input.withInput(names: Unmanaged.passUnretained(names)) { $0 }
  }

  /// The name at a C name index, `nil` for none (NO_NAME); throws for an index past the table.
  func name(_ index: UInt32) throws(InputError) -> String? {
    if index == NameIndex.none { return nil }
    guard Int(index) < names.count else { throw .unknownName }
    return names.strings[Int(index)]
  }

  /// The name at a C name index that must name something.
  func requiredName(_ index: UInt32) throws(InputError) -> String {
    guard let name = try name(index) else { throw .unknownName }
    return name
  }

  /// The Swift report of a C report; its transition's effects are
  /// `effects[report.effect_start ..< report.effect_start + report.effect_count]`.
  func report(_ report: interaction_report, effects: UnsafeBufferPointer<interaction_effect>)
    throws(InputError)
    -> Report
  {
    let instant = Instant(nanoseconds: report.instant)
    guard let from = Phase(rawValue: report.from), let to = Phase(rawValue: report.to) else {
      throw .invalidEnum
    }
    switch report.kind {
    case interaction_report_kind(INTERACTION_REPORT_KIND_IGNORED):
      guard let kind = IgnoreKind(rawValue: report.ignore_reason) else { throw .invalidEnum }
      let input = try input(report.input)
      let reason = IgnoreReason(kind, for: input, instant: Instant(nanoseconds: report.reason_instant))
      return .ignored(IgnoredInput(instant: instant, phase: from, input: input, reason: reason))
    case interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION):
      let start = Int(report.effect_start)
      let count = Int(report.effect_count)
      guard start <= effects.count && count <= effects.count - start else { throw .outOfRange }
      var list = EffectList()
      for effect in effects[start..<start + count] {
        guard list.append(try self.effect(effect)) else { throw .outOfRange }
      }
      return .transition(
        Transition(
          instant: instant, from: from, trigger: try trigger(report), to: to, target: try name(report.target),
          effects: list, outcome: try outcome(report), interaction: Int(report.interaction)))
    default:
      throw .invalidEnum
    }
  }

  private func trigger(_ report: interaction_report) throws(InputError) -> Trigger {
    if report.timer == 0 { return .input(try input(report.input)) }
    guard let timer = TimerName(rawValue: report.timer) else { throw .invalidEnum }
    switch timer {
    case .hold: return .timer(.hold)
    case .lift: return .timer(.lift)
    case .commit: return .timer(.commit)
    case .fade: return .timer(.fade)
    case .load: return .timer(.load(try requiredName(report.timer_name)))
    }
  }

  private func outcome(_ report: interaction_report) throws(InputError) -> Outcome? {
    if report.outcome == 0 { return nil }
    guard let kind = OutcomeKind(rawValue: report.outcome) else { throw .invalidEnum }
    switch kind {
    case .tap: return .tap(try requiredName(report.outcome_name))
    case .perform: return .perform(try requiredName(report.outcome_name))
    case .cancel:
      guard let reason = CancelReason(rawValue: report.cancel_reason) else { throw .invalidEnum }
      return .cancel(reason)
    case .dismiss:
      guard let reason = DismissReason(rawValue: report.dismiss_reason) else { throw .invalidEnum }
      return .dismiss(reason)
    case .navigate:
      guard let how = Presentation(rawValue: report.presentation) else { throw .invalidEnum }
      return .navigate(try requiredName(report.outcome_name), how)
    }
  }

  /// The Swift effect of a C effect: its kind says which fields it uses (`interaction.h`).
  private func effect(_ effect: interaction_effect) throws(InputError) -> Effect {
    guard let kind = EffectKind(rawValue: effect.kind) else { throw .invalidEnum }
    let a = effect.name_a
    let b = effect.name_b
    switch kind {
    case .highlightSource: return .highlightSource(try requiredName(a))
    case .unhighlightSource: return .unhighlightSource(try requiredName(a))
    case .runPrimaryAction: return .runPrimaryAction(target: try requiredName(a), action: try requiredName(b))
    case .haptic: return .haptic
    case .showPreview:
      let preview: Preview =
        effect.preview == interaction_preview_kind(INTERACTION_PREVIEW_KIND_CUSTOM)
        ? .custom(try requiredName(b)) : .source
      let size =
        effect.has_size == 0
        ? nil : Size(width: Length(millipoints: effect.width), height: Length(millipoints: effect.height))
      return .showPreview(target: try requiredName(a), preview: preview, size: size)
    case .showMenu: return .showMenu(target: try requiredName(a), compact: effect.compact != 0)
    case .hideMenu: return .hideMenu
    case .openSubmenu: return .openSubmenu(try requiredName(a))
    case .closeSubmenu: return .closeSubmenu(try requiredName(a))
    case .highlightItem: return .highlightItem(try name(effect.name_a))
    case .showLoadedItems: return .showLoadedItems(try requiredName(a))
    case .setItemState:
      guard let state = ItemState(rawValue: effect.item_state) else { throw .invalidEnum }
      return .setItemState(item: try requiredName(a), state: state)
    case .clearSelection: return .clearSelection(menu: try requiredName(a), except: try requiredName(b))
    case .performAction: return .performAction(target: try requiredName(a), action: try requiredName(b))
    case .beginFade:
      guard effect.opacity >= 0 && effect.opacity <= Fraction.scale else { throw .outOfRange }
      return .beginFade(Fraction(millionths: effect.opacity))
    case .endFade: return .endFade
    case .beginCommit: return .beginCommit(try requiredName(a))
    case .showDestination:
      guard let how = Presentation(rawValue: effect.presentation) else { throw .invalidEnum }
      return .showDestination(try requiredName(a), how)
    case .closeDestination: return .closeDestination(try requiredName(a))
    case .focus: return .focus(try requiredName(a))
    case .unfocus: return .unfocus(try requiredName(a))
    }
  }
}

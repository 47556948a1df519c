/// The machine's compact report codes, read by the C ABI (`Sources/InteractionC`) without resolving a
/// name: package access, not public API. Names are indices into ``InteractionMachine/reportNameStrings``
/// (-1 for none), so that a C host gets small integers and one table of UTF-8 names.

/// The machine's last transition as a C report reads it: its codes alone, trivially copyable (no
/// reference to the names they index), read in place through a pointer to the machine
/// (``InteractionMachine/lastTransitionRecord``), so that writing a report counts no reference and
/// copies no ``Transition``, in a native build or in the Embedded wasm.
@usableFromInline
package struct TransitionRecord {
  @usableFromInline let code: TransitionCode

  @_optimize(speed)
  @inlinable init(_ code: TransitionCode) { self.code = code }

  /// When it happened, in nanoseconds.
  @inlinable package var nanoseconds: Int64 { code.instant.nanoseconds }
  /// The interaction's number, 0 outside one.
  @inlinable package var interaction: Int { code.interaction }
  /// The running interaction's target's name index, -1 for none.
  @inlinable package var target: Int32 { code.targetName }
  /// The phase before.
  @inlinable package var from: Phase { code.from }
  /// The phase after.
  @inlinable package var to: Phase { code.to }
  /// The effects, packed.
  @inlinable package var effects: EffectCodes { code.effects }

  /// The timer that caused the transition (`nil` for an input), and the element a load names (-1
  /// for the other timers).
  @inlinable package var timer: (name: TimerName, element: Int32)? {
    guard case .timer(let timer) = code.triggerWord else { return nil }
    return (timer, timer == .load ? Int32(truncatingIfNeeded: code.triggerA) : -1)
  }

  /// The outcome's kind's value, 0 for none.
  @inlinable package var outcomeKind: UInt8 { code.outcomeKind }
  /// The outcome's name index (a tap's target, a performed action, a destination), -1 for none.
  @inlinable package var outcomeName: Int32 { code.outcomeName }
  /// A cancel's reason's value, 0 for another outcome.
  @inlinable package var cancelReason: UInt8 { code.cancelReason }
  /// A dismissal's reason's value, 0 for another outcome.
  @inlinable package var dismissReason: UInt8 { code.dismissReason }
  /// A navigation's presentation's value, 0 for another outcome.
  @inlinable package var presentation: UInt8 { code.presentation }
}

extension InteractionMachine {
  /// The codes of the transition the machine made last: the one a sink's `.transition` report
  /// holds while the sink receives it (a host that keeps a pointer to the machine reads them there).
  @inlinable package var lastTransitionRecord: TransitionRecord { TransitionRecord(current.code) }

  /// The last transition's phases and the timer that caused it (`nil` for an input; with the element a
  /// load names, -1 for the other timers), read from the machine at `machine`: `from`, `to` and the
  /// trigger's word with one 4-byte load from `from`'s address, where they lie one after another. The
  /// machine has just stored these bytes, often with one 4- or 8-byte store; a 1-byte load of the second
  /// or third byte does not take its value from such a store still in flight and waits for it (the C
  /// ABI's outcome bytes showed it first), where a load starting with the store's first byte does.
  @inlinable
  @inline(__always)
  @_optimize(speed)
  package static func lastTransitionPhases(_ machine: UnsafeMutablePointer<InteractionMachine>) -> (
    from: Phase, to: Phase, timer: (name: TimerName, element: Int32)?
  ) {
    let bytes = withUnsafeMutablePointer(to: &machine.pointee.current.code.from) {
      UnsafeRawPointer($0).loadUnaligned(as: UInt32.self)
    }
    let from = unsafeBitCast(UInt8(truncatingIfNeeded: bytes), to: Phase.self)
    let to = unsafeBitCast(UInt8(truncatingIfNeeded: bytes &>> 8), to: Phase.self)
    let word = unsafeBitCast(UInt8(truncatingIfNeeded: bytes &>> 16), to: TriggerCode.Word.self)
    guard case .timer(let timer) = word else { return (from, to, nil) }
    let element = timer == .load ? Int32(truncatingIfNeeded: machine.pointee.current.code.triggerA) : -1
    return (from, to, (timer, element))
  }

  /// Copies the last transition's effect codes in use, and their count, from the machine at `machine`
  /// into `slot`; returns the count. One 8-byte load per code, each from where the machine stored that
  /// code with one 8-byte store (``EffectCode``), so that each load takes its value from the store still
  /// in flight (a 16-byte load spanning two stores waits for both to reach the cache). Each code's copy
  /// is its own branch: adjacent copies in one block were merged into 16-byte ones.
  @inlinable
  @inline(__always)
  @_optimize(speed)
  package static func copyLastTransitionEffects(
    _ machine: UnsafeMutablePointer<InteractionMachine>, to slot: UnsafeMutablePointer<EffectCodes>
  ) -> UInt8 {
    withUnsafeMutablePointer(to: &machine.pointee.current.code.effects) { effects in
      let codes = UnsafeRawPointer(effects)
      let target = UnsafeMutableRawPointer(slot)
      let count = effects.pointee.count
      slot.pointee.count = count
      @inline(__always)
      func copy(_ position: Int) {
        target.storeBytes(
          of: codes.load(fromByteOffset: position &* 8, as: UInt64.self), toByteOffset: position &* 8,
          as: UInt64.self)
      }
      if count == 0 { return count }
      copy(0)
      if count == 1 { return count }
      copy(1)
      if count == 2 { return count }
      copy(2)
      if count == 3 { return count }
      copy(3)
      if count == 4 { return count }
      copy(4)
      if count == 5 { return count }
      copy(5)
      return count
    }
  }

  /// The names that report codes index, in order.
  package var reportNameStrings: [String] { compiled.names.strings }

  /// How many previews `show-preview` codes index.
  package var reportPreviewCount: Int { compiled.names.previews.count }

  /// The preview that `show-preview` codes index as `index`: what it shows and its preferred size.
  package func reportPreview(_ index: Int) -> (preview: Preview, size: Size?) {
    let slot = compiled.names.previews[index]
    return (slot.preview, slot.size)
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

extension InteractionMachine {
  /// Writes the transcript line of a transition rebuilt from the codes a C report holds
  /// (`interaction_machine_report_text`) into `line`, straight from the codes and the machine's names
  /// (no ``Transition`` built): `false` when a name index lies outside this machine's names, a preview
  /// or opacity index outside its tables, or a value is no word. Static, on the machine's pointer: the
  /// machine is read in place, not copied.
  @_optimize(size)
  package static func writeTranscriptLine(
    of machine: UnsafePointer<InteractionMachine>, into line: inout TextWriter, nanoseconds: Int64,
    from: Phase,
    to: Phase, input: Input?, inputName: Int32, timer: TimerName?, timerElement: Int32, target: Int32,
    effects: EffectCodes,
    outcome: (kind: UInt8, name: Int32, cancel: UInt8, dismiss: UInt8, presentation: UInt8),
    interaction: Int
  ) -> Bool {
    let names = machine.pointee.compiled.names
    let count = Int32(truncatingIfNeeded: names.strings.count)
    func valid(_ name: Int32) -> Bool { name >= -1 && name < count }
    guard valid(inputName), valid(timerElement), valid(target), valid(outcome.name) else { return false }
    var index = 0
    while index < Int(effects.count) {
      let effect = effects[index]
      let (a, b) = (effect.first ?? -1, effect.second ?? -1)
      switch effect.kind {
      case .showPreview:
        guard valid(a), b >= 0 && Int(b) < names.previews.count else { return false }
      case .beginFade:
        guard a >= 0 && Int(a) < names.fractions.count else { return false }
      default:
        guard valid(a), valid(b) else { return false }
      }
      index += 1
    }
    let trigger: TriggerCode
    switch (input, timer) {
    case (let input?, nil): trigger = .input(input, name: inputName)
    case (nil, .load?): trigger = .load(timerElement)
    case (nil, let timer?): trigger = .timer(timer)
    default: return false
    }
    var code = TransitionCode(
      instant: Instant(nanoseconds: nanoseconds), from: from, trigger: trigger, to: to,
      target: target < 0 ? nil : target, effects: effects, outcome: nil, interaction: interaction)
    (code.outcomeKind, code.outcomeName) = (outcome.kind, outcome.name)
    (code.cancelReason, code.dismissReason, code.presentation) = (
      outcome.cancel, outcome.dismiss, outcome.presentation
    )
    if outcome.kind != 0 && code.outcome == nil { return false }
    line.write(line: code, names: names)
    return true
  }
}

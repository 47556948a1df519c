import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

extension MachineHandle {
  /// The last call's effects as C structs, made from their packed codes on the first read after the
  /// call (``ReportBuffer``): a pointer into the buffer and the count. Static, on the handle's pointer,
  /// as ``send(_:_:at:)`` is: a copy of the handle would count references to its tables on every call
  /// (in the wasm, about 25 ns per input of the JavaScript API path's 50 for its effects).
  @_optimize(speed)
  static func effects(_ handle: UnsafeMutablePointer<MachineHandle>) -> (
    effects: UnsafeMutablePointer<interaction_effect>, count: Int
  ) {
    let buffer = handle.pointee.buffer
    let effects = buffer.pointee.decodeEffects(machine: handle.pointee.machine) { code, slot in
      writeEffect(handle, code, to: slot)
    }
    return (effects, buffer.pointee.effectCount)
  }

  /// Writes where the last call's effects lie as their packed codes (``ReportBuffer``, written on the
  /// first read after the call) and how many, into the caller's out-parameters.
  @_optimize(speed)
  static func writeEffectCodes(
    _ handle: UnsafeMutablePointer<MachineHandle>, to outCodes: UnsafeMutablePointer<UnsafePointer<UInt64>?>,
    count outCount: UnsafeMutablePointer<UInt32>
  ) {
    let buffer = handle.pointee.buffer
    let codes = buffer.pointee.packEffects(machine: handle.pointee.machine)
    writeBorrowedPlace(of: codes, count: buffer.pointee.effectCount, to: outCodes, count: outCount)
  }

  /// Writes the C structs of `count` packed codes that this machine gave (``writeEffectCodes(_:to:count:)``) into
  /// `out`; INVALID_ENUM when a code's kind or flag is not one, OUT_OF_RANGE when an operand lies outside
  /// this machine's tables. Every code is checked before any struct is written.
  @_optimize(size)
  static func decode(
    _ handle: UnsafeMutablePointer<MachineHandle>, codes: UnsafePointer<UInt64>, count: Int,
    into out: UnsafeMutablePointer<interaction_effect>
  ) -> interaction_status {
    for index in 0..<count {
      guard let code = EffectCode(packed: codes[index]) else { return Status.invalidEnum }
      guard handle.pointee.holdsOperands(of: code) else { return Status.outOfRange }
    }
    for index in 0..<count { writeEffect(handle, EffectCode(unchecked: codes[index]), to: out + index) }
    return Status.ok
  }

  /// Whether the operands of `code` index this machine's tables: a preview's in ``previews``, an
  /// opacity's in ``fractions``, every other in ``names``.
  @_optimize(size)
  private func holdsOperands(of code: EffectCode) -> Bool {
    let first = Int(code.first ?? -1)
    let second = Int(code.second ?? -1)
    switch code.kind {
    case .showPreview: return first < names.count && second >= 0 && second < previews.count
    case .beginFade: return first >= 0 && first < fractions.count && second < 0
    default: return first < names.count && second < names.count
    }
  }

  /// Writes the C struct of one effect into `slot`: names as indices into ``names``; a preview's kind,
  /// name and size and a fade's opacity from the machine's tables. The fields every kind has are written
  /// first, then the few a kind adds, in place (no struct built and copied). Called, not inlined: the
  /// effects are made when a host reads them, and both ways of making them share it.
  @inline(never)
  @_optimize(speed)
  private static func writeEffect(
    _ handle: UnsafeMutablePointer<MachineHandle>, _ code: EffectCode,
    to slot: UnsafeMutablePointer<interaction_effect>
  ) {
    slot.initialize(
      to: interaction_effect(
        width: 0, height: 0, opacity: 0, name_a: NameIndex.of(code.first ?? -1),
        name_b: NameIndex.of(code.second ?? -1), kind: code.kind.rawValue, presentation: 0, item_state: 0,
        preview: 0, has_size: 0, compact: 0, reserved: (0, 0)))
    switch code.kind {
    case .showPreview:
      let fields = handle.pointee.previews[Int(code.second ?? 0)]
      slot.pointee.preview = fields.kind
      slot.pointee.name_b = fields.name
      if let size = fields.size {
        slot.pointee.has_size = 1
        slot.pointee.width = size.width.millipoints
        slot.pointee.height = size.height.millipoints
      }
    case .showMenu:
      slot.pointee.compact = code.compact ? 1 : 0
    case .setItemState:
      slot.pointee.item_state = code.itemState.rawValue
    case .showDestination:
      slot.pointee.presentation = code.presentation.rawValue
    case .beginFade:
      slot.pointee.opacity = handle.pointee.fractions[Int(code.first ?? 0)]
      slot.pointee.name_a = NameIndex.none
    default:
      break
    }
  }
}

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
    let effects = buffer.pointee.decodeEffects(
      lastEffects: handle.pointee.machine.pointee.lastTransitionRecord.effects
    ) { code, slot in writeEffect(handle, code, to: slot) }
    return (effects, buffer.pointee.effectCount)
  }

  /// Writes the C struct of one effect into `slot`: names as indices into ``names``; a preview's kind,
  /// name and size and a fade's opacity from the machine's tables. The fields every kind has are written
  /// first, then the few a kind adds, in place (no struct built and copied).
  @inline(__always)
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

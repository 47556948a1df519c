import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

extension MachineHandle {
  /// The last call's effects as C structs, made from their packed codes on the first read after the
  /// call (``ReportBuffer``): a pointer into the buffer and the count.
  @_optimize(speed)
  func effects() -> (effects: UnsafeMutablePointer<interaction_effect>, count: Int) {
    let effects = buffer.pointee.decodeEffects(lastEffects: machine.pointee.lastTransitionRecord.effects) {
      fields, slot in slot.initialize(to: cEffect(fields))
    }
    return (effects, buffer.pointee.effectCount)
  }

  /// The C struct of one effect: names as indices into ``names``; a preview's kind, name and size and
  /// a fade's opacity from the machine's tables.
  @_optimize(speed)
  private func cEffect(_ code: EffectCode) -> interaction_effect {
    var width: Int64 = 0
    var height: Int64 = 0
    var opacity: Int64 = 0
    var nameA = NameIndex.of(code.first ?? -1)
    var nameB = NameIndex.of(code.second ?? -1)
    var presentation: interaction_presentation = 0
    var itemState: interaction_item_state = 0
    var preview: interaction_preview_kind = 0
    var hasSize: UInt8 = 0
    var compact: UInt8 = 0
    switch code.kind {
    case .showPreview:
      let fields = previews[Int(code.second ?? 0)]
      preview = fields.kind
      nameB = fields.name
      if let size = fields.size {
        hasSize = 1
        width = size.width.millipoints
        height = size.height.millipoints
      }
    case .showMenu:
      compact = code.compact ? 1 : 0
    case .setItemState:
      itemState = code.itemState.rawValue
    case .showDestination:
      presentation = code.presentation.rawValue
    case .beginFade:
      opacity = fractions[Int(code.first ?? 0)]
      nameA = NameIndex.none
    default:
      break
    }
    return interaction_effect(
      width: width, height: height, opacity: opacity, name_a: nameA, name_b: nameB, kind: code.kind.rawValue,
      presentation: presentation, item_state: itemState, preview: preview, has_size: hasSize,
      compact: compact,
      reserved: (0, 0))
  }
}

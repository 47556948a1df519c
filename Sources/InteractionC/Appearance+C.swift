import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

extension MachineHandle {
  /// What to draw at `instant`, as the C struct (SPEC section 7).
  func appearance(at instant: Int64) -> interaction_appearance {
    let appearance = machine.pointee.appearance(at: Instant(nanoseconds: instant))
    var result = interaction_appearance()
    result.phase = appearance.phase.rawValue
    result.press_progress = appearance.pressProgress
    result.lift_progress = appearance.liftProgress
    result.commit_progress = appearance.commitProgress
    result.fade_progress = appearance.fadeProgress
    result.preview_opacity = appearance.previewOpacity
    result.preview_presence = appearance.previewPresence
    result.overlay_opacity = appearance.overlayOpacity
    if let size = appearance.previewSize {
      result.has_preview_size = 1
      result.preview_width = size.width.millipoints
      result.preview_height = size.height.millipoints
    }
    result.target = NameIndex.of(machine.pointee.targetCode)
    result.source_highlighted = appearance.isSourceHighlighted ? 1 : 0
    result.menu_shown = appearance.isMenuShown ? 1 : 0
    result.compact = appearance.isCompact ? 1 : 0
    if let level = machine.pointee.openLevelCode {
      result.menu_level = level < 0 ? NameIndex.rootLevel : UInt32(level)
    } else {
      result.menu_level = NameIndex.none
    }
    result.highlighted_item = NameIndex.of(machine.pointee.highlightCode)
    result.loaded_count = UInt32(truncatingIfNeeded: appearance.loadedCount)
    result.destination = NameIndex.of(machine.pointee.shownDestinationCode)
    return result
  }
}

import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

extension MachineHandle {
  /// What to draw at `instant`, as the C struct (SPEC section 7). At or past the next deadline every
  /// field is drawn from the machine as it is once the timers due by then have fired (T2), on a copy
  /// (`drawn(at:)`, as ``InteractionMachine/appearance(at:)`` draws): the names (target, open level,
  /// highlighted item, destination) come from that same copy, so that a frame never mixes the state
  /// after the timers with the names from before them.
  func appearance(at instant: Int64) -> interaction_appearance {
    let at = Instant(nanoseconds: instant)
    if let ahead = machine.pointee.drawn(at: at) { return Self.appearance(of: ahead, at: at) }
    return Self.appearance(of: machine.pointee, at: at)
  }

  /// The C struct of what `machine` draws at `instant`, its names read from `machine` itself.
  private static func appearance(of machine: borrowing InteractionMachine, at instant: Instant)
    -> interaction_appearance
  {
    let appearance = machine.appearance(at: instant)
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
    result.target = NameIndex.of(machine.targetCode)
    result.source_highlighted = appearance.isSourceHighlighted ? 1 : 0
    result.menu_shown = appearance.isMenuShown ? 1 : 0
    result.compact = appearance.isCompact ? 1 : 0
    if let level = machine.openLevelCode {
      result.menu_level = level < 0 ? NameIndex.rootLevel : UInt32(level)
    } else {
      result.menu_level = NameIndex.none
    }
    result.highlighted_item = NameIndex.of(machine.highlightCode)
    result.loaded_count = UInt32(truncatingIfNeeded: appearance.loadedCount)
    result.destination = NameIndex.of(machine.shownDestinationCode)
    return result
  }
}

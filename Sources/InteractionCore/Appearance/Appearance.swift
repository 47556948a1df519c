/// What a front end draws at one instant (SPEC section 7). Every value lies in 0…1 and moves one way
/// only within a phase: progress values never decrease, and the preview's opacity never increases
/// while it fades.
public struct Appearance: Hashable, Sendable {
  /// The phase.
  public var phase: Phase
  /// The running interaction's target, by id.
  public var target: String?
  /// Whether the source view is highlighted (pressing).
  public var isSourceHighlighted: Bool
  /// The press's progress towards the hold, 0 to 1 over `hold`; 1 once the hold has fired.
  public var pressProgress: Double
  /// The lift animation's progress, 0 to 1 over `lift`; 1 once the menu is shown.
  public var liftProgress: Double
  /// The commit animation's progress, 0 to 1 over `commit`.
  public var commitProgress: Double
  /// The fade's progress, 0 to 1 over `fade`.
  public var fadeProgress: Double
  /// Whether the menu is shown (only in `presented`).
  public var isMenuShown: Bool
  /// Whether the menu is compact, with no preview.
  public var isCompact: Bool
  /// The open menu level's node index (``Menu/root`` or a submenu), when the menu is shown.
  public var menuLevel: Int?
  /// The highlighted item's node index, when one is.
  public var highlightedItem: Int?
  /// How many deferred elements have loaded, in ``Menu/deferredLoadOrder``.
  public var loadedCount: Int
  /// The preview's opacity: 1 while lifted, down to the overlay's opacity as it fades, 0 otherwise
  /// (always 0 for a compact menu, which has no preview).
  public var previewOpacity: Double
  /// The overlay's opacity: the configured `overlay` (0.05 by default), always.
  public var overlayOpacity: Double
  /// The preview's preferred size, `nil` to fill the space available.
  public var previewSize: Size?
  /// The destination that is shown, if any.
  public var destination: String?
}

extension InteractionMachine {
  /// What to draw at `instant`, which should not lie past ``nextDeadline`` (advance first): progress
  /// values are computed from the current state and clamped to 0…1.
  public func appearance(at instant: Instant) -> Appearance {
    let overlay = configuration.overlay.value
    var result = Appearance(
      phase: phase, target: targetID, isSourceHighlighted: false, pressProgress: 0, liftProgress: 0,
      commitProgress: 0, fadeProgress: 0, isMenuShown: false, isCompact: false, menuLevel: nil,
      highlightedItem: nil, loadedCount: 0, previewOpacity: 0, overlayOpacity: overlay, previewSize: nil,
      destination: nil)
    switch state {
    case .idle:
      break
    case .pressing(let pressing):
      result.isSourceHighlighted = true
      result.pressProgress = configuration.hold.progress(of: instant - pressing.since)
    case .lifting(let lifting):
      result.pressProgress = 1
      result.liftProgress = configuration.lift.progress(of: instant - lifting.since)
      result.previewOpacity = 1
      result.previewSize = scene.targets[lifting.target].preferredPreviewSize
    case .presented(let presenting):
      result.isMenuShown = true
      result.isCompact = presenting.compact
      result.menuLevel = presenting.level
      result.highlightedItem = presenting.highlight
      result.loadedCount = presenting.loadedCount
      if !presenting.compact {
        result.pressProgress = 1
        result.liftProgress = 1
        result.previewOpacity = 1
        result.previewSize = scene.targets[presenting.target].preferredPreviewSize
      }
    case .committing(let committing):
      result.pressProgress = 1
      result.liftProgress = 1
      result.commitProgress = configuration.commit.progress(of: instant - committing.since)
      result.previewOpacity = 1
      result.previewSize = scene.targets[committing.target].preferredPreviewSize
      result.destination = nil
    case .dismissing(let dismissing):
      let fade = configuration.fade.progress(of: instant - dismissing.since)
      result.fadeProgress = fade
      result.isCompact = dismissing.compact
      // M5: the preview settles into the overlay's opacity, which hides the flash after dismissal. A
      // compact menu has no preview: its opacity stays 0 while the menu fades.
      if !dismissing.compact {
        result.previewOpacity = 1 - (1 - overlay) * fade
        result.previewSize = scene.targets[dismissing.target].preferredPreviewSize
      }
    case .showingDestination(let shown):
      result.commitProgress = 1
      result.destination = compiled.names.string(shown.destination)
    }
    return result
  }
}

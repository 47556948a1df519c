/// What a front end draws at one instant (SPEC section 7; docs/RULES.md, "What a front end draws").
///
/// Every value lies in 0…1 and moves one way only within a phase: the progress values never decrease,
/// ``previewPresence`` rises while lifting or committing and falls while dismissing, and the preview's
/// opacity never increases while it fades. Items and menu levels are named by id, as traces and
/// ``InteractionMachine/highlightedItemID`` name them.
///
/// Get one from ``InteractionMachine/frame(at:to:)`` (it advances the machine first, so the frame and
/// the reports agree) or from ``InteractionMachine/appearance(at:)``.
public struct Appearance: Hashable, Sendable {
  /// The instant drawn: the one asked for, or ``InteractionMachine/now`` when an earlier one was.
  public var instant: Instant
  /// The phase.
  public var phase: Phase
  /// The running interaction's target, by id.
  public var target: String?
  /// Whether the source view is highlighted (pressing).
  public var isSourceHighlighted: Bool
  /// The press's progress towards the hold, 0 to 1 over `hold`; 1 once the hold has fired.
  public var pressProgress: Double
  /// The lift animation's progress, 0 to 1 over `lift`; 1 once the menu is shown. It is 0 outside
  /// `lifting`, `presented` and `committing`: draw the preview from ``previewPresence``.
  public var liftProgress: Double
  /// The commit animation's progress, 0 to 1 over `commit`.
  public var commitProgress: Double
  /// The fade's progress, 0 to 1 over `fade`.
  public var fadeProgress: Double
  /// How far the preview stands lifted out of its source, the one value to draw the lift and the fade
  /// from: 0 at the source, 1 fully lifted. It rises with the lift (as ``liftProgress``), stays 1 while
  /// the menu is shown, rises on to 1 over a commit that interrupted the lift, and falls from where it
  /// was to 0 over the fade; it never jumps between those phases. A renderer interpolates the
  /// preview's scale and frame with it: `source + (lifted − source) × previewPresence`. It is 0 when
  /// there is no preview (idle, pressing, a compact menu) and once a destination is shown, which takes
  /// the preview's place.
  public var previewPresence: Double
  /// Whether the menu is shown (only in `presented`).
  public var isMenuShown: Bool
  /// Whether the menu is compact, with no preview.
  public var isCompact: Bool
  /// The open menu level, when the menu is shown: `root`, or the id of the submenu that is open (as
  /// ``InteractionMachine/openMenuLevelID`` and the trace expectation `menu` name it).
  public var menuLevelID: String?
  /// The highlighted item's id, when one is (as ``InteractionMachine/highlightedItemID``).
  public var highlightedItemID: String?
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
  /// Advances the machine to `instant` (every timer due by then fires, at its own deadline, and is
  /// reported to `sink`, SPEC T2) and returns what to draw at that instant: the one call a frame loop
  /// makes per frame. The frame never lags the machine: what it shows, the reports said.
  ///
  /// An instant earlier than ``now`` changes nothing and draws ``now``.
  @inlinable
  public mutating func frame<Sink: ReportSink>(at instant: Instant, to sink: inout Sink) -> Appearance {
    advance(to: instant, to: &sink)
    return appearance(at: instant)
  }

  /// What to draw at `instant`, without changing the machine: what it shows once every timer due at or
  /// before `instant` has fired (SPEC T2), exactly what ``frame(at:to:)`` returns. An instant past
  /// ``nextDeadline`` is never drawn from a stale state: the timers due by then run on a copy of the
  /// machine (their reports are not delivered; call ``frame(at:to:)`` or ``advance(to:to:)`` to have
  /// them). An instant earlier than ``now`` draws ``now``.
  public func appearance(at instant: Instant) -> Appearance {
    guard let ahead = drawn(at: instant) else { return appearanceOfCurrentState(at: max(instant, now)) }
    return ahead.appearanceOfCurrentState(at: instant)
  }

  /// The machine as it is drawn at `instant` when that lies at or past ``nextDeadline``: a copy, advanced
  /// to `instant` (the timers due by then fire on it, their reports dropped); `nil` when no timer is due
  /// by then, and the machine itself is drawn. Every host's drawing reads its values and its names from
  /// this one machine (SPEC section 7, T2), never the names from before the timers.
  package func drawn(at instant: Instant) -> InteractionMachine? {
    guard let deadline = nextDeadline, deadline <= instant else { return nil }
    var ahead = self
    var dropped = DiscardingSink()
    ahead.advance(to: instant, to: &dropped)
    return ahead
  }

  /// The appearance of the current state at `instant`, which lies between ``now`` and
  /// ``nextDeadline``; progress values are clamped to 0…1.
  func appearanceOfCurrentState(at instant: Instant) -> Appearance {
    let overlay = configuration.overlay.value
    var result = Appearance(
      instant: instant, phase: phase, target: targetID, isSourceHighlighted: false, pressProgress: 0,
      liftProgress: 0, commitProgress: 0, fadeProgress: 0, previewPresence: 0, isMenuShown: false,
      isCompact: false, menuLevelID: nil, highlightedItemID: nil, loadedCount: 0, previewOpacity: 0,
      overlayOpacity: overlay, previewSize: nil, destination: nil)
    switch state {
    case .idle:
      break
    case .pressing(let pressing):
      result.isSourceHighlighted = true
      result.pressProgress = configuration.hold.progress(of: instant - pressing.since)
    case .lifting(let lifting):
      result.pressProgress = 1
      result.liftProgress = configuration.lift.progress(of: instant - lifting.since)
      result.previewPresence = result.liftProgress
      result.previewOpacity = 1
      result.previewSize = scene.targets[lifting.target].preferredPreviewSize
    case .presented(let presenting):
      result.isMenuShown = true
      result.isCompact = presenting.compact
      result.menuLevelID = openMenuLevelID
      result.highlightedItemID = highlightedItemID
      result.loadedCount = presenting.loadedCount
      if !presenting.compact {
        result.pressProgress = 1
        result.liftProgress = 1
        result.previewPresence = 1
        result.previewOpacity = 1
        result.previewSize = scene.targets[presenting.target].preferredPreviewSize
      }
    case .committing(let committing):
      let commit = configuration.commit.progress(of: instant - committing.since)
      let start = configuration.lift.progress(of: committing.lifted)
      result.pressProgress = 1
      result.liftProgress = 1
      result.commitProgress = commit
      // A pop that interrupted the lift (P7) lifts the rest of the way while it commits.
      result.previewPresence = start + (1 - start) * commit
      result.previewOpacity = 1
      result.previewSize = scene.targets[committing.target].preferredPreviewSize
    case .dismissing(let dismissing):
      let fade = configuration.fade.progress(of: instant - dismissing.since)
      result.fadeProgress = fade
      result.isCompact = dismissing.compact
      // M5: the preview settles into the overlay's opacity, which hides the flash after dismissal. A
      // compact menu has no preview: its opacity stays 0 while the menu fades.
      if !dismissing.compact {
        let start = configuration.lift.progress(of: dismissing.lifted)
        result.previewPresence = start * (1 - fade)
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

/// The machine's private state: one case per phase, each holding exactly what that phase needs
/// (the NIO state-machine idiom). Internal rather than private only so that the machine's handlers can
/// live in files of their own.
enum MachineState: Hashable, Sendable {
  /// No interaction runs. A `down` or `right-click` on a target, or `key menu` with a focused target,
  /// starts one.
  case idle
  /// A finger is down on a target; the hold timer runs. An `up` taps, a move past `slop`, a second
  /// finger, a system cancel or the target's removal cancel; the hold or a peek force lifts.
  case pressing(Pressing)
  /// The hold fired: the preview lifts and the lift timer runs. The menu is not up yet.
  case lifting(Lifting)
  /// The menu is shown, under the preview or compact. Deferred elements load while here.
  case presented(Presenting)
  /// The preview expands into its destination; the commit timer runs. The route is decided.
  case committing(Committing)
  /// The preview (or compact menu) fades into the overlay; the fade timer runs.
  case dismissing(Dismissing)
  /// A destination covers the source until it is closed.
  case showingDestination(ShowingDestination)

  /// The phase this state reports.
  var phase: Phase {
    switch self {
    case .idle: return .idle
    case .pressing: return .pressing
    case .lifting: return .lifting
    case .presented: return .presented
    case .committing: return .committing
    case .dismissing: return .dismissing
    case .showingDestination: return .showingDestination
    }
  }

  /// The index of the running interaction's target.
  var target: Int? {
    switch self {
    case .idle: return nil
    case .pressing(let state): return state.target
    case .lifting(let state): return state.target
    case .presented(let state): return state.target
    case .committing(let state): return state.target
    case .dismissing(let state): return state.target
    case .showingDestination(let state): return state.target
    }
  }
}

/// A finger is down on a target.
struct Pressing: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// Where the finger touched down; `slop` is measured from here.
  var origin: Point
  /// When the finger touched down.
  var since: Instant
  /// When the hold fires.
  var holdDeadline: Instant
}

/// The preview lifts.
struct Lifting: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// When the hold fired.
  var since: Instant
  /// When the lift ends and the menu shows.
  var liftDeadline: Instant
  /// Whether the finger that pressed is still down (a pop force needs it).
  var fingerDown: Bool
}

/// The menu is shown.
struct Presenting: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// When the menu was shown; deferred load times count from here (SPEC M8).
  var since: Instant
  /// Whether the menu is compact, with no preview (SPEC K1, K2).
  var compact: Bool
  /// Whether the finger that pressed is still down.
  var fingerDown: Bool
  /// The open level's node index (``Menu/root`` or a submenu).
  var level: Int
  /// The highlighted item's node index, `nil` for none.
  var highlight: Int?
  /// Whether ``highlight`` is the item that the last `hover` highlighted: lifting the finger that
  /// long-pressed selects it (SPEC M10). A key that moves the highlight clears it (K3).
  var highlightIsHovered = false
  /// How many deferred elements of the target's menu have loaded, in ``Menu/deferredLoadOrder``.
  var loadedCount: Int
}

/// Where a decided route leads: a destination's name, as its index in the machine's
/// ``ReportNames``, and how it is shown (SPEC M1, M2).
struct Route: Hashable, Sendable {
  /// The destination's name index.
  var destination: Int32
  /// Pushed or as a sheet.
  var presentation: Presentation
}

/// The preview expands into its destination.
struct Committing: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// When the commit began.
  var since: Instant
  /// When the destination shows.
  var deadline: Instant
  /// How long the preview had been lifting when the commit began (`lift` once it had lifted): the
  /// appearance's ``Appearance/previewPresence`` rises on from there (section 7).
  var lifted: Interval
  /// The destination it commits to.
  var route: Route
}

/// The preview fades into the overlay.
struct Dismissing: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// When the fade began.
  var since: Instant
  /// When the fade ends.
  var deadline: Instant
  /// Whether what fades is a compact menu (no preview).
  var compact: Bool
  /// How long the preview had been lifting when the fade began (`lift` once it had lifted): the
  /// appearance's ``Appearance/previewPresence`` falls from there (section 7).
  var lifted: Interval
  /// A destination to show when the fade ends (an action's share sheet, say), `nil` for none.
  var route: Route?
}

/// A destination covers the source.
struct ShowingDestination: Hashable, Sendable {
  /// The target's index.
  var target: Int
  /// When the destination was shown.
  var since: Instant
  /// The destination shown.
  var route: Route

  /// The shown destination's name index.
  var destination: Int32 { route.destination }
}

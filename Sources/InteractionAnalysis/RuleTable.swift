import InteractionCore

/// One thing a replay shows, as ``RuleTable`` reads it: an input of the trace, a report with the one
/// before it, or the verdict of replaying the trace twice.
public enum RuleObservation: Sendable {
  /// An input of the trace, before it is replayed.
  case input(TimedInput)
  /// A report of the replay; `previous` is the report before it, and `removed` the targets removed
  /// before it; `scene` is the trace's scene.
  case report(Report, previous: Report?, removed: Set<String>, scene: Scene)
  /// Two replays of the trace gave the same reports (`true`) or not.
  case replayedTwice(identical: Bool)

  /// The transition, when this is a transition's report.
  var transition: Transition? {
    guard case .report(.transition(let transition), _, _, _) = self else { return nil }
    return transition
  }

  /// The ignored input, when this is an ignored input's report.
  var ignored: IgnoredInput? {
    guard case .report(.ignored(let ignored), _, _, _) = self else { return nil }
    return ignored
  }

  /// Whether this is a transition's report with an effect of one of `kinds`.
  func hasEffect(_ kinds: EffectKind...) -> Bool {
    transition?.effects.contains { kinds.contains($0.kind) } ?? false
  }

  /// The input a report is about: the ignored input, or the input that triggered a transition.
  var reportedInput: Input? {
    if let ignored { return ignored.input }
    if case .input(let input)? = transition?.trigger { return input }
    return nil
  }

  /// The phase a report starts from.
  var fromPhase: Phase? { transition?.from ?? ignored?.phase }
}

/// One row of ``RuleTable``: a rule of SPEC, and what in a replay exercises it.
public struct RuleRow: Sendable {
  /// The rule's id (`P1`, `M8`, …).
  public var rule: String
  /// What exercises it, in words.
  public var exercisedBy: String
  /// Whether an observation exercises it.
  public var matches: @Sendable (RuleObservation) -> Bool
}

/// The rule ids of SPEC, and the one table that says which of them a replay exercises.
///
/// | rule | exercised by |
/// | --- | --- |
/// | T2 | an input handled at the very instant a timer fired just before it |
/// | T3 | a `tick` input |
/// | T4 | a timer firing: time reached a deadline only because the replay handed it over |
/// | P1 | a `down` in `idle` that hits a target (→ `pressing`) or hits none (ignored) |
/// | P2 | the outcome `tap` |
/// | P3 | a `move` while pressing: past slop (`cancel moved`) or within it |
/// | P4 | the outcomes `cancel multitouch`, `cancel system`, `cancel removed` |
/// | P5 | `timer hold`: pressing → lifting |
/// | P6 | `timer lift`: lifting → presented; `up` or `move` after the hold, finger still down |
/// | P7 | a `force` that lifts or commits, or is ignored (below threshold, no destination, no preview) |
/// | P8 | `up`/`move` with no finger down; `tap-outside`, `dismiss`, `select`, `tap-preview` ignored while pressing; a second finger's `down` |
/// | M1 | `tap-preview` in presented (dismiss preview, or commit); `timer commit` |
/// | M2 | `select` or `key return` acting in presented; a `select` ignored as not in the level, hidden or disabled; `timer fade` to an action's destination |
/// | M3 | lifting or presented → dismissing by `tap-outside`, `dismiss`, `cancel` or `key escape`; `tap-preview`/`select` ignored while lifting |
/// | M4 | a submenu closed (`key escape` or `key left` in a submenu) |
/// | M5 | `timer fade` back to idle; a `down` ignored while dismissing |
/// | M6 | `closed` in showingDestination; a `down` ignored there |
/// | M7 | the outcome `dismiss removed`; a `remove` while committing, dismissing or showing a destination; a `focus` of a removed target ignored; the focus taken from a removed target |
/// | M8 | `timer load`; a `select` ignored as still loading, or of a deferred element |
/// | M9 | a `down` ignored while lifting or presented; any input ignored for having no rule |
/// | M10 | a `hover` in presented that moves or clears the highlight, or changes nothing; an `up` that selects the hovered item |
/// | K1 | `right-click` → presented; `tap-preview` or `force` ignored in a compact menu |
/// | K2 | `key menu` → presented; `key menu` ignored with nothing focused |
/// | K3 | `key up`/`down`/`right`/`return` in presented, acting or ignored (at the end, nothing highlighted, not a submenu); keys ignored while lifting |
/// | I1 | an interaction ends (back to idle, or a destination shown) with its outcome |
/// | I2 | an `up` after the hold fired, which is no tap |
/// | I3 | a `tick` input |
/// | I4 | two replays of the trace give the same reports |
/// | I6 | a `cancel` while pressing, lifting or presented |
/// | I7 | a destination shown |
/// | I8 | a `down` or `right-click` inside a removed target's shape that does not start an interaction on it |
///
/// T1 and I5 speak of inputs that go back in time, which a valid trace cannot hold (the parser rejects
/// them): only a trace's comments can name them.
public enum RuleTable {
  // BEGIN GENERATED RULE IDS: written by scripts/regenerate from docs/RULES.md (every rule id it defines
  // but I9, which no replay shows); `scripts/regenerate --check` fails when it differs.
  /// The rule ids that `coverage` counts: every one of docs/RULES.md but I9, in its order.
  public static let allRules: [String] = [
    "T1", "T2", "T3", "T4", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "M1", "M2", "M3", "M4", "M5",
    "M6", "M7", "M8", "M9", "M10", "K1", "K2", "K3", "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8",
  ]
  // END GENERATED RULE IDS

  /// The rule ids an observation exercises.
  public static func rules(exercisedBy observation: RuleObservation) -> [String] {
    rows.filter { $0.matches(observation) }.map { $0.rule }
  }

  /// The table (see the type's documentation for it as text).
  public static let rows: [RuleRow] = [
    RuleRow(rule: "T2", exercisedBy: "an input handled at the instant a timer fired just before it") { o in
      guard case .report(let report, let previous?, _, _) = o, o.reportedInput != nil else { return false }
      guard case .transition(let before) = previous, case .timer = before.trigger else { return false }
      return before.instant == report.instant
    },
    RuleRow(rule: "T3", exercisedBy: "a `tick` input") { o in
      guard case .input(let input) = o else { return false }
      return input.input == .tick
    },
    RuleRow(rule: "T4", exercisedBy: "a timer firing when the replay hands time over") { o in
      guard case .timer? = o.transition?.trigger else { return false }
      return true
    },
    RuleRow(rule: "P1", exercisedBy: "a `down` in idle that hits a target or hits none") { o in
      guard case .down? = o.reportedInput, o.fromPhase == .idle else { return false }
      return o.transition?.to == .pressing || o.ignored?.reason == .noTargetHit
    },
    RuleRow(rule: "P2", exercisedBy: "the outcome `tap`") { o in
      guard case .tap? = o.transition?.outcome else { return false }
      return true
    },
    RuleRow(rule: "P3", exercisedBy: "a `move` while pressing, past slop or within it") { o in
      guard case .move? = o.reportedInput, let transition = o.transition else { return false }
      return transition.from == .pressing
    },
    RuleRow(rule: "P4", exercisedBy: "the outcomes `cancel multitouch|system|removed`") { o in
      guard case .cancel(let reason)? = o.transition?.outcome else { return false }
      return reason != .moved
    },
    RuleRow(rule: "P5", exercisedBy: "`timer hold`: pressing to lifting") { o in
      o.transition?.trigger == .timer(.hold) && o.transition?.to == .lifting
    },
    RuleRow(rule: "P6", exercisedBy: "`timer lift`; `up` or `move` after the hold with the finger down") {
      o in
      guard let transition = o.transition else { return false }
      if transition.trigger == .timer(.lift) { return true }
      let afterHold = transition.from == .lifting || transition.from == .presented
      switch transition.trigger {
      case .input(.up), .input(.move): return afterHold && transition.to == transition.from
      default: return false
      }
    },
    RuleRow(rule: "P7", exercisedBy: "a `force` that lifts, commits or is ignored") { o in
      guard case .force? = o.reportedInput else { return false }
      return true
    },
    RuleRow(rule: "P8", exercisedBy: "fingers: no finger down, menu inputs while pressing, a second finger") {
      o in
      if o.ignored?.reason == .fingerNotDown, let input = o.reportedInput {
        switch input {
        case .up, .move: return true
        default: return false
        }
      }
      if let ignored = o.ignored, ignored.phase == .pressing {
        switch ignored.input {
        case .tapOutside, .dismiss, .select, .tapPreview: return true
        default: return false
        }
      }
      return o.transition?.outcome == .cancel(.multitouch)
    },
    RuleRow(rule: "M1", exercisedBy: "`tap-preview` in presented; `timer commit`") { o in
      guard let transition = o.transition else { return false }
      if transition.trigger == .timer(.commit) { return true }
      return transition.trigger == .input(.tapPreview) && transition.from == .presented
    },
    RuleRow(
      rule: "M2", exercisedBy: "`select`/`key return` acting; a select ignored; a fade to a destination"
    ) { o in
      if let ignored = o.ignored, case .select = ignored.input {
        switch ignored.reason {
        case .notInLevel, .hidden, .disabled: return true
        default: return false
        }
      }
      guard let transition = o.transition, transition.from == .presented || transition.from == .dismissing
      else { return false }
      switch transition.trigger {
      case .input(.select): return true
      case .input(.key(.return)):
        return o.hasEffect(.performAction, .setItemState, .openSubmenu)
      case .timer(.fade): return transition.to == .showingDestination
      default: return false
      }
    },
    RuleRow(rule: "M3", exercisedBy: "dismissal from lifting or presented; menu inputs ignored while lifting")
    { o in
      if let ignored = o.ignored, ignored.reason == .menuNotShown {
        switch ignored.input {
        case .tapPreview, .select: return true
        default: return false
        }
      }
      guard let transition = o.transition, transition.to == .dismissing,
        case .dismiss(let reason)? = transition.outcome
      else { return false }
      return reason == .outside || reason == .host || reason == .system || reason == .escape
    },
    RuleRow(rule: "M4", exercisedBy: "a submenu closed by `key escape` or `key left`") { o in
      o.hasEffect(.closeSubmenu)
    },
    RuleRow(rule: "M5", exercisedBy: "`timer fade` back to idle; a `down` ignored while dismissing") { o in
      if let ignored = o.ignored, case .down = ignored.input { return ignored.phase == .dismissing }
      return o.transition?.trigger == .timer(.fade) && o.transition?.to == .idle
    },
    RuleRow(rule: "M6", exercisedBy: "`closed` in showingDestination; a `down` ignored there") { o in
      if let ignored = o.ignored, case .down = ignored.input { return ignored.phase == .showingDestination }
      return o.transition?.trigger == .input(.closed) && o.transition?.from == .showingDestination
    },
    RuleRow(rule: "M7", exercisedBy: "removal while running: dismissed, or the decided route goes on") { o in
      if let ignored = o.ignored, case .focus = ignored.input, case .removedTarget = ignored.reason {
        return true
      }
      guard let transition = o.transition else { return false }
      if transition.outcome == .dismiss(.removed) { return true }
      if o.hasEffect(.unfocus) { return true }
      guard case .input(.remove) = transition.trigger else { return false }
      return [.committing, .dismissing, .showingDestination].contains(transition.from)
    },
    RuleRow(rule: "M8", exercisedBy: "`timer load`; a select ignored as loading, or of a deferred element") {
      o in
      if let ignored = o.ignored {
        switch ignored.reason {
        case .loading, .deferredElement: return true
        default: return false
        }
      }
      guard case .timer(.load)? = o.transition?.trigger else { return false }
      return true
    },
    RuleRow(rule: "M9", exercisedBy: "a `down` ignored while lifting or presented; an input with no rule") {
      o in
      guard let ignored = o.ignored else { return false }
      if ignored.reason == .noRule { return true }
      guard case .down = ignored.input else { return false }
      return ignored.phase == .lifting || ignored.phase == .presented
    },
    RuleRow(
      rule: "M10",
      exercisedBy: "a `hover` in presented, acting or changing nothing; an `up` selecting the hovered item"
    ) { o in
      if o.ignored?.reason == .highlightUnchanged { return true }
      guard let transition = o.transition, transition.from == .presented else { return false }
      if case .input(.hover) = transition.trigger { return true }
      return transition.trigger == .input(.up) && !transition.effects.isEmpty
    },
    RuleRow(rule: "K1", exercisedBy: "`right-click` to presented; a preview input ignored in a compact menu")
    { o in
      if o.ignored?.reason == .noPreview { return true }
      guard case .input(.rightClick)? = o.transition?.trigger else { return false }
      return o.transition?.to == .presented
    },
    RuleRow(rule: "K2", exercisedBy: "`key menu` to presented; `key menu` with nothing focused") { o in
      if o.ignored?.reason == .nothingFocused { return true }
      return o.transition?.trigger == .input(.key(.menu)) && o.transition?.to == .presented
    },
    RuleRow(rule: "K3", exercisedBy: "arrow keys and return in presented; keys ignored while lifting") { o in
      guard case .key(let key)? = o.reportedInput else { return false }
      if let ignored = o.ignored {
        switch ignored.reason {
        case .atEnd, .nothingHighlighted, .notASubmenu: return true
        case .menuNotShown: return ignored.phase == .lifting
        default: return false
        }
      }
      return o.fromPhase == .presented && [.up, .down, .right, .return].contains(key)
    },
    RuleRow(rule: "I1", exercisedBy: "an interaction ends with its outcome") { o in
      guard let transition = o.transition, transition.interaction != 0, transition.from != transition.to
      else { return false }
      return transition.to == .idle || transition.to == .showingDestination
    },
    RuleRow(rule: "I2", exercisedBy: "an `up` after the hold fired, which is no tap") { o in
      guard let transition = o.transition, transition.trigger == .input(.up) else { return false }
      return transition.from == .lifting || transition.from == .presented
    },
    RuleRow(rule: "I3", exercisedBy: "a `tick` input") { o in
      guard case .input(let input) = o else { return false }
      return input.input == .tick
    },
    RuleRow(rule: "I4", exercisedBy: "two replays of the trace give the same reports") { o in
      guard case .replayedTwice(let identical) = o else { return false }
      return identical
    },
    RuleRow(rule: "I6", exercisedBy: "a `cancel` while pressing, lifting or presented") { o in
      guard let transition = o.transition, transition.trigger == .input(.cancel) else { return false }
      return [.pressing, .lifting, .presented].contains(transition.from)
    },
    RuleRow(rule: "I7", exercisedBy: "a destination shown") { o in
      o.hasEffect(.showDestination)
    },
    RuleRow(rule: "I8", exercisedBy: "a touch inside a removed target that does not start on it") { o in
      guard case .report(let report, _, let removed, let scene) = o, !removed.isEmpty else { return false }
      let point: Point
      switch o.reportedInput {
      case .down(let at)?, .rightClick(let at)?: point = at
      default: return false
      }
      guard o.fromPhase == .idle else { return false }
      let started: String?
      if case .transition(let transition) = report, transition.to != .idle {
        started = transition.target
      } else {
        started = nil
      }
      return scene.targets.contains { target in
        removed.contains(target.id) && target.contains(point) && started != target.id
      }
    },
  ]
}

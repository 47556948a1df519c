/// Why an input was ignored (SPEC M9), with the id or instant it names: what a host reads of an
/// ``IgnoredInput``. Each reason's word (its stable number and ``spelling``, and the phrase a
/// transcript prints) is declared once, in the package's table of them, which the C ABI and the
/// JavaScript module mirror.
public enum IgnoreReason: Hashable, Sendable {
  /// The state has no rule for this input (SPEC M9).
  case noRule
  /// A `down` or `right-click` hit no target (SPEC P1).
  case noTargetHit
  /// A `down` while the preview, the fade or a destination holds the screen (SPEC M5, M6, M9).
  case screenBusy
  /// The menu is not up yet: the preview is still lifting (SPEC M3).
  case menuNotShown
  /// A compact menu has no preview to tap or press (SPEC K1, P7).
  case noPreview
  /// The target has no destination to commit to (SPEC P7).
  case noDestination
  /// The force lies below the threshold that would act (SPEC P7).
  case belowThreshold
  /// The tracked finger is no longer down (SPEC P7, P8).
  case fingerNotDown
  /// The item is not in the open menu level, by id (SPEC M2).
  case notInLevel(String)
  /// The item is hidden, by id.
  case hidden(String)
  /// The item is disabled, by id.
  case disabled(String)
  /// The item is still loading, by id (SPEC M8).
  case loading(String)
  /// A deferred element itself cannot be selected, by id (SPEC M8).
  case deferredElement(String)
  /// The target was removed, by id (SPEC M7, I8).
  case removedTarget(String)
  /// No target has this id.
  case unknownTarget(String)
  /// No target has the keyboard focus (SPEC K2).
  case nothingFocused
  /// There is no highlighted item to act on (SPEC K3).
  case nothingHighlighted
  /// The highlighted item is not a submenu (SPEC K3).
  case notASubmenu
  /// `key left` at the root level: there is no parent to go back to (SPEC M4).
  case atRootLevel
  /// The highlight is already at the end it would move past (SPEC K3).
  case atEnd
  /// The input's instant lies before the machine's current instant (SPEC T1); it is not handled.
  case timeWentBackwards(Instant)
  /// The input's instant is so late that a deadline set from it (the instant plus the longest
  /// configured duration) could not be represented (SPEC T1): the latest instant accepted is named.
  case instantTooLate(Instant)
  /// A `hover` that would leave the highlight as it is (SPEC M10).
  case highlightUnchanged
  /// The input's point lies beyond ±1,000,000 pt, or its force outside 0…1: a value no trace can hold
  /// (``SceneRules``, SPEC I9); it is not handled.
  case valueOutOfRange

  /// The reason of a kind that names nothing or the id that `input` names (an instant it names is 0).
  @inlinable
  @_optimize(speed)
  package init(_ kind: IgnoreKind, for input: Input) {
    var id: String { input.reasonID }
    switch kind {
    case .noRule: self = .noRule
    case .noTargetHit: self = .noTargetHit
    case .screenBusy: self = .screenBusy
    case .menuNotShown: self = .menuNotShown
    case .noPreview: self = .noPreview
    case .noDestination: self = .noDestination
    case .belowThreshold: self = .belowThreshold
    case .fingerNotDown: self = .fingerNotDown
    case .notInLevel: self = .notInLevel(id)
    case .hidden: self = .hidden(id)
    case .disabled: self = .disabled(id)
    case .loading: self = .loading(id)
    case .deferredElement: self = .deferredElement(id)
    case .removedTarget: self = .removedTarget(id)
    case .unknownTarget: self = .unknownTarget(id)
    case .nothingFocused: self = .nothingFocused
    case .nothingHighlighted: self = .nothingHighlighted
    case .notASubmenu: self = .notASubmenu
    case .atRootLevel: self = .atRootLevel
    case .atEnd: self = .atEnd
    case .timeWentBackwards: self = .timeWentBackwards(.zero)
    case .instantTooLate: self = .instantTooLate(.zero)
    case .highlightUnchanged: self = .highlightUnchanged
    case .valueOutOfRange: self = .valueOutOfRange
    }
  }

  /// The reason's stable name for tools (C, JavaScript, JSON): `no-rule`, `hidden`, `instant-too-late`, …;
  /// the transcript prints ``text``.
  public var spelling: String { kind.spelling }

  /// The reason's word in the package's table (its stable number).
  package var kind: IgnoreKind {
    switch self {
    case .noRule: return .noRule
    case .noTargetHit: return .noTargetHit
    case .screenBusy: return .screenBusy
    case .menuNotShown: return .menuNotShown
    case .noPreview: return .noPreview
    case .noDestination: return .noDestination
    case .belowThreshold: return .belowThreshold
    case .fingerNotDown: return .fingerNotDown
    case .notInLevel: return .notInLevel
    case .hidden: return .hidden
    case .disabled: return .disabled
    case .loading: return .loading
    case .deferredElement: return .deferredElement
    case .removedTarget: return .removedTarget
    case .unknownTarget: return .unknownTarget
    case .nothingFocused: return .nothingFocused
    case .nothingHighlighted: return .nothingHighlighted
    case .notASubmenu: return .notASubmenu
    case .atRootLevel: return .atRootLevel
    case .atEnd: return .atEnd
    case .timeWentBackwards: return .timeWentBackwards
    case .instantTooLate: return .instantTooLate
    case .highlightUnchanged: return .highlightUnchanged
    case .valueOutOfRange: return .valueOutOfRange
    }
  }

  /// The id the reason names (`""` for none) and the instant (``Instant/zero`` for none): what its
  /// phrase names (``TextWriter/write(phrase:naming:instant:)``).
  package var operands: (id: String, instant: Instant) {
    switch self {
    case .notInLevel(let id), .hidden(let id), .disabled(let id), .loading(let id), .deferredElement(let id),
      .removedTarget(let id), .unknownTarget(let id):
      return (id, .zero)
    case .timeWentBackwards(let instant), .instantTooLate(let instant): return ("", instant)
    default: return ("", .zero)
    }
  }

  /// The reason as transcript text (the kind's phrase, naming the id or instant).
  public var text: String { TextWriter.text { $0.write(reason: self) } }
}

extension Input {
  /// The id that a reason for ignoring this input names: a `select`'s, `focus`'s or `remove`'s id, a
  /// `hover`'s (`none` for none); `""` for another verb.
  @inlinable
  @inline(__always)
  package var reasonID: String {
    switch self {
    case .select(let id), .focus(let id), .remove(let id): return id
    case .hover(let id): return id ?? "none"
    default: return ""
    }
  }
}

/// Why a scene or a configuration was rejected before any input (SPEC I9): the element and the rule.
///
/// A scene built through the API obeys the rules of a trace (SPEC section 9: ids, uniqueness, reserved
/// words, ranges, titles) and a configuration those of SPEC section 1. ``InteractionMachine``,
/// ``TraceRecorder`` and ``Replayer`` check them where they are made (``SceneRules``), so that nothing
/// that runs is unwritable and nothing unreadable is recorded.
public struct SceneError: Error, Hashable, Sendable {
  /// The rule that the element breaks; the raw values are stable, for hosts that see codes (a C ABI).
  public enum Rule: UInt8, Hashable, Sendable {
    /// An id or a name that is not ASCII letters, digits, `-`, `_` and `.` from a letter or a digit, or
    /// is empty.
    case invalidID = 1
    /// `root`, `none` or `same` where a declared id or a destination's name is wanted.
    case reservedID = 2
    /// A target id used twice in the scene, or an item id twice in one target's menu.
    case duplicateID = 3
    /// A value outside its range: a coordinate beyond ±1,000,000 pt, a negative size, radius or
    /// duration, a fraction outside 0…1, `peek` above `pop`, durations whose deadlines could not be
    /// represented (T1).
    case valueOutOfRange = 4
    /// A title that a trace cannot hold: a control character (C0 including tab, DEL, C1).
    case invalidTitle = 5
    /// Attributes that cannot go together: an action that keeps the menu presented and names a
    /// destination.
    case conflictingFlags = 6
    /// Menu items nested deeper than ``SceneRules/maximumDepth``.
    case nestedTooDeep = 7
  }

  /// The rule broken.
  public var rule: Rule
  /// The offending element, as `target \`apple\``, `item \`copy\` of target \`apple\`` or
  /// `configuration`.
  public var element: String
  /// What was expected and what was found.
  public var message: String

  /// Creates an error.
  public init(_ rule: Rule, element: String, message: String) {
    self.rule = rule
    self.element = element
    self.message = message
  }

  /// The error as one line: `ELEMENT: MESSAGE`.
  public var description: String {
    TextWriter.text {
      $0.write(text: element)
      $0.write(": ")
      $0.write(text: message)
    }
  }

  /// The trace error kind that the same broken rule gives in a trace (SPEC section 9, errors).
  public var traceErrorKind: TraceError.Kind {
    switch rule {
    case .invalidID: return .invalidID
    case .reservedID: return .reservedID
    case .duplicateID: return .duplicateID
    case .valueOutOfRange: return .valueOutOfRange
    case .invalidTitle: return .controlCharacter
    case .conflictingFlags: return .conflictingFlags
    case .nestedTooDeep: return .badIndentation
    }
  }
}

/// An input with its instant, as a trace holds it (SPEC section 9, inputs).
public struct TimedInput: Hashable, Sendable {
  /// When the input happens.
  public var instant: Instant
  /// The input.
  public var input: Input
  /// The line it was read from, counted from 1; 0 where it was not read from text. Not part of the
  /// value: two timed inputs are equal when their instants and inputs are.
  public var line: Int

  /// Creates a timed input.
  public init(instant: Instant, input: Input, line: Int = 0) {
    self.instant = instant
    self.input = input
    self.line = line
  }

  /// Equal when the instants and inputs are; the line is where it was read, not part of the value.
  public static func == (lhs: TimedInput, rhs: TimedInput) -> Bool {
    lhs.instant == rhs.instant && lhs.input == rhs.input
  }

  /// Hashes the instant and the input.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(instant)
    hasher.combine(input)
  }

  /// The input as a trace statement, `at TIME VERB …`.
  public var text: String { "at " + instant.secondsText + " " + input.text }
}

/// The open menu level an expectation names (SPEC section 9, `expect TIME menu`).
public enum MenuLevelName: Hashable, Sendable {
  /// No menu is shown.
  case none
  /// The root level.
  case root
  /// A submenu, by id.
  case submenu(String)

  /// The level as trace text: `none`, `root` or the submenu's id.
  public var text: String {
    switch self {
    case .none: return "none"
    case .root: return "root"
    case .submenu(let id): return id
    }
  }
}

/// A claim about the replay of a trace, checked against it (SPEC section 9, expectations).
public struct Expectation: Hashable, Sendable {
  /// What is claimed.
  public enum Kind: Hashable, Sendable {
    /// `expect TIME state STATE [TARGET]`: the phase at TIME; with a target, the phase of that target's
    /// interaction (`idle` when another target's interaction runs, or none).
    case state(Instant, Phase, target: String?)
    /// `expect TIME menu ID|root|none`: the open menu level at TIME.
    case menu(Instant, MenuLevelName)
    /// `expect TIME highlight ID|none`: the highlighted item at TIME, `nil` for none.
    case highlight(Instant, String?)
    /// `expect TIME item TARGET ID on|off|mixed`: the state of an item of TARGET's menu at TIME.
    case item(Instant, target: String, item: String, state: ItemState)
    /// `expect outcome N OUTCOME`: interaction N, counted from 1, ended with OUTCOME.
    case outcome(Int, Outcome)
    /// `expect outcomes N`: exactly N interactions ended.
    case outcomeCount(Int)
  }

  /// What is claimed.
  public var kind: Kind
  /// The line it was read from, counted from 1; 0 where it was not read from text. Not part of the
  /// value, as for ``TimedInput``.
  public var line: Int

  /// Creates an expectation.
  public init(_ kind: Kind, line: Int = 0) {
    self.kind = kind
    self.line = line
  }

  /// Equal when the claims are; the line is where it was read, not part of the value.
  public static func == (lhs: Expectation, rhs: Expectation) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the claim.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// The instant a timed expectation speaks of; `nil` for those checked against the whole replay.
  public var instant: Instant? {
    switch kind {
    case .state(let instant, _, _), .menu(let instant, _), .highlight(let instant, _),
      .item(let instant, _, _, _):
      return instant
    case .outcome, .outcomeCount:
      return nil
    }
  }

  /// The claim as trace text, without `expect` and the instant: `state lifting apple`, `outcomes 1`, …
  public var claimText: String { TextWriter.text { $0.write(claim: self) } }

  /// The expectation as a trace statement: `expect 0.500 state lifting apple`, `expect outcomes 1`, …
  public var text: String {
    switch kind {
    case .state(let instant, _, _), .menu(let instant, _), .highlight(let instant, _),
      .item(let instant, _, _, _):
      return "expect " + instant.secondsText + " " + claimText
    case .outcome, .outcomeCount:
      return "expect " + claimText
    }
  }
}

/// A whole trace file, read into memory: the configuration, the scene, the inputs in order and the
/// expectations (SPEC section 9).
public struct Trace: Hashable, Sendable {
  /// The configuration that the `set` statements give (defaults elsewhere).
  public var configuration: Configuration
  /// The targets, in z order, with their menus as declared.
  public var scene: Scene
  /// The inputs, in order; their instants never go backwards.
  public var inputs: [TimedInput]
  /// The expectations, in the order they were written.
  public var expectations: [Expectation]

  /// Creates a trace.
  public init(
    configuration: Configuration = .standard, scene: Scene = Scene(), inputs: [TimedInput] = [],
    expectations: [Expectation] = []
  ) {
    self.configuration = configuration
    self.scene = scene
    self.inputs = inputs
    self.expectations = expectations
  }

  /// Reads a trace from its bytes (LF or CRLF lines); the first error stops it.
  public static func parse(_ bytes: [UInt8]) throws(TraceError) -> Trace {
    try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Trace in
      try parse(buffer)
    }
  }

  /// Reads a trace from text.
  public static func parse(_ text: String) throws(TraceError) -> Trace {
    try parse(text.utf8Array)
  }

  /// Reads a trace from a buffer of bytes (LF or CRLF lines); the first error stops it.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(TraceError) -> Trace {
    var parser = TraceParser()
    var inputs: [TimedInput] = []
    var expectations: [Expectation] = []
    try TraceLines.forEach(in: buffer) { (line, number) throws(TraceError) in
      switch try parser.parse(line: line, number: number) {
      case .input(let input)?: inputs.append(input)
      case .expectation(let expectation)?: expectations.append(expectation)
      default: break
      }
    }
    try parser.finish()
    return Trace(
      configuration: parser.configuration, scene: parser.scene, inputs: inputs, expectations: expectations)
  }

  /// The trace as text that reads back to an equal trace (``TraceWriter``).
  public var text: String { TraceWriter.text(for: self) }
}

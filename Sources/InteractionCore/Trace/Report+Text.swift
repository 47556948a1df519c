// A report prints as its transcript line, the line `interaction-sim replay` prints for it, so that
// `print(report)` in a host or a test shows what happened, not the report's storage.

extension Report: CustomStringConvertible {
  /// The report's transcript line, without a line break (``Transcript/line(for:)``), for instance
  /// `0.500  pressing --timer hold--> lifting: unhighlight apple, haptic, show-preview apple custom:apple-card 300x400`.
  public var text: String { Transcript.line(for: self) }

  /// The report's transcript line, as ``text``.
  public var description: String { text }
}

extension Transition: CustomStringConvertible {
  /// The transition's transcript line, without a line break, for instance
  /// `0.000  idle --down 100,20--> pressing: highlight apple`.
  public var text: String { Transcript.line(for: .transition(self)) }

  /// The transition's transcript line, as ``text``.
  public var description: String { text }
}

extension IgnoredInput: CustomStringConvertible {
  /// The ignored input's transcript line, without a line break, for instance
  /// `0.700  lifting: down 5,5 ignored (the screen is busy)`.
  public var text: String { Transcript.line(for: .ignored(self)) }

  /// The ignored input's transcript line, as ``text``.
  public var description: String { text }
}

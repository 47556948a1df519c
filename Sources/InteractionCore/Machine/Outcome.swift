/// How an interaction ended (SPEC section 6). Every interaction ends with exactly one (I1).
public enum Outcome: Hashable, Sendable {
  /// A plain tap on a target, by id.
  case tap(String)
  /// The press was cancelled before the hold fired.
  case cancel(CancelReason)
  /// The preview or menu was dismissed.
  case dismiss(DismissReason)
  /// An action was performed, by id.
  case perform(String)
  /// A destination was committed to, by name, with its presentation.
  case navigate(String, Presentation)

  /// The outcome's kind.
  public var kind: OutcomeKind {
    switch self {
    case .tap: return .tap
    case .cancel: return .cancel
    case .dismiss: return .dismiss
    case .perform: return .perform
    case .navigate: return .navigate
    }
  }

  /// The outcome as trace text (`tap apple`, `navigate apple-card sheet`, …): the kind's spelling,
  /// then its operands.
  public var text: String { TextWriter.text { $0.write(outcome: self) } }
}

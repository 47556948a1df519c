/// An outcome as the machine writes it on the hot path: its kind with its reason, presentation or a
/// name's index into ``ReportNames``. Trivially copyable; each case is its kind's named constructor,
/// so a kind always carries what it takes.
@usableFromInline
enum OutcomeCode: Hashable, Sendable {
  /// `tap TARGET`, by the target id's index.
  case tap(Int32)
  /// `cancel REASON`.
  case cancel(CancelReason)
  /// `dismiss REASON`.
  case dismiss(DismissReason)
  /// `perform ACTION`, by the action id's index.
  case perform(Int32)
  /// `navigate DESTINATION push|sheet`, by the destination's index.
  case navigate(Int32, Presentation)

  /// The outcome this code stands for.
  @_optimize(speed)
  func outcome(_ names: ReportNames) -> Outcome {
    switch self {
    case .tap(let target): return .tap(names.string(target))
    case .cancel(let reason): return .cancel(reason)
    case .dismiss(let reason): return .dismiss(reason)
    case .perform(let action): return .perform(names.string(action))
    case .navigate(let destination, let presentation):
      return .navigate(names.string(destination), presentation)
    }
  }

  /// The code of an outcome, its names added to `names`.
  @_optimize(speed)
  static func encode(_ outcome: Outcome, into names: inout ReportNamesBuilder) -> OutcomeCode {
    switch outcome {
    case .tap(let target): return .tap(names.add(target))
    case .cancel(let reason): return .cancel(reason)
    case .dismiss(let reason): return .dismiss(reason)
    case .perform(let action): return .perform(names.add(action))
    case .navigate(let destination, let presentation): return .navigate(names.add(destination), presentation)
    }
  }
}

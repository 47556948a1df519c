import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

// The core's words cross the ABI as their stable numbers (`rawValue`, Sources/InteractionCore/
// Vocabulary), which the header's constants mirror (CHeaderTests compare the two, table by table).

extension IgnoreReason {
  /// The reason as `interaction_ignore_kind`, with the instant it names (0 for none).
  var cValue: (kind: interaction_ignore_kind, instant: Int64) {
    switch self {
    case .timeWentBackwards(let instant), .instantTooLate(let instant):
      return (kind.rawValue, instant.nanoseconds)
    default:
      return (kind.rawValue, 0)
    }
  }
}

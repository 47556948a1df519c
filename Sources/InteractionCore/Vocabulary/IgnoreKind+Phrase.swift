/// What the transcript prints for an ignored input: the phrase of its reason's kind
/// (``TextWriter/write(phrase:naming:instant:)`` writes it).
extension IgnoreKind {
  /// Whether the phrase names the input's id.
  package var namesID: Bool {
    switch self {
    case .notInLevel, .hidden, .disabled, .loading, .deferredElement, .removedTarget, .unknownTarget:
      return true
    default:
      return false
    }
  }
}

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// A trace read from a caller's bytes.
enum TraceText {
  /// The trace in the caller's bytes.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceFailure) -> Trace {
    do {
      return try Trace.parse(bytes)
    } catch {
      throw .trace(error)
    }
  }

  /// A machine over the trace's scene and configuration.
  static func machine(for trace: Trace) throws(TraceFailure) -> InteractionMachine {
    InteractionMachine(scene: trace.scene, configuration: trace.configuration)
  }
}

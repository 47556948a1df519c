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

  /// A machine over the trace's scene and configuration, through the one door every host uses
  /// (``InteractionMachine/init(scene:configuration:)``, SPEC I9): a scene it refuses is
  /// INTERACTION_STATUS_INVALID_SCENE with the element and the rule.
  static func machine(for trace: Trace) throws(TraceFailure) -> InteractionMachine {
    do throws(SceneError) {
      return try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    } catch {
      throw .scene(error.description)
    }
  }

  /// The trace replayed to `sink`, once its machine has been made.
  static func replay<Sink: ReportSink>(_ trace: Trace, to sink: inout Sink) throws(TraceFailure)
    -> ReplayResult
  {
    do throws(SceneError) {
      return try trace.replay(to: &sink)
    } catch {
      throw .scene(error.description)
    }
  }
}

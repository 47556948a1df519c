import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

// The calls for hosts whose numbers cannot be 64-bit integers as arguments: a JavaScript host would make
// a BigInt for every `int64_t` it passes. Each reads its 64-bit values from memory the caller writes.

/// See `interaction.h`. A call of `interaction_machine_send` (compiled for size: the machine's path is not
/// inlined a second time, which cost about 8 KB of the wasm).
@c(interaction_machine_send_at)
public func interactionMachineSendAt(
  _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
  _ instant: UnsafePointer<Int64>?
) -> interaction_status {
  guard let machine, let input, let instant else { return Status.nullArgument }
  return interactionMachineSend(machine, input, instant.pointee)
}

/// See `interaction.h`. `interaction_machine_send_at`, then where its reports and (when asked for) their
/// effects are: one call per input where a JavaScript host would make three (`send_at`, `reports`,
/// `effects`), each crossing into the wasm. In the wasm the machine's path is inlined here, once, and the
/// other sends call this one, so that the JavaScript host's call makes no second call, and checks no
/// pointer twice, before the machine's; natively it is inlined in `interactionMachineSendReports`, which
/// this calls.
#if arch(wasm32)
  @inline(never)
  @_optimize(speed)  // per input: compiled for speed in a module compiled for size
#endif
@c(interaction_machine_send_at_reports)
public func interactionMachineSendAtReports(
  _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
  _ instant: UnsafePointer<Int64>?,
  _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>?,
  _ outReportCount: UnsafeMutablePointer<UInt32>?,
  _ outEffects: UnsafeMutablePointer<UnsafePointer<interaction_effect>?>?,
  _ outEffectCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let input, let instant, let outReports, let outReportCount,
    (outEffects == nil) == (outEffectCount == nil)
  else { return Status.nullArgument }
  #if arch(wasm32)
    let status = withHandle(machine) { handle in
      let status = MachineHandle.send(handle, input, at: instant.pointee)
      handle.pointee.buffer.pointee.writePlace(of: outReports, count: outReportCount)
      return status
    }
  #else
    let status = interactionMachineSendReports(machine, input, instant.pointee, outReports, outReportCount)
  #endif
  if let outEffects, let outEffectCount {
    _ = interactionMachineEffects(machine, outEffects, outEffectCount)
  }
  return status
}

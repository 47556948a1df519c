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

/// See `interaction.h`. The input given field by field, its numbers and the instant as doubles (a
/// JavaScript host's numbers, passed with nothing written to memory), then made the C input that
/// `interaction_machine_send_at_reports` takes, on this call's stack; its effects as packed codes.
@c(interaction_machine_send_fields)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineSendFields(
  _ machine: UnsafeMutablePointer<interaction_machine>?, _ verb: UInt32, _ key: UInt32, _ x: Double,
  _ y: Double, _ force: Double, _ name: UInt32, _ instant: Double,
  _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>?,
  _ outReportCount: UnsafeMutablePointer<UInt32>?,
  _ outCodes: UnsafeMutablePointer<UnsafePointer<interaction_effect_code>?>?,
  _ outCodeCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outReports, let outReportCount, let outCodes, let outCodeCount else {
    return Status.nullArgument
  }
  guard verb <= UInt32(UInt8.max), key <= UInt32(UInt8.max) else {
    return refuseFields(machine, Status.invalidEnum, outReports, outReportCount, outCodes, outCodeCount)
  }
  guard let x = Int64(exactly: x), let y = Int64(exactly: y), let force = Int64(exactly: force),
    var instant = Int64(exactly: instant)
  else { return refuseFields(machine, Status.outOfRange, outReports, outReportCount, outCodes, outCodeCount) }
  var input = interaction_input(
    x: x, y: y, force: force, name: name, verb: UInt8(truncatingIfNeeded: verb),
    key: UInt8(truncatingIfNeeded: key), reserved: (0, 0))
  let status = interactionMachineSendAtReports(
    machine, &input, &instant, outReports, outReportCount, nil, nil)
  withHandle(machine) { MachineHandle.writeEffectCodes($0, to: outCodes, count: outCodeCount) }
  return status
}

/// `interaction_machine_send_fields` refusing fields that make no C input, as `interaction_machine_send`
/// refuses an input: nothing happens, the reports are empty, and the out-parameters are written, as
/// for every other status but NULL_ARGUMENT.
@inline(never)
@_optimize(size)  // only for fields refused
func refuseFields(
  _ machine: UnsafeMutablePointer<interaction_machine>, _ status: interaction_status,
  _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>,
  _ outReportCount: UnsafeMutablePointer<UInt32>,
  _ outCodes: UnsafeMutablePointer<UnsafePointer<interaction_effect_code>?>,
  _ outCodeCount: UnsafeMutablePointer<UInt32>
) -> interaction_status {
  withHandle(machine) { handle in
    handle.pointee.buffer.pointee.removeAllWithoutInput()
    handle.pointee.buffer.pointee.writePlace(of: outReports, count: outReportCount)
    MachineHandle.writeEffectCodes(handle, to: outCodes, count: outCodeCount)
  }
  return status
}

/// See `interaction.h`.
@c(interaction_machine_effect_codes)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineEffectCodes(
  _ machine: UnsafePointer<interaction_machine>?,
  _ outCodes: UnsafeMutablePointer<UnsafePointer<interaction_effect_code>?>?,
  _ outCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outCodes, let outCount else { return Status.nullArgument }
  withHandle(machine) { MachineHandle.writeEffectCodes($0, to: outCodes, count: outCount) }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_decode_effects)
public func interactionMachineDecodeEffects(
  _ machine: UnsafePointer<interaction_machine>?, _ codes: UnsafePointer<interaction_effect_code>?,
  _ count: UInt32,
  _ outEffects: UnsafeMutablePointer<interaction_effect>?
) -> interaction_status {
  guard let machine else { return Status.nullArgument }
  if count == 0 { return Status.ok }
  guard let codes, let outEffects else { return Status.nullArgument }
  // More codes than an `Int` counts (wasm32) cannot lie in memory: refused, not trapped on.
  guard let count = Int(exactly: count) else { return Status.outOfRange }
  return withHandle(machine) { MachineHandle.decode($0, codes: codes, count: count, into: outEffects) }
}

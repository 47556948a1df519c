import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// The handle behind a caller's pointer (what `interaction_machine_new` handed out).
@_optimize(speed)
@inline(__always)
func handle(_ pointer: UnsafePointer<interaction_machine>) -> UnsafeMutablePointer<MachineHandle> {
  UnsafeMutablePointer(OpaquePointer(pointer))
}

/// The handle behind a caller's pointer, borrowed in place for the call (read it through
/// `pointee`: a copy of it would count references to its tables).
@_optimize(speed)
@inline(__always)
func withHandle<Result>(
  _ pointer: UnsafePointer<interaction_machine>, _ body: (UnsafeMutablePointer<MachineHandle>) -> Result
) -> Result {
  body(handle(pointer))
}

/// See `interaction.h`.
@c(interaction_machine_new)
public func interactionMachineNew(
  _ text: UnsafePointer<CChar>?, _ length: UInt64,
  _ outMachine: UnsafeMutablePointer<UnsafeMutablePointer<interaction_machine>?>?,
  _ outError: UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>?
) -> interaction_status {
  guard let outMachine else { return Status.nullArgument }
  let bytes: UnsafeBufferPointer<UInt8>
  do throws(Refusal) { bytes = try callerBytes(text, length) } catch { return error.status }
  do throws(TraceFailure) {
    let trace = try TraceText.parse(bytes)
    let machine = try TraceText.machine(for: trace)
    let handle = UnsafeMutablePointer<MachineHandle>.allocate(capacity: 1)
    handle.initialize(to: MachineHandle(machine: machine, trace: trace))
    outMachine.pointee = UnsafeMutablePointer(OpaquePointer(handle))
    return Status.ok
  } catch {
    return error.report(to: outError)
  }
}

/// The caller's `length` bytes at `pointer`, which may be NULL when `length` is 0. Refused with
/// NULL_ARGUMENT for a NULL pointer to some bytes, whatever their length (the pointer is checked first,
/// as every pointer is), and with OUT_OF_RANGE for a length beyond `Int`.
func callerBytes(_ pointer: UnsafePointer<CChar>?, _ length: UInt64) throws(Refusal) -> UnsafeBufferPointer<
  UInt8
> {
  guard let pointer else {
    guard length == 0 else { throw Refusal(status: Status.nullArgument) }
    return UnsafeBufferPointer(start: nil, count: 0)
  }
  guard length <= UInt64(Int.max) else { throw Refusal(status: Status.outOfRange) }
  return UnsafeBufferPointer(
    start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: Int(length))
}

/// See `interaction.h`.
@c(interaction_machine_free)
public func interactionMachineFree(_ machine: UnsafeMutablePointer<interaction_machine>?) {
  guard let machine else { return }
  let owned = handle(machine)
  owned.pointee.deallocate()
  owned.deinitialize(count: 1)
  owned.deallocate()
}

#if arch(wasm32)
  /// See `interaction.h`. In the wasm, a call of `interactionMachineSendAtReports`, in which the machine's
  /// path is inlined (JavaScript hosts call that one; inlined a second time here, it cost about 8 KB).
  @c(interaction_machine_send)
  public func interactionMachineSend(
    _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
    _ instant: Int64
  ) -> interaction_status {
    var instant = instant
    var reports: UnsafePointer<interaction_report>? = nil
    var count: UInt32 = 0
    return interactionMachineSendAtReports(machine, input, &instant, &reports, &count, nil, nil)
  }
#else
  /// See `interaction.h`.
  @c(interaction_machine_send)
  @_optimize(speed)  // per input: compiled for speed in a module compiled for size
  public func interactionMachineSend(
    _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
    _ instant: Int64
  ) -> interaction_status {
    guard let machine, let input else { return Status.nullArgument }
    return withHandle(machine) { MachineHandle.send($0, input, at: instant) }
  }
#endif

#if arch(wasm32)
  /// See `interaction.h`. In the wasm, a call of `interactionMachineSendAtReports`, in which the machine's
  /// path is inlined (inlined a second time here, it cost about 1.5 KB gzipped; JavaScript hosts call
  /// that one).
  @c(interaction_machine_send_reports)
  public func interactionMachineSendReports(
    _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
    _ instant: Int64, _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>?,
    _ outCount: UnsafeMutablePointer<UInt32>?
  ) -> interaction_status {
    var instant = instant
    return interactionMachineSendAtReports(machine, input, &instant, outReports, outCount, nil, nil)
  }
#else
  /// See `interaction.h`. `interaction_machine_send` and `interaction_machine_reports` in one call: the
  /// machine's path inlined as in `interactionMachineSend`, and the reports' place written from the buffer
  /// the call has just filled (no second call, no second lookup of the handle).
  @c(interaction_machine_send_reports)
  @_optimize(speed)  // per input: compiled for speed in a module compiled for size
  public func interactionMachineSendReports(
    _ machine: UnsafeMutablePointer<interaction_machine>?, _ input: UnsafePointer<interaction_input>?,
    _ instant: Int64, _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>?,
    _ outCount: UnsafeMutablePointer<UInt32>?
  ) -> interaction_status {
    guard let machine else { return Status.nullArgument }
    return withHandle(machine) { handle in
      // The buffer read between the checks: the compiler then checks the pointers one by one (merged, the
      // checks were made vector compares, slower; two by two, each pair `sete`s and an `or`).
      let buffer = handle.pointee.buffer
      guard let input else { return Status.nullArgument }
      guard let outReports, let outCount else { return Status.nullArgument }
      let status = MachineHandle.send(handle, input, at: instant)
      buffer.pointee.writePlace(of: outReports, count: outCount)
      return status
    }
  }
#endif

/// See `interaction.h`.
@c(interaction_machine_advance)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineAdvance(_ machine: UnsafeMutablePointer<interaction_machine>?, _ instant: Int64)
  -> interaction_status
{
  guard let machine else { return Status.nullArgument }
  return withHandle(machine) { MachineHandle.advance($0, to: instant) }
}

/// See `interaction.h`.
@c(interaction_machine_next_deadline)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineNextDeadline(
  _ machine: UnsafePointer<interaction_machine>?, _ outInstant: UnsafeMutablePointer<Int64>?
) -> interaction_status {
  guard let machine, let outInstant else { return Status.nullArgument }
  return withHandle(machine) { handle in
    guard let deadline = handle.pointee.machine.pointee.nextDeadline else { return Status.noDeadline }
    outInstant.pointee = deadline.nanoseconds
    return Status.ok
  }
}

/// See `interaction.h`.
@c(interaction_machine_now)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineNow(
  _ machine: UnsafePointer<interaction_machine>?, _ outInstant: UnsafeMutablePointer<Int64>?
) -> interaction_status {
  guard let machine, let outInstant else { return Status.nullArgument }
  outInstant.pointee = withHandle(machine) { $0.pointee.machine.pointee.now.nanoseconds }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_reports)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineReports(
  _ machine: UnsafePointer<interaction_machine>?,
  _ outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>?,
  _ outCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outReports, let outCount else { return Status.nullArgument }
  withHandle(machine) { $0.pointee.buffer.pointee.writePlace(of: outReports, count: outCount) }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_effects)
@_optimize(speed)  // per input: compiled for speed in a module compiled for size
public func interactionMachineEffects(
  _ machine: UnsafePointer<interaction_machine>?,
  _ outEffects: UnsafeMutablePointer<UnsafePointer<interaction_effect>?>?,
  _ outCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outEffects, let outCount else { return Status.nullArgument }
  withHandle(machine) { handle in
    let (effects, count) = MachineHandle.effects(handle)
    writeBorrowedPlace(of: effects, count: count, to: outEffects, count: outCount)
  }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_appearance)
public func interactionMachineAppearance(
  _ machine: UnsafePointer<interaction_machine>?, _ instant: Int64,
  _ outAppearance: UnsafeMutablePointer<interaction_appearance>?
) -> interaction_status {
  guard let machine, let outAppearance else { return Status.nullArgument }
  outAppearance.pointee = withHandle(machine) { $0.pointee.appearance(at: instant) }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_name_count)
public func interactionMachineNameCount(
  _ machine: UnsafePointer<interaction_machine>?, _ outCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outCount else { return Status.nullArgument }
  outCount.pointee = withHandle(machine) { UInt32(truncatingIfNeeded: $0.pointee.names.count) }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_name)
public func interactionMachineName(
  _ machine: UnsafePointer<interaction_machine>?, _ name: UInt32,
  _ outUTF8: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outUTF8, let outLength else { return Status.nullArgument }
  return withHandle(machine) { handle in
    guard let index = name.index(below: handle.pointee.names.count) else { return Status.unknownName }
    let bytes = handle.pointee.names.utf8(index)
    outUTF8.pointee = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
    outLength.pointee = UInt32(truncatingIfNeeded: bytes.count)
    return Status.ok
  }
}

/// See `interaction.h`.
@c(interaction_machine_find_name)
public func interactionMachineFindName(
  _ machine: UnsafePointer<interaction_machine>?, _ utf8: UnsafePointer<CChar>?, _ length: UInt64,
  _ outName: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outName else { return Status.nullArgument }
  let bytes: UnsafeBufferPointer<UInt8>
  do throws(Refusal) { bytes = try callerBytes(utf8, length) } catch { return error.status }
  guard isValidUTF8(bytes) else { return Status.invalidUTF8 }
  return withHandle(machine) { handle in
    guard let index = handle.pointee.names.index(of: bytes) else { return Status.unknownName }
    outName.pointee = UInt32(index)
    return Status.ok
  }
}

/// See `interaction.h`.
@c(interaction_machine_trace_input_count)
public func interactionMachineTraceInputCount(
  _ machine: UnsafePointer<interaction_machine>?, _ outCount: UnsafeMutablePointer<UInt32>?
) -> interaction_status {
  guard let machine, let outCount else { return Status.nullArgument }
  outCount.pointee = withHandle(machine) { UInt32(truncatingIfNeeded: $0.pointee.traceInputs.count) }
  return Status.ok
}

/// See `interaction.h`.
@c(interaction_machine_trace_input)
public func interactionMachineTraceInput(
  _ machine: UnsafePointer<interaction_machine>?, _ index: UInt32, _ outInstant: UnsafeMutablePointer<Int64>?,
  _ outInput: UnsafeMutablePointer<interaction_input>?
) -> interaction_status {
  guard let machine, let outInstant, let outInput else { return Status.nullArgument }
  return withHandle(machine) { handle in
    guard let index = index.index(below: handle.pointee.traceInputs.count) else { return Status.outOfRange }
    outInstant.pointee = handle.pointee.traceInstants[index]
    outInput.pointee = handle.pointee.traceInputs[index]
    return Status.ok
  }
}

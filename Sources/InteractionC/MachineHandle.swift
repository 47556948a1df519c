import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What an `interaction_machine *` points at: the machine, its names as C reads them, the trace's
/// inputs, and the reports of its last call. A struct in memory of its own (`interaction_machine_new`
/// allocates it, `interaction_machine_free` releases it), reached through the caller's pointer: a call
/// borrows it in place, with no reference counted. What changes (the machine, the reports) lives
/// behind pointers that the handle owns, so that a call reaches it with no exclusivity check.
struct MachineHandle {
  /// The machine.
  let machine: UnsafeMutablePointer<InteractionMachine>
  /// Its names: the core's name codes, then the custom previews' names.
  let names: NameTable
  /// For each preview code of the machine: what `show-preview` shows.
  let previews: [PreviewFields]
  /// For each fraction code of the machine: its value in millionths.
  let fractions: [Int64]
  /// The trace's inputs, as C inputs, and their instants.
  private(set) var traceInputs: [interaction_input] = []
  private(set) var traceInstants: [Int64] = []
  /// The last call's reports.
  let buffer: UnsafeMutablePointer<ReportBuffer>
  /// The scene as declared and the configuration in force, with the reader of inputs' text
  /// (``DeclaredScene``).
  let declared: UnsafeMutablePointer<DeclaredScene>

  /// What a `show-preview` effect names for one preview code.
  struct PreviewFields {
    var kind: interaction_preview_kind
    var name: UInt32
    var size: Size?
  }

  /// A handle for a trace's machine: its scene, configuration and inputs as the trace declares them.
  @_optimize(size)  // once per machine
  init(machine: InteractionMachine, trace: Trace) {
    self.init(machine: machine, scene: trace.scene, configuration: trace.configuration)
    // Only a trace has inputs: the conversion is not linked in a module without the trace parser.
    traceInputs.reserveCapacity(trace.inputs.count)
    traceInstants.reserveCapacity(trace.inputs.count)
    for timed in trace.inputs {
      // Every id a trace's input names is declared in it, so it is in the table (SPEC section 9).
      traceInputs.append(
        interaction_input(timed.input, names: names) ?? interaction_input(verb: InputVerb.tick.rawValue))
      traceInstants.append(timed.instant.nanoseconds)
    }
  }

  /// A handle for a machine made from `scene` and `configuration` (a trace's, or a scene builder's), with
  /// no inputs.
  @_optimize(size)  // once per machine
  init(machine: InteractionMachine, scene: Scene, configuration: Configuration) {
    self.machine = .allocate(capacity: 1)
    self.machine.initialize(to: machine)
    var strings = machine.reportNameStrings
    var previews: [PreviewFields] = []
    for index in 0..<machine.reportPreviewCount {
      let (preview, size) = machine.reportPreview(index)
      switch preview {
      case .source:
        previews.append(
          PreviewFields(
            kind: interaction_preview_kind(INTERACTION_PREVIEW_KIND_SOURCE), name: NameIndex.none, size: size)
        )
      case .custom(let name):
        previews.append(
          PreviewFields(
            kind: interaction_preview_kind(INTERACTION_PREVIEW_KIND_CUSTOM), name: UInt32(strings.count),
            size: size))
        strings.append(name)
      }
    }
    names = NameTable(strings)
    self.previews = previews
    fractions = machine.reportFractions.map { $0.millionths }
    buffer = .allocate(capacity: 1)
    buffer.initialize(to: ReportBuffer(reportCapacity: 16, effectCapacity: 64))
    declared = .allocate(capacity: 1)
    declared.initialize(to: DeclaredScene(scene: scene, configuration: configuration))
  }

  /// Releases what the handle's pointers own (the handle's own memory is its caller's to release).
  @_optimize(speed)
  func deallocate() {
    machine.deinitialize(count: 1)
    machine.deallocate()
    buffer.pointee.deallocate()
    buffer.deinitialize(count: 1)
    buffer.deallocate()
    declared.deinitialize(count: 1)
    declared.deallocate()
  }

  /// Handles a C input at an instant, writing its reports. Static, on the handle's pointer: each field
  /// is read in place, and no copy of the handle counts references to its tables. An instant the machine
  /// refuses (before ``InteractionMachine/now`` or after its latest instant) is handed to the same path
  /// out of line (``sendRefused(_:at:)``): the machine's refusal, which copies the machine to build its
  /// report, then leaves the inlined path, whose own test of the instant folds into this one.
  @inline(__always)
  @_optimize(speed)
  static func send(
    _ handle: UnsafeMutablePointer<MachineHandle>, _ input: UnsafePointer<interaction_input>,
    at instant: Int64
  ) -> interaction_status {
    let machine = handle.pointee.machine
    let buffer = handle.pointee.buffer
    buffer.pointee.removeAll(input: input)
    #if !arch(wasm32)  // in the wasm, no faster, and the second path cost about 1 KB gzipped
      guard
        instant >= machine.pointee.now.nanoseconds && instant <= machine.pointee.latestInstant.nanoseconds
      else { return sendRefused(handle, at: instant) }
    #endif
    return machineSend(handle, machine, buffer, at: instant)
  }

  #if !arch(wasm32)
    /// ``send(_:_:at:)`` of an instant the machine refuses (its reports' buffer already emptied); not in
    /// the wasm.
    @inline(never)
    @_optimize(size)  // only for an instant the machine refuses
    static func sendRefused(_ handle: UnsafeMutablePointer<MachineHandle>, at instant: Int64)
      -> interaction_status
    {
      machineSend(handle, handle.pointee.machine, handle.pointee.buffer, at: instant)
    }
  #endif

  /// The machine's `send` of the call's input (the buffer's, which has been emptied for the call) at
  /// `instant`, its reports written. The handle's machine and buffer are passed as read once, so that
  /// the machine's own test of the instant reads what the caller's has read.
  @inline(__always)
  @_optimize(speed)
  private static func machineSend(
    _ handle: UnsafeMutablePointer<MachineHandle>, _ machine: UnsafeMutablePointer<InteractionMachine>,
    _ buffer: UnsafeMutablePointer<ReportBuffer>, at instant: Int64
  ) -> interaction_status {
    let backwards = instant < machine.pointee.now.nanoseconds
    var sink = CReportSink(machine: machine, buffer: buffer)
    do {
      try buffer.pointee.input.pointee.withInput(names: Unmanaged.passUnretained(handle.pointee.names)) {
        input in
        machine.pointee.send(input, at: Instant(nanoseconds: instant), to: &sink)
      }
    } catch {
      return error.status
    }
    CReportSink.writeInputTransition(machine: machine, buffer: buffer)
    return backwards ? Status.timeWentBackwards : Status.ok
  }

  /// Advances time, writing the reports of the timers that fire.
  @_optimize(speed)
  static func advance(_ handle: UnsafeMutablePointer<MachineHandle>, to instant: Int64) -> interaction_status
  {
    let machine = handle.pointee.machine
    let buffer = handle.pointee.buffer
    buffer.pointee.removeAllWithoutInput()
    guard instant >= machine.pointee.now.nanoseconds else { return Status.timeWentBackwards }
    var sink = CReportSink(machine: machine, buffer: buffer)
    machine.pointee.advance(to: Instant(nanoseconds: instant), to: &sink)
    return Status.ok
  }
}

import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// The reports and effects of a machine's last call, as C structs in memory the machine owns. The
/// buffers only grow (doubling), so once a machine has made its largest call, a call allocates
/// nothing. A struct that its handle keeps behind a pointer: writing a report checks no exclusivity
/// and counts no reference.
///
/// Each transition's effects are kept packed beside its report, as the machine makes them, and become
/// C structs only when the host asks for them (`interaction_machine_effects`): a host that reads only
/// the reports pays nothing for the effects, as a Swift sink that reads no effect does not.
struct ReportBuffer {
  private(set) var reports: UnsafeMutablePointer<interaction_report>
  /// The input of the call under way (a zeroed one while time advances): the trigger of a transition
  /// that no timer caused. The caller's, read where it lies, unless it lies in these reports (a host may
  /// send a report's input again), which the call overwrites: then a copy, ``heldInput``.
  private(set) var input: UnsafePointer<interaction_input>
  /// The copy of an input that lay in the reports; zeroed while time advances.
  private let heldInput: UnsafeMutablePointer<interaction_input>
  private(set) var reportCount = 0
  /// For each report, its transition's effects, packed (unused for an ignored input, and for the
  /// report whose effects are still the machine's, ``effectsInMachine``).
  private var packedEffects: UnsafeMutablePointer<EffectCodes>
  /// The report of the input's transition, whose effects were left in the machine
  /// (``reserveInputTransition()``); -1 for none.
  private var effectsInMachine = -1
  private var reportCapacity: Int
  /// The last call's effects as C structs, once ``decodeEffects(machine:_:)`` has made them.
  private(set) var effects: UnsafeMutablePointer<interaction_effect>
  /// How many effects the last call's transitions carry.
  private(set) var effectCount = 0
  private var effectsDecoded = true
  private var effectCapacity: Int
  /// The last call's effects as their packed codes (``EffectCode/packed``), once
  /// ``packEffects(machine:)`` has written them; as many as ``effectCount``.
  private(set) var codes: UnsafeMutablePointer<UInt64>
  private var codesPacked = true
  private var codeCapacity: Int

  @_optimize(speed)
  init(reportCapacity: Int, effectCapacity: Int) {
    self.reportCapacity = reportCapacity
    self.effectCapacity = effectCapacity
    reports = .allocate(capacity: reportCapacity)
    packedEffects = .allocate(capacity: reportCapacity)
    effects = .allocate(capacity: effectCapacity)
    codeCapacity = effectCapacity
    codes = .allocate(capacity: effectCapacity)
    heldInput = .allocate(capacity: 1)
    heldInput.initialize(to: interaction_input())
    input = UnsafePointer(heldInput)
  }

  /// Releases the buffers.
  @_optimize(speed)
  func deallocate() {
    reports.deallocate()
    packedEffects.deallocate()
    effects.deallocate()
    codes.deallocate()
    heldInput.deallocate()
  }

  /// Forgets the last call's reports, and takes the input of the call that begins.
  @inline(__always)
  @_optimize(speed)
  mutating func removeAll(input: UnsafePointer<interaction_input>) {
    let offset = UInt(bitPattern: input) &- UInt(bitPattern: reports)
    if offset < UInt(reportCapacity &* MemoryLayout<interaction_report>.stride) {
      heldInput.pointee = input.pointee
      self.input = UnsafePointer(heldInput)
    } else {
      self.input = input
    }
    forgetReports()
  }

  /// Forgets the last call's reports, no input under way: time advances, or a call is refused before
  /// its input is made.
  @inline(__always)
  @_optimize(speed)
  mutating func removeAllWithoutInput() {
    heldInput.pointee = interaction_input()
    input = UnsafePointer(heldInput)
    forgetReports()
  }

  @inline(__always)
  @_optimize(speed)
  private mutating func forgetReports() {
    reportCount = 0
    effectCount = 0
    effectsDecoded = false
    codesPacked = false
    effectsInMachine = -1
  }

  /// Writes where the last call's reports are (`nil` for none) and how many: the out-parameters of
  /// `interaction_machine_reports` and of the sends that return their reports.
  @inline(__always)
  @_optimize(speed)
  func writePlace(
    of outReports: UnsafeMutablePointer<UnsafePointer<interaction_report>?>,
    count outCount: UnsafeMutablePointer<UInt32>
  ) {
    writeBorrowedPlace(of: reports, count: reportCount, to: outReports, count: outCount)
  }

  /// The slot of a new report at the end, uninitialized (its struct is trivial: the caller writes
  /// it whole).
  @inline(__always)
  @_optimize(speed)
  mutating func nextReport() -> UnsafeMutablePointer<interaction_report> {
    if reportCount == reportCapacity { growReports() }
    reportCount &+= 1
    return reports + (reportCount &- 1)
  }

  /// Keeps the effects of the report just added (the machine's last transition's), packed; returns the
  /// index its first effect will have, and how many it has.
  @inline(__always)
  @_optimize(speed)
  mutating func keepEffects(of machine: UnsafeMutablePointer<InteractionMachine>) -> (
    start: Int, count: UInt8
  ) {
    let start = effectCount
    let slot = packedEffects + (reportCount &- 1)
    #if arch(wasm32)
      // The list copied whole, as the wasm's codes are four fields each (``EffectCode``).
      let effects = machine.pointee.lastTransitionRecord.effects
      slot.initialize(to: effects)
      let count = effects.count
    #else
      let count = InteractionMachine.copyLastTransitionEffects(machine, to: slot)
    #endif
    effectCount &+= Int(count)
    return (start, count)
  }

  /// Takes the slot of the input's transition, the call's last, written once the machine's call returns
  /// (``CReportSink/writeInputTransition(machine:buffer:)``); its effects stay in the machine until the
  /// next call.
  @inline(__always)
  @_optimize(speed)
  mutating func reserveInputTransition() {
    _ = nextReport()
    effectsInMachine = reportCount &- 1
  }

  /// The slot ``reserveInputTransition()`` took in this call, if it took one.
  @inline(__always)
  @_optimize(speed)
  var inputTransitionSlot: UnsafeMutablePointer<interaction_report>? {
    effectsInMachine < 0 ? nil : reports + effectsInMachine
  }

  /// Counts the effects of the input's transition, the call's last report with effects, whose codes
  /// stay in the machine; returns the index its first effect will have.
  @inline(__always)
  @_optimize(speed)
  mutating func countEffectsInMachine(_ count: UInt8) -> Int {
    let start = effectCount
    effectCount &+= Int(count)
    return start
  }

  /// Makes C structs of the last call's effects, once per call, each with `decode`, from their packed
  /// codes (``packEffects(machine:)``); returns them.
  @_optimize(speed)
  mutating func decodeEffects(
    machine: UnsafeMutablePointer<InteractionMachine>,
    _ decode: (EffectCode, UnsafeMutablePointer<interaction_effect>) -> Void
  ) -> UnsafeMutablePointer<interaction_effect> {
    if effectsDecoded { return effects }
    let codes = packEffects(machine: machine)
    while effectCapacity < effectCount { growEffects() }
    for index in 0..<effectCount { decode(EffectCode(unchecked: codes[index]), effects + index) }
    effectsDecoded = true
    return effects
  }

  /// Writes the packed codes of the last call's effects, once per call; returns them (as many as
  /// ``effectCount``, in the order of ``decodeEffects(machine:_:)``). A timer's transition's codes are
  /// copied as they lie: ``EffectCode/packed`` is a code's own bytes.
  @_optimize(speed)
  mutating func packEffects(machine: UnsafeMutablePointer<InteractionMachine>) -> UnsafeMutablePointer<UInt64>
  {
    if codesPacked { return codes }
    if codeCapacity < effectCount { growCodes() }
    var slot = codes
    for index in 0..<reportCount
    where reports[index].kind == interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION) {
      if index == effectsInMachine {
        // The machine's last transition's, read where they lie (no copy of its record).
        let count = Int(machine.pointee.lastTransitionRecord.effects.count)
        for position in 0..<count {
          slot[position] = machine.pointee.lastTransitionRecord.effects[position].packed
        }
        slot += count
        continue
      }
      let count = Int(packedEffects[index].count)
      Self.copyCodes(UnsafeRawPointer(packedEffects + index), count: count, to: slot)
      slot += count
    }
    codesPacked = true
    return codes
  }

  /// Copies `count` codes from where a list of codes lies (``EffectCodes``) to `slot`, 8 bytes at a time.
  @inline(__always)
  @_optimize(speed)
  private static func copyCodes(_ list: UnsafeRawPointer, count: Int, to slot: UnsafeMutablePointer<UInt64>) {
    for position in 0..<count {
      slot[position] = list.loadUnaligned(fromByteOffset: position &* 8, as: UInt64.self)
    }
  }

  @_optimize(size)  // only when the buffer grows
  private mutating func growReports() {
    let larger = UnsafeMutablePointer<interaction_report>.allocate(capacity: reportCapacity * 2)
    larger.moveInitialize(from: reports, count: reportCount)
    reports.deallocate()
    reports = larger
    let largerPacked = UnsafeMutablePointer<EffectCodes>.allocate(capacity: reportCapacity * 2)
    largerPacked.moveInitialize(from: packedEffects, count: reportCount)
    packedEffects.deallocate()
    packedEffects = largerPacked
    reportCapacity *= 2
  }

  /// Makes room for ``effectCount`` decoded effects (the old ones are made again).
  @_optimize(size)  // only when the buffer grows
  private mutating func growEffects() {
    effects.deallocate()
    effectCapacity *= 2
    effects = .allocate(capacity: effectCapacity)
  }

  /// Makes room for ``effectCount`` packed codes (the old ones are written again).
  @_optimize(size)  // only when the buffer grows
  private mutating func growCodes() {
    codes.deallocate()
    while codeCapacity < effectCount { codeCapacity *= 2 }
    codes = .allocate(capacity: codeCapacity)
  }
}

/// Writes where `count` elements that the machine lends lie (`nil` for none) and how many, into a
/// caller's two out-parameters: the reports, the effects and the effects' codes of the last call.
@inline(__always)
@_optimize(speed)
func writeBorrowedPlace<Element>(
  of elements: UnsafeMutablePointer<Element>, count: Int,
  to outElements: UnsafeMutablePointer<UnsafePointer<Element>?>,
  count outCount: UnsafeMutablePointer<UInt32>
) {
  outElements.pointee = count == 0 ? nil : UnsafePointer(elements)
  outCount.pointee = UInt32(truncatingIfNeeded: count)
}

import CInteraction
import Foundation
import InteractionCore
import Testing

/// The effects as packed codes (`interaction_machine_effect_codes`, `interaction_machine_decode_effects`)
/// and the send whose input and instant are arguments (`interaction_machine_send_fields`): what a
/// JavaScript host calls per input.
@Suite struct CEffectCodeTests {
  /// A scene with one target whose menu has one action.
  static let scene = """
    trace 1
    target card frame=0,0,200,200
      action share "Share"
    """

  @Test("a call without effects: the reports, the effects and their codes are NULL with a count of 0")
  func noEffectsAreNull() throws {
    let machine = try #require(CMachine(Self.scene))
    var up = interaction_input()
    up.verb = InputVerb.up.rawValue  // no finger down: ignored, no transition, no effect
    #expect(interaction_machine_send(machine.pointer, &up, 0) == INTERACTION_STATUS_OK)
    var effects = UnsafePointer<interaction_effect>(bitPattern: 8)
    var codes = UnsafePointer<interaction_effect_code>(bitPattern: 8)
    var counts: [UInt32] = [9, 9]
    #expect(interaction_machine_effects(machine.pointer, &effects, &counts[0]) == INTERACTION_STATUS_OK)
    #expect(interaction_machine_effect_codes(machine.pointer, &codes, &counts[1]) == INTERACTION_STATUS_OK)
    #expect(effects == nil && codes == nil && counts == [0, 0])
    #expect(interaction_machine_advance(machine.pointer, 1) == INTERACTION_STATUS_OK)  // no report at all
    var reports = UnsafePointer<interaction_report>(bitPattern: 8)
    effects = UnsafePointer<interaction_effect>(bitPattern: 8)
    counts = [9, 9]
    #expect(interaction_machine_reports(machine.pointer, &reports, &counts[0]) == INTERACTION_STATUS_OK)
    #expect(interaction_machine_effects(machine.pointer, &effects, &counts[1]) == INTERACTION_STATUS_OK)
    #expect(reports == nil && effects == nil && counts == [0, 0])
  }

  @Test("NULL where a pointer is required: NULL_ARGUMENT, nothing sent, nothing written")
  func nullArguments() throws {
    let machine = try #require(CMachine(Self.scene))
    var reports: UnsafePointer<interaction_report>?
    var codes: UnsafePointer<interaction_effect_code>?
    var counts: [UInt32] = [9, 9]
    let up = UInt32(InputVerb.up.rawValue)
    func sendFields(_ machine: UnsafeMutablePointer<interaction_machine>?, null: Int) -> interaction_status {
      withUnsafeMutablePointer(to: &reports) { reports in
        withUnsafeMutablePointer(to: &codes) { codes in
          counts.withUnsafeMutableBufferPointer { counts in
            interaction_machine_send_fields(
              machine, up, 0, 0, 0, 0, INTERACTION_NO_NAME, 5, null == 1 ? nil : reports,
              null == 2 ? nil : counts.baseAddress, null == 3 ? nil : codes,
              null == 4 ? nil : counts.baseAddress! + 1)
          }
        }
      }
    }
    #expect(sendFields(nil, null: 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    for null in 1...4 {  // each pointer NULL in turn
      #expect(sendFields(machine.pointer, null: null) == INTERACTION_STATUS_NULL_ARGUMENT, "argument \(null)")
    }
    #expect(reports == nil && codes == nil && counts == [9, 9] && machine.now == 0)
    #expect(interaction_machine_effect_codes(nil, &codes, &counts[0]) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(
      interaction_machine_effect_codes(machine.pointer, nil, &counts[0]) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(
      interaction_machine_effect_codes(machine.pointer, &codes, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(codes == nil && counts == [9, 9])
    var code = interaction_effect_code(EffectCode.haptic.packed)
    var effect = interaction_effect()
    #expect(interaction_machine_decode_effects(nil, &code, 1, &effect) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(
      interaction_machine_decode_effects(machine.pointer, nil, 1, &effect) == INTERACTION_STATUS_NULL_ARGUMENT
    )
    #expect(
      interaction_machine_decode_effects(machine.pointer, &code, 1, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(effect.kind == 0)
  }

  @Test(
    "I4: every shipped trace: each call's codes decode, now and later, to the structs of interaction_machine_effects"
  )
  func codesDecodeToTheEffects() throws {
    var codesKept = 0
    for url in CABIFixtures.shippedTraces {
      let machine = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      var kept: [([interaction_effect_code], [UInt8])] = []
      for (instant, input) in machine.traceInputs {
        machine.send(input, at: instant)
        let codes = machine.effectCodes
        let decoded = try #require(machine.decode(codes), "\(url.lastPathComponent) at \(instant)")
        #expect(decoded == machine.effectBytes, "\(url.lastPathComponent) at \(instant)")
        kept.append((codes, decoded))
      }
      // A code stays good for its machine after later calls: a host keeps it past the next send.
      for (codes, bytes) in kept {
        #expect(machine.decode(codes) == bytes, "\(url.lastPathComponent)")
        codesKept += codes.count
      }
    }
    #expect(codesKept > 500)
  }

  @Test(
    "interaction_machine_send_fields: the status, reports and effects of send_at_reports, the fields as doubles"
  )
  func sendFields() throws {
    var inputs = 0
    for url in CABIFixtures.shippedTraces {
      let apart = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      let together = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      for (instant, input) in apart.traceInputs {
        var reports: UnsafePointer<interaction_report>?
        var reportCount: UInt32 = 99
        var codes: UnsafePointer<interaction_effect_code>?
        var codeCount: UInt32 = 99
        let status = interaction_machine_send_fields(
          together.pointer, UInt32(input.verb), UInt32(input.key), Double(input.x), Double(input.y),
          Double(input.force), input.name, Double(instant), &reports, &reportCount, &codes, &codeCount)
        #expect(status == apart.send(input, at: instant))
        var expected: UnsafePointer<interaction_report>?
        var expectedCount: UInt32 = 0
        _ = interaction_machine_reports(together.pointer, &expected, &expectedCount)
        #expect(reports == expected && reportCount == expectedCount)
        let codeList = codes.map { Array(UnsafeBufferPointer(start: $0, count: Int(codeCount))) } ?? []
        #expect(codeList.count == Int(codeCount) && codeList == together.effectCodes)
        #expect(together.reports == apart.reports, "\(url.lastPathComponent) at \(instant)")
        #expect(together.effectBytes == apart.effectBytes, "\(url.lastPathComponent) at \(instant)")
        inputs += 1
      }
    }
    #expect(inputs > 400)
  }

  @Test("interaction_machine_send_fields refuses a verb or key past a byte, and numbers that are not whole")
  func sendFieldsRefuses() throws {
    let machine = try #require(CMachine(Self.scene))
    var reports: UnsafePointer<interaction_report>?
    var reportCount: UInt32 = 0
    var codes: UnsafePointer<interaction_effect_code>?
    var codeCount: UInt32 = 0
    let down = UInt32(InputVerb.down.rawValue)
    func send(
      verb: UInt32 = UInt32(InputVerb.down.rawValue), key: UInt32 = 0, x: Double = 100, y: Double = 100,
      force: Double = 0, instant: Double = 1_000_000
    ) -> interaction_status {
      interaction_machine_send_fields(
        machine.pointer, verb, key, x, y, force, INTERACTION_NO_NAME, instant, &reports, &reportCount, &codes,
        &codeCount)
    }
    /// Sends `refused` after an input that reports, the out-parameters poisoned: as
    /// `interaction_machine_send` refuses an input, nothing happens and the reports are empty, and the
    /// out-parameters are written, as for every status but NULL_ARGUMENT.
    func expectRefused(
      _ refused: @autoclosure () -> interaction_status, _ status: Int,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(send(verb: UInt32(InputVerb.up.rawValue), instant: 0) == INTERACTION_STATUS_OK)
      #expect(machine.reports.count == 1, sourceLocation: sourceLocation)  // the up is ignored: no touch
      reports = UnsafePointer(bitPattern: 0x7)
      reportCount = 9
      codes = UnsafePointer(bitPattern: 0x7)
      codeCount = 9
      #expect(refused() == status, sourceLocation: sourceLocation)
      #expect(
        reports == nil && reportCount == 0 && codes == nil && codeCount == 0, "out-parameters written",
        sourceLocation: sourceLocation)
      #expect(machine.reports.isEmpty, "the last call's reports forgotten", sourceLocation: sourceLocation)
      #expect(machine.now == 0, "nothing was sent", sourceLocation: sourceLocation)
    }
    expectRefused(send(verb: down | 0x100), INTERACTION_STATUS_INVALID_ENUM)
    expectRefused(send(key: 0x101), INTERACTION_STATUS_INVALID_ENUM)
    // A byte, but no verb: the machine's own refusal.
    expectRefused(send(verb: 0xEE), INTERACTION_STATUS_INVALID_ENUM)
    expectRefused(send(x: 0.5), INTERACTION_STATUS_OUT_OF_RANGE)
    expectRefused(send(y: .nan), INTERACTION_STATUS_OUT_OF_RANGE)
    expectRefused(send(force: .infinity), INTERACTION_STATUS_OUT_OF_RANGE)
    expectRefused(send(instant: 0x1p63), INTERACTION_STATUS_OUT_OF_RANGE)
    expectRefused(send(instant: 1.5), INTERACTION_STATUS_OUT_OF_RANGE)
    #expect(send() == INTERACTION_STATUS_OK)
    #expect(reportCount == 1 && machine.now == 1_000_000)
  }

  @Test(
    "interaction_machine_decode_effects refuses a code whose kind, value or name this machine lacks, writing nothing"
  )
  func decodeRefuses() throws {
    let machine = try #require(CMachine(Self.scene))
    let haptic = interaction_effect_code(EffectCode.haptic.packed)
    var sentinel = interaction_effect()
    sentinel.name_a = 12345
    var out = [sentinel, sentinel]
    func decode(_ codes: [interaction_effect_code]) -> interaction_status {
      interaction_machine_decode_effects(machine.pointer, codes, UInt32(codes.count), &out)
    }
    #expect(decode([haptic, 0xFF]) == INTERACTION_STATUS_INVALID_ENUM, "no kind")
    #expect(decode([haptic, haptic | 0x0100]) == INTERACTION_STATUS_INVALID_ENUM, "haptic takes no value")
    #expect(
      decode([haptic, haptic | 0xFFFF_FF00_0000_0000]) == INTERACTION_STATUS_OUT_OF_RANGE, "no such name")
    #expect(out.allSatisfy { $0.name_a == 12345 }, "nothing written")
    #expect(decode([haptic]) == INTERACTION_STATUS_OK)
    #expect(out[0].kind == interaction_effect_kind(INTERACTION_EFFECT_KIND_HAPTIC) && out[1].name_a == 12345)
    #expect(interaction_machine_decode_effects(machine.pointer, nil, 0, nil) == INTERACTION_STATUS_OK)
  }
}

extension CMachine {
  /// The last call's effects as packed codes, read through `interaction_machine_effect_codes`.
  var effectCodes: [interaction_effect_code] {
    var codes: UnsafePointer<interaction_effect_code>?
    var count: UInt32 = 0
    _ = interaction_machine_effect_codes(pointer, &codes, &count)
    guard let codes else { return [] }
    return Array(UnsafeBufferPointer(start: codes, count: Int(count)))
  }

  /// The structs of `codes` as bytes, made by `interaction_machine_decode_effects`; `nil` when refused.
  func decode(_ codes: [interaction_effect_code]) -> [UInt8]? {
    var effects = [interaction_effect](repeating: interaction_effect(), count: codes.count)
    guard
      interaction_machine_decode_effects(pointer, codes, UInt32(codes.count), &effects)
        == INTERACTION_STATUS_OK
    else { return nil }
    return effects.withUnsafeBytes { Array($0) }
  }

  /// The latest instant the machine has been handed.
  var now: Int64 {
    var now: Int64 = 0
    _ = interaction_machine_now(pointer, &now)
    return now
  }
}

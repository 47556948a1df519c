import CInteraction
import Foundation
import InteractionCore
import Testing

/// What fuzzing the C ABI call by call found (`interaction-fuzz-cabi`, `scripts/fuzz`): each a promise of
/// `interaction.h` that a host's bytes broke, kept as an ordinary test beside its regression input.
@Suite struct CABIFuzzFindingTests {
  static let scene = """
    target apple frame=0,0,390,44 preview=custom:apple-card destination=same
      action copy "Copy"
    """

  /// The transcript line of the machine's last report, through `interaction_machine_report_text` with
  /// the machine's own effects: the status, and the line on OK.
  static func lastLine(_ machine: CMachine) -> (interaction_status, String) {
    var reports: UnsafePointer<interaction_report>?
    var count: UInt32 = 0
    _ = interaction_machine_reports(machine.pointer, &reports, &count)
    var effects: UnsafePointer<interaction_effect>?
    var effectCount: UInt32 = 0
    _ = interaction_machine_effects(machine.pointer, &effects, &effectCount)
    guard let reports, count > 0 else { return (interaction_status(INTERACTION_STATUS_OK), "") }
    return CGrammarTests.text {
      interaction_machine_report_text(
        machine.pointer, reports + Int(count - 1), effects, effectCount, $0, $1, $2)
    }
  }

  @Test(
    "report_text of the machine's own transition for a `down` whose unused `name` holds any value: the line (the header: zero it, then set what the verb takes)"
  )
  func reportTextIgnoresTheNameOfAVerbWithoutOne() throws {
    let machine = try #require(CMachine(Self.scene))
    let twin = try #require(CMachine(Self.scene))
    var input = cInput(.down, x: 100_000, y: 20_000)
    #expect(interaction_machine_send(twin.pointer, &input, 0) == INTERACTION_STATUS_OK)
    input.name = 0x7FFF_FFFF  // no name of this machine; `down` takes none
    #expect(interaction_machine_send(machine.pointer, &input, 0) == INTERACTION_STATUS_OK)
    let (status, line) = Self.lastLine(machine)
    #expect(status == INTERACTION_STATUS_OK)
    #expect(line == Self.lastLine(twin).1)
    #expect(line.contains("idle --down 100,20--> pressing"), "\(line)")
  }

  @Test(
    "report_text of the machine's own transition for a `remove` by a second index of the target's id (a custom preview named as the target): the line"
  )
  func reportTextReadsANameByItsBytes() throws {
    let scene = "target apple frame=0,0,390,44 preview=custom:apple\n"
    let machine = try #require(CMachine(scene))
    let twin = try #require(CMachine(scene))
    var count: UInt32 = 0
    #expect(interaction_machine_name_count(machine.pointer, &count) == INTERACTION_STATUS_OK)
    // The table holds `apple` twice: the target's id first, the custom preview's name last.
    #expect(machine.find("apple") == 0)
    #expect(machine.name(count - 1) == "apple")
    var input = cInput(.remove, 0)
    #expect(interaction_machine_send(twin.pointer, &input, 0) == INTERACTION_STATUS_OK)
    input.name = count - 1
    #expect(interaction_machine_send(machine.pointer, &input, 0) == INTERACTION_STATUS_OK)
    let (status, line) = Self.lastLine(machine)
    #expect(status == INTERACTION_STATUS_OK)
    #expect(line == Self.lastLine(twin).1)
    #expect(line.contains("--remove apple-->"), "\(line)")
  }

  @Test(
    "a NULL buffer with a capacity above 0: NULL_ARGUMENT, *out_length, *out_error and *out_result untouched, whatever the text's length (the header: `buffer` may be NULL when `capacity` is 0)"
  )
  func nullBufferWithACapacity() throws {
    let machine = try #require(CMachine(Self.scene))
    let good = Array((Self.scene + "\nat 0 tick\n").utf8)
    let bad = Array("target ?\n".utf8)
    let untouchedError = UnsafeMutablePointer<interaction_error>(bitPattern: 0xA5A5)
    var statuses: [String: interaction_status] = [:]
    func call(_ name: String, _ body: (UnsafeMutablePointer<UInt64>) -> interaction_status) {
      var length: UInt64 = 0xA5A5
      statuses[name] = body(&length)
      #expect(length == 0xA5A5, "\(name) wrote *out_length")
    }
    call("scene") { interaction_machine_scene(machine.pointer, nil, 64, $0) }
    for (name, text) in [("replay", good), ("replay of a bad trace", bad)] {
      var error = untouchedError
      call(name) { interaction_replay(text, UInt64(text.count), nil, 64, $0, &error) }
      #expect(error == untouchedError, "\(name) wrote *out_error")
      if error != untouchedError { interaction_error_free(error) }
    }
    var result = interaction_check_result(
      input_count: 7, expectation_count: 7, failure_count: 7, outcome_count: 7)
    call("check") { interaction_check(good, UInt64(good.count), &result, nil, 64, $0, nil) }
    #expect(result.input_count == 7, "check wrote *out_result")
    var input = cInput(.up)
    call("input_text") { interaction_machine_input_text(machine.pointer, &input, nil, 64, $0) }
    var error: UnsafeMutablePointer<interaction_error>?
    #expect(
      interaction_replay(bad, UInt64(bad.count), nil, 0, nil, &error) == INTERACTION_STATUS_NULL_ARGUMENT)
    var made: UnsafeMutablePointer<interaction_machine>?
    #expect(interaction_machine_new(bad, UInt64(bad.count), &made, &error) == INTERACTION_STATUS_PARSE_ERROR)
    let parseError = try #require(error)
    defer { interaction_error_free(parseError) }
    call("error_text") { interaction_error_text(parseError, nil, 64, $0) }
    for (name, status) in statuses.sorted(by: { $0.key < $1.key }) {
      #expect(status == INTERACTION_STATUS_NULL_ARGUMENT, "\(name): status \(status)")
    }
  }
}

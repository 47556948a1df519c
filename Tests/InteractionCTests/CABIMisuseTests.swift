import CInteraction
import Foundation
import InteractionCore
import Testing

/// Misuse never traps: every bad argument gives a status, and out-parameters stay untouched.
@Suite struct CABIMisuseTests {
  static let scene = """
    target apple frame=0,0,390,44 preview=custom:apple-card destination=same
      action copy "Copy"
    at 0 down 100,20
    """

  @Test("the ABI version: the header's and the library's agree, and the library serves this header")
  func version() {
    #expect(interaction_abi_version() == UInt32(INTERACTION_ABI_VERSION))
    #expect(interaction_min_compatible_abi_version() <= UInt32(INTERACTION_ABI_VERSION))
  }

  @Test("NULL where a pointer is required: NULL_ARGUMENT, nothing written")
  func nullArguments() throws {
    let machine = try #require(CMachine(Self.scene))
    var out: UnsafeMutablePointer<interaction_machine>?
    #expect(interaction_machine_new(nil, 5, &out, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_new("x", 1, nil, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(out == nil)
    var input = interaction_input()
    input.verb = InputVerb.up.rawValue
    #expect(interaction_machine_send(nil, &input, 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_send(machine.pointer, nil, 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    var at: Int64 = 0
    #expect(interaction_machine_send_at(nil, &input, &at) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_send_at(machine.pointer, nil, &at) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_send_at(machine.pointer, &input, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    let inputs = UnsafeMutablePointer<interaction_input>.allocate(capacity: 1)
    inputs.initialize(to: input)
    let instants = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
    instants.initialize(to: 0)
    let sent = UnsafeMutablePointer<UnsafePointer<interaction_report>?>.allocate(capacity: 1)
    sent.initialize(to: nil)
    let sentEffects = UnsafeMutablePointer<UnsafePointer<interaction_effect>?>.allocate(capacity: 1)
    sentEffects.initialize(to: nil)
    let counts = UnsafeMutablePointer<UInt32>.allocate(capacity: 2)
    counts.initialize(repeating: 9, count: 2)
    defer {
      for pointer in [
        UnsafeMutableRawPointer(inputs), .init(instants), .init(sent), .init(sentEffects), .init(counts),
      ] {
        pointer.deallocate()
      }
    }
    let sendAtReports = { (machine: UnsafeMutablePointer<interaction_machine>?, null: Int) in
      interaction_machine_send_at_reports(
        machine, null == 1 ? nil : inputs, null == 2 ? nil : instants, null == 3 ? nil : sent,
        null == 4 ? nil : counts, null == 5 ? nil : sentEffects, null == 6 ? nil : counts + 1)
    }
    #expect(sendAtReports(nil, 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    for null in 1...6 {  // each pointer NULL in turn; one of the effects' two NULL alone
      #expect(sendAtReports(machine.pointer, null) == INTERACTION_STATUS_NULL_ARGUMENT, "argument \(null)")
    }
    #expect(sent.pointee == nil && counts[0] == 9 && sentEffects.pointee == nil && counts[1] == 9)
    let sendReports = { (machine: UnsafeMutablePointer<interaction_machine>?, null: Int) in
      interaction_machine_send_reports(
        machine, null == 1 ? nil : inputs, 0, null == 2 ? nil : sent, null == 3 ? nil : counts)
    }
    #expect(sendReports(nil, 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    for null in 1...3 {  // each pointer NULL in turn
      #expect(sendReports(machine.pointer, null) == INTERACTION_STATUS_NULL_ARGUMENT, "argument \(null)")
    }
    #expect(sent.pointee == nil && counts[0] == 9)
    var now: Int64 = -1
    _ = interaction_machine_now(machine.pointer, &now)
    #expect(now == 0 && machine.reports.isEmpty)  // nothing was sent
    #expect(interaction_machine_advance(nil, 0) == INTERACTION_STATUS_NULL_ARGUMENT)
    var instant: Int64 = -7
    #expect(interaction_machine_next_deadline(nil, &instant) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_next_deadline(machine.pointer, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_now(nil, &instant) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(instant == -7)
    var count: UInt32 = 9
    var reports: UnsafePointer<interaction_report>?
    var effects: UnsafePointer<interaction_effect>?
    #expect(interaction_machine_reports(nil, &reports, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_reports(machine.pointer, nil, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_effects(machine.pointer, &effects, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_appearance(machine.pointer, 0, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_name_count(nil, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    var utf8: UnsafePointer<CChar>?
    #expect(interaction_machine_name(machine.pointer, 0, nil, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_name(machine.pointer, 0, &utf8, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(
      interaction_machine_find_name(machine.pointer, nil, 3, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_trace_input_count(nil, &count) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(
      interaction_machine_trace_input(machine.pointer, 0, nil, &input) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(count == 9)
    var length: UInt64 = 0
    #expect(interaction_replay("x", 1, nil, 0, nil, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_check("x", 1, nil, nil, 0, &length, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_error_text(nil, nil, 0, &length) == INTERACTION_STATUS_NULL_ARGUMENT)
    var line: UInt32 = 0
    var column: UInt32 = 0
    var status: interaction_status = 0
    #expect(interaction_error_position(nil, &line, &column, &status) == INTERACTION_STATUS_NULL_ARGUMENT)
    interaction_machine_free(nil)
    interaction_error_free(nil)
  }

  @Test("an unknown verb or key: INVALID_ENUM; a name past the table: UNKNOWN_NAME; no report")
  func unknownValues() throws {
    let machine = try #require(CMachine(Self.scene))
    // The first number past each table (from the table, so that a new word does not make it a word).
    for verb: UInt8 in [0, UInt8(InputVerb.inOrder.count) + 1, 200, 255] {
      var input = interaction_input()
      input.verb = verb
      #expect(machine.send(input, at: 0) == INTERACTION_STATUS_INVALID_ENUM)
    }
    var key = interaction_input()
    key.verb = InputVerb.key.rawValue
    key.key = 0
    #expect(machine.send(key, at: 0) == INTERACTION_STATUS_INVALID_ENUM)
    key.key = UInt8(Key.inOrder.count) + 1
    #expect(machine.send(key, at: 0) == INTERACTION_STATUS_INVALID_ENUM)
    var select = interaction_input()
    select.verb = InputVerb.select.rawValue
    select.name = 1000
    #expect(machine.send(select, at: 0) == INTERACTION_STATUS_UNKNOWN_NAME)
    select.name = INTERACTION_NO_NAME
    #expect(machine.send(select, at: 0) == INTERACTION_STATUS_UNKNOWN_NAME)
    var down = interaction_input()
    down.verb = InputVerb.down.rawValue
    down.x = 1_000_000_001
    #expect(machine.send(down, at: 0) == INTERACTION_STATUS_OUT_OF_RANGE)
    var force = interaction_input()
    force.verb = InputVerb.force.rawValue
    force.force = 1_000_001
    #expect(machine.send(force, at: 0) == INTERACTION_STATUS_OUT_OF_RANGE)
    #expect(machine.reports.isEmpty)
    #expect(machine.name(1000) == "<unknown name 1000>")
    var instant: Int64 = 5
    var input = interaction_input()
    #expect(
      interaction_machine_trace_input(machine.pointer, 1, &instant, &input) == INTERACTION_STATUS_OUT_OF_RANGE
    )
    #expect(instant == 5)
  }

  @Test(
    "SPEC section 9: every input verb of the vocabulary is taken (the C conversion matches raw values: one it missed is INVALID_ENUM)"
  )
  func everyVerbIsTaken() throws {
    for verb in InputVerb.allCases {
      let machine = try #require(CMachine(Self.scene))
      var input = interaction_input()
      input.verb = verb.rawValue
      input.name = try #require(machine.find(verb == .focus || verb == .remove ? "apple" : "copy"))
      input.key = Key.escape.rawValue
      input.x = 100_000
      input.y = 20_000
      let status = machine.send(input, at: 0)
      #expect(status == INTERACTION_STATUS_OK, "\(verb): status \(status)")
      #expect(!machine.reports.isEmpty || verb == .tick, "\(verb) made no report")
    }
  }

  @Test(
    "T2: a report's own input sent again, by a pointer into the reports its due timers overwrite, acts as its copy"
  )
  func sendingAReportsOwnInput() throws {
    let machine = try #require(CMachine(Self.scene))
    let twin = try #require(CMachine(Self.scene))
    var down = interaction_input()
    down.verb = InputVerb.down.rawValue
    down.name = INTERACTION_NO_NAME
    down.x = 100_000
    down.y = 20_000
    #expect(machine.send(down, at: 0) == INTERACTION_STATUS_OK)
    #expect(twin.send(down, at: 0) == INTERACTION_STATUS_OK)
    var reports: UnsafePointer<interaction_report>?
    var count: UInt32 = 0
    _ = interaction_machine_reports(machine.pointer, &reports, &count)
    let first = try #require(reports)
    try #require(count == 1 && first.pointee.input.verb == InputVerb.down.rawValue)
    // A second down after the hold and lift timers: their reports are written first, over the slot
    // whose input is being sent.
    let later: Int64 = 2_000_000_000
    let inputInReports = try #require(UnsafeMutablePointer(mutating: first).pointer(to: \.input))
    let status = interaction_machine_send(machine.pointer, inputInReports, later)
    #expect(status == INTERACTION_STATUS_OK)
    #expect(twin.send(down, at: later) == INTERACTION_STATUS_OK)
    let sent = machine.reports
    // The first report is a timer's, whose zeroed input now lies where the sent input lay.
    #expect(sent.count > 1)
    #expect(inputInReports.pointee.verb == 0)
    #expect(sent == twin.reports)
  }

  @Test("find_name: bytes that are not UTF-8 give INVALID_UTF8; an id that is not there UNKNOWN_NAME")
  func names() throws {
    let machine = try #require(CMachine(Self.scene))
    #expect(machine.find("apple").map { machine.name($0) } == "apple")
    #expect(machine.find("copy").map { machine.name($0) } == "copy")
    #expect(machine.find("apple-card").map { machine.name($0) } == "apple-card")
    #expect(machine.find("pear") == nil)
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x61, 0xF4, 0x90, 0x80, 0x80],
    ] {
      var index: UInt32 = 77
      let status = bad.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_machine_find_name(machine.pointer, $0.baseAddress, UInt64($0.count), &index)
        }
      }
      #expect(status == INTERACTION_STATUS_INVALID_UTF8, "\(bad)")
      #expect(index == 77)
    }
    var index: UInt32 = 0
    #expect(interaction_machine_find_name(machine.pointer, "é", 2, &index) == INTERACTION_STATUS_UNKNOWN_NAME)
  }

  @Test(
    "text as a pointer and a length: NULL with any length but 0 is NULL_ARGUMENT, however long; a length past INT64_MAX OUT_OF_RANGE"
  )
  func textPointerAndLength() throws {
    let machine = try #require(CMachine(Self.scene))
    let lengths: [UInt64] = [1, UInt64(Int64.max), UInt64(Int64.max) + 1, .max]
    // A length past INT64_MAX with a pointer: refused before a byte is read.
    let text: StaticString = "x"
    let pointer = UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    var made: UnsafeMutablePointer<interaction_machine>?
    var index: UInt32 = 77
    var input = interaction_input()
    var length: UInt64 = 99
    var result = interaction_check_result()
    var builder: UnsafeMutablePointer<interaction_scene_builder>?
    #expect(interaction_scene_builder_new(&builder) == INTERACTION_STATUS_OK)
    defer { interaction_scene_builder_free(builder) }
    var target = interaction_target_spec()
    target.width = 10_000
    target.height = 10_000
    /// The status of each call that takes a text, given `utf8` and `count` as that text.
    func statuses(_ utf8: UnsafePointer<CChar>?, _ count: UInt64) -> [interaction_status] {
      target.id = interaction_text(utf8: utf8, length: count)
      return [
        interaction_machine_new(utf8, count, &made, nil),
        interaction_machine_find_name(machine.pointer, utf8, count, &index),
        interaction_machine_parse_input(machine.pointer, utf8, count, &input, nil),
        interaction_replay(utf8, count, nil, 0, &length, nil),
        interaction_check(utf8, count, &result, nil, 0, &length, nil),
        interaction_scene_builder_add_target(builder, &target),
      ]
    }
    for count in lengths {
      #expect(
        statuses(nil, count).allSatisfy { $0 == INTERACTION_STATUS_NULL_ARGUMENT }, "NULL, \(count) bytes")
    }
    for count in lengths.dropFirst(2) {
      #expect(statuses(pointer, count).allSatisfy { $0 == INTERACTION_STATUS_OUT_OF_RANGE }, "\(count) bytes")
    }
    #expect(made == nil && index == 77 && input.verb == 0 && length == 99 && result.input_count == 0)
  }

  @Test(
    "an error is written only with PARSE_ERROR or INVALID_SCENE: any other status leaves *out_error as it was"
  )
  func errorOnlyWithItsStatuses() throws {
    let machine = try #require(CMachine(Self.scene))
    let untouched = UnsafeMutablePointer<interaction_error>(bitPattern: 16)
    let text: StaticString = "x"
    let pointer = UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    let huge = UInt64(Int64.max) + 1
    var made: UnsafeMutablePointer<interaction_machine>?
    var input = interaction_input()
    var length: UInt64 = 0
    var result = interaction_check_result()
    let good = Array("trace 1\ntarget a frame=0,0,10,10\nat 0 down 5,5\n".utf8).map { CChar(bitPattern: $0) }
    /// Each call that takes `out_error`, its status and what it left in `*out_error`.
    func calls(_ utf8: UnsafePointer<CChar>?, _ count: UInt64) -> [(interaction_status, Bool)] {
      var results: [(interaction_status, Bool)] = []
      func call(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<interaction_error>?>) -> interaction_status
      ) {
        var error = untouched
        let status = body(&error)
        results.append((status, error == untouched))
        if error != untouched { interaction_error_free(error) }
        interaction_machine_free(made)
        made = nil
      }
      call { interaction_machine_new(utf8, count, &made, $0) }
      call { interaction_machine_parse_input(machine.pointer, utf8, count, &input, $0) }
      call { interaction_replay(utf8, count, nil, 0, &length, $0) }
      call { interaction_check(utf8, count, &result, nil, 0, &length, $0) }
      return results
    }
    for (status, left) in calls(nil, 5) + calls(pointer, huge) {
      #expect(
        (status == INTERACTION_STATUS_NULL_ARGUMENT || status == INTERACTION_STATUS_OUT_OF_RANGE) && left)
    }
    // The replay (no room for its transcript) and the check (all hold): no error.
    let replayAndCheck = calls(good, UInt64(good.count)).dropFirst(2).map { $0 }
    #expect(
      replayAndCheck.map { $0.0 }
        == [
          interaction_status(INTERACTION_STATUS_BUFFER_TOO_SMALL), interaction_status(INTERACTION_STATUS_OK),
        ])
    #expect(replayAndCheck.allSatisfy { $0.1 })
    var error = untouched
    #expect(interaction_machine_new_from_builder(nil, &made, &error) == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_new(good, UInt64(good.count), &made, &error) == INTERACTION_STATUS_OK)
    #expect(error == untouched)
    interaction_machine_free(made)
  }

  @Test("T1: an instant going backwards is reported as ignored (send) or changes nothing (advance)")
  func backwards() throws {
    let machine = try #require(CMachine(Self.scene))
    var down = interaction_input()
    down.verb = InputVerb.down.rawValue
    down.x = 100_000
    down.y = 20_000
    #expect(machine.send(down, at: 1_000_000_000) == INTERACTION_STATUS_OK)
    var up = interaction_input()
    up.verb = InputVerb.up.rawValue
    #expect(machine.send(up, at: 999_999_999) == INTERACTION_STATUS_TIME_WENT_BACKWARDS)
    let reports = machine.reports
    #expect(reports.count == 1)
    guard case .ignored(let ignored)? = reports.first else {
      Issue.record("expected an ignored report")
      return
    }
    #expect(ignored.reason == .timeWentBackwards(Instant(nanoseconds: 1_000_000_000)))
    #expect(machine.advance(to: 5) == INTERACTION_STATUS_TIME_WENT_BACKWARDS)
    #expect(machine.reports.isEmpty)
    var now: Int64 = 0
    #expect(interaction_machine_now(machine.pointer, &now) == INTERACTION_STATUS_OK && now == 1_000_000_000)
  }

  @Test("a buffer too small: the size needed, nothing written")
  func bufferTooSmall() throws {
    let text = Array(Self.scene.utf8)
    var buffer = [CChar](repeating: 0x2A, count: 16)
    var length: UInt64 = 0
    let status = text.withUnsafeBufferPointer { t in
      t.withMemoryRebound(to: CChar.self) {
        interaction_replay($0.baseAddress, UInt64($0.count), &buffer, 16, &length, nil)
      }
    }
    #expect(status == INTERACTION_STATUS_BUFFER_TOO_SMALL)
    #expect(length == UInt64(try Trace.parse(Self.scene).transcript.utf8.count))
    #expect(buffer.allSatisfy { $0 == 0x2A })
  }

  @Test("a parse error: PARSE_ERROR, the CLI's LINE:COLUMN: error: MESSAGE, nothing else written")
  func parseErrors() throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: CABIFixtures.malformed.path)) ?? []
    let traces = names.filter { $0.hasSuffix(".trace") }.sorted()
    #expect(traces.count > 50)
    for name in traces {
      let url = CABIFixtures.malformed.appendingPathComponent(name)
      let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
      let expected = CABIFixtures.text(url.deletingPathExtension().appendingPathExtension("error"))
      var machine: UnsafeMutablePointer<interaction_machine>?
      var error: UnsafeMutablePointer<interaction_error>?
      let status = bytes.withUnsafeBufferPointer { t in
        t.withMemoryRebound(to: CChar.self) {
          interaction_machine_new($0.baseAddress, UInt64($0.count), &machine, &error)
        }
      }
      #expect(status == INTERACTION_STATUS_PARSE_ERROR, "\(name)")
      #expect(machine == nil)
      guard let error else { continue }
      var length: UInt64 = 0
      #expect(interaction_error_text(error, nil, 0, &length) == INTERACTION_STATUS_BUFFER_TOO_SMALL)
      var buffer = [CChar](repeating: 0, count: Int(length))
      #expect(interaction_error_text(error, &buffer, length, &length) == INTERACTION_STATUS_OK)
      let text = String(decoding: buffer.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      #expect(name + ":" + text + "\n" == expected, "\(name)")
      var line: UInt32 = 0
      var column: UInt32 = 0
      var kind: interaction_status = 0
      #expect(interaction_error_position(error, &line, &column, &kind) == INTERACTION_STATUS_OK)
      #expect(expected.hasPrefix("\(name):\(line):\(column): error: "))
      #expect(kind == INTERACTION_STATUS_PARSE_ERROR)
      interaction_error_free(error)
    }
  }

  @Test("an empty trace (NULL and length 0) makes a machine with no targets; a down hits nothing")
  func emptyTrace() throws {
    var machine: UnsafeMutablePointer<interaction_machine>?
    #expect(interaction_machine_new(nil, 0, &machine, nil) == INTERACTION_STATUS_OK)
    let pointer = try #require(machine)
    defer { interaction_machine_free(pointer) }
    var down = interaction_input()
    down.verb = InputVerb.down.rawValue
    #expect(interaction_machine_send(pointer, &down, 0) == INTERACTION_STATUS_OK)
    var count: UInt32 = 0
    var reports: UnsafePointer<interaction_report>?
    #expect(interaction_machine_reports(pointer, &reports, &count) == INTERACTION_STATUS_OK)
    #expect(count == 1 && reports?.pointee.ignore_reason == IgnoreKind.noTargetHit.rawValue)
    var deadline: Int64 = 3
    #expect(interaction_machine_next_deadline(pointer, &deadline) == INTERACTION_STATUS_NO_DEADLINE)
    #expect(deadline == 3)
  }
}

import CInteraction
import Foundation
import InteractionC
import InteractionCore
import Testing

/// The grammar is asked of the core through the C ABI: an input's text read against the scene, a
/// report's transcript line, the words and the statuses, the scene and the configuration. A host needs
/// no table and no writer of its own (examples/c-host, js/interaction.js).
@Suite struct CGrammarTests {
  static let album = """
    trace 1
    target album frame=20,40,350,160 preview=custom:album-card destination=album-page present=sheet size=280x360
      action pin "Pin \\"now\\"" icon=pin off
      menu more "More"
        action copy "Copy"
      deferred later "Later" after=200ms
        action fetched "Fetched"
    target photo frame=0,300,100,100 shape=rounded:8
    set hold=400ms
    """

  /// The text a buffer-writing call gives, growing the buffer once when it is too small.
  static func text(
    _ call: (UnsafeMutablePointer<CChar>?, UInt64, UnsafeMutablePointer<UInt64>) -> interaction_status
  ) -> (interaction_status, String) {
    var length: UInt64 = 0
    var status = call(nil, 0, &length)
    guard status == INTERACTION_STATUS_BUFFER_TOO_SMALL || status == INTERACTION_STATUS_OK else {
      return (status, "")
    }
    var buffer = [CChar](repeating: 0, count: Int(length))
    status = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress, UInt64($0.count), &length) }
    let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    return (status, String(decoding: bytes, as: UTF8.self))
  }

  /// An input's text read by the machine, and the error's position and text.
  static func parse(_ machine: CMachine, _ text: String) -> (
    status: interaction_status, input: interaction_input, column: UInt32, error: String
  ) {
    var input = interaction_input()
    var error: UnsafeMutablePointer<interaction_error>?
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_parse_input(machine.pointer, $0.baseAddress, UInt64($0.count), &input, &error)
      }
    }
    guard let error else { return (status, input, 0, "") }
    defer { interaction_error_free(error) }
    var line: UInt32 = 0
    var column: UInt32 = 0
    var errorStatus = interaction_status(0)
    _ = interaction_error_position(error, &line, &column, &errorStatus)
    let message = Self.text { interaction_error_text(error, $0, $1, $2) }.1
    return (status, input, column, message)
  }

  static func inputText(_ machine: CMachine, _ input: interaction_input) -> String {
    var input = input
    return Self.text { interaction_machine_input_text(machine.pointer, &input, $0, $1, $2) }.1
  }

  @Test("SPEC section 9: every verb's text is read by the core and written back the same (the C conversion)")
  func everyVerbRoundTrips() throws {
    let machine = try #require(CMachine(Self.album))
    for verb in InputVerb.inOrder {
      let operand: String
      switch verb.operand {
      case .none: operand = ""
      case .point: operand = " 10.5,-20"
      case .force: operand = " 0.25"
      case .item: operand = " pin"
      case .itemOrNone: operand = " none"
      case .target: operand = " album"
      case .key: operand = " escape"
      }
      let text = verb.spelling + operand
      let parsed = Self.parse(machine, text)
      #expect(parsed.status == INTERACTION_STATUS_OK, "\(text): \(parsed.error)")
      #expect(parsed.input.verb == verb.rawValue, "\(text)")
      #expect(Self.inputText(machine, parsed.input) == text)
    }
    let hover = Self.parse(machine, "hover copy")
    #expect(hover.input.name == machine.find("copy"))
    let down = Self.parse(machine, "  down 195,120")
    #expect(down.input.x == 195_000 && down.input.y == 120_000)
  }

  @Test(
    "An input's text that does not read: PARSE_ERROR, line 1, the column in the text, the parser's message")
  func parseErrors() throws {
    let machine = try #require(CMachine(Self.album))
    let cases: [(String, UInt32, String)] = [
      ("down 1,", 8, "1:8: error: expected a y coordinate, found nothing"),
      (
        "select nothing-here", 8,
        "1:8: error: expected a menu item declared in the trace, found `nothing-here`"
      ),
      ("jump", 1, "1:1: error: expected an input (down, move"),
      ("up\nup", 3, "1:3: error: an input is one line"),
      ("", 1, "1:1: error: expected an input, found end of line"),
      ("up now", 4, "1:4: error: expected end of line after `up`"),
    ]
    for (text, column, message) in cases {
      let parsed = Self.parse(machine, text)
      #expect(parsed.status == INTERACTION_STATUS_PARSE_ERROR, "\(text)")
      #expect(parsed.column == column, "\(text): \(parsed.error)")
      #expect(parsed.error.hasPrefix(message), "\(text): \(parsed.error)")
    }
    var input = interaction_input()
    #expect(
      interaction_machine_parse_input(machine.pointer, nil, 2, &input, nil)
        == INTERACTION_STATUS_NULL_ARGUMENT)
    #expect(interaction_machine_parse_input(nil, nil, 0, &input, nil) == INTERACTION_STATUS_NULL_ARGUMENT)
  }

  @Test("I4: every shipped trace's golden, line for line, from interaction_machine_report_text")
  func reportLines() throws {
    for url in CABIFixtures.shippedTraces {
      let machine = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      var lines = ""
      func read() {
        var reports: UnsafePointer<interaction_report>?
        var reportCount: UInt32 = 0
        var effects: UnsafePointer<interaction_effect>?
        var effectCount: UInt32 = 0
        _ = interaction_machine_reports(machine.pointer, &reports, &reportCount)
        _ = interaction_machine_effects(machine.pointer, &effects, &effectCount)
        for index in 0..<Int(reportCount) {
          let (status, line) = Self.text {
            interaction_machine_report_text(
              machine.pointer, reports! + index, effects, effectCount, $0, $1, $2)
          }
          #expect(status == INTERACTION_STATUS_OK)
          lines += line + "\n"
        }
      }
      for (instant, input) in machine.traceInputs {
        while let deadline = machine.nextDeadline, deadline <= instant {
          _ = machine.advance(to: deadline)
          read()
        }
        _ = machine.send(input, at: instant)
        read()
      }
      while let deadline = machine.nextDeadline {
        _ = machine.advance(to: deadline)
        read()
      }
      let golden = CABIFixtures.text(url.deletingPathExtension().appendingPathExtension("transcript"))
      #expect(lines == golden, "\(url.lastPathComponent)")
    }
  }

  @Test("A report the machine could not have made gets a status, never a trap")
  func reportMisuse() throws {
    let machine = try #require(CMachine(Self.album))
    var report = interaction_report()
    var length: UInt64 = 0
    #expect(
      interaction_machine_report_text(machine.pointer, &report, nil, 0, nil, 0, &length)
        == INTERACTION_STATUS_INVALID_ENUM)
    report.kind = interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION)
    report.from = Phase.idle.rawValue
    report.to = Phase.pressing.rawValue
    report.input = interaction_input(
      x: 0, y: 0, force: 0, name: INTERACTION_NO_NAME, verb: InputVerb.up.rawValue, key: 0, reserved: (0, 0))
    report.effect_count = 1
    #expect(
      interaction_machine_report_text(machine.pointer, &report, nil, 0, nil, 0, &length)
        == INTERACTION_STATUS_OUT_OF_RANGE)
    var effect = interaction_effect()
    effect.kind = EffectKind.highlightSource.rawValue
    effect.name_a = 9999
    #expect(
      interaction_machine_report_text(machine.pointer, &report, &effect, 1, nil, 0, &length)
        == INTERACTION_STATUS_OUT_OF_RANGE)
    report.effect_count = 0
    report.target = 9999
    #expect(
      interaction_machine_report_text(machine.pointer, &report, nil, 0, nil, 0, &length)
        == INTERACTION_STATUS_OUT_OF_RANGE)
    report.target = INTERACTION_NO_NAME
    let (status, line) = Self.text {
      interaction_machine_report_text(machine.pointer, &report, nil, 0, $0, $1, $2)
    }
    #expect(status == INTERACTION_STATUS_OK)
    #expect(line == "0.000  idle --up--> pressing")
  }

  @Test("Every word of every table, and every status, by name; others are INVALID_ENUM")
  func words() {
    for (index, table) in Vocabulary.tables.enumerated() {
      for word in table.words {
        var utf8: UnsafePointer<CChar>?
        var length: UInt32 = 0
        #expect(
          interaction_word(interaction_vocabulary(index + 1), UInt32(word.value), &utf8, &length)
            == INTERACTION_STATUS_OK)
        let spelling = String(
          decoding: UnsafeRawBufferPointer(start: utf8, count: Int(length)), as: UTF8.self)
        #expect(spelling == word.spelling, "\(table.name) \(word.value)")
      }
      var utf8: UnsafePointer<CChar>?
      var length: UInt32 = 0
      #expect(
        interaction_word(interaction_vocabulary(index + 1), 0, &utf8, &length)
          == INTERACTION_STATUS_INVALID_ENUM)
      #expect(
        interaction_word(interaction_vocabulary(index + 1), 256 + 1, &utf8, &length)
          == INTERACTION_STATUS_INVALID_ENUM)
    }
    var utf8: UnsafePointer<CChar>?
    var length: UInt32 = 0
    #expect(interaction_word(0, 1, &utf8, &length) == INTERACTION_STATUS_INVALID_ENUM)
    #expect(
      interaction_word(UInt32(Vocabulary.tables.count + 1), 1, &utf8, &length)
        == INTERACTION_STATUS_INVALID_ENUM)
    #expect(
      interaction_status_name(interaction_status(INTERACTION_STATUS_OUT_OF_RANGE), &utf8, &length)
        == INTERACTION_STATUS_OK)
    #expect(String(cString: utf8!) == "out-of-range")
    #expect(interaction_status_name(StatusTable.count, &utf8, &length) == INTERACTION_STATUS_INVALID_ENUM)
    #expect(
      interaction_version()
        == UInt32(PackageVersion.major << 16 | PackageVersion.minor << 8 | PackageVersion.patch))
  }

  @Test("The statuses' table is the header's, value for value")
  func statuses() {
    let header: [(Int, String)] = [
      (INTERACTION_STATUS_OK, "ok"), (INTERACTION_STATUS_NULL_ARGUMENT, "null-argument"),
      (INTERACTION_STATUS_INVALID_ENUM, "invalid-enum"), (INTERACTION_STATUS_INVALID_UTF8, "invalid-utf8"),
      (INTERACTION_STATUS_UNKNOWN_NAME, "unknown-name"), (INTERACTION_STATUS_OUT_OF_RANGE, "out-of-range"),
      (INTERACTION_STATUS_BUFFER_TOO_SMALL, "buffer-too-small"),
      (INTERACTION_STATUS_PARSE_ERROR, "parse-error"),
      (INTERACTION_STATUS_INVALID_SCENE, "invalid-scene"),
      (INTERACTION_STATUS_TIME_WENT_BACKWARDS, "time-went-backwards"),
      (INTERACTION_STATUS_NO_DEADLINE, "no-deadline"),
    ]
    #expect(header.count == Int(StatusTable.count))
    for (value, name) in header {
      #expect(StatusTable.name(UInt32(value))?.description == name)
      #expect(StatusTable.phrase(UInt32(value)) != nil)
    }
  }

  @Test("The scene as declared and the configuration in force, defaults included, as JSON")
  func scene() throws {
    let machine = try #require(CMachine(Self.album))
    let (status, json) = Self.text { interaction_machine_scene(machine.pointer, $0, $1, $2) }
    #expect(status == INTERACTION_STATUS_OK)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let configuration = try #require(object["configuration"] as? [String: Any])
    #expect(configuration["hold"] as? Double == 400)
    #expect(configuration["lift"] as? Double == 335)
    #expect(configuration["slop"] as? Double == 10)
    #expect(configuration["overlay"] as? Double == 0.05)
    let targets = try #require(object["targets"] as? [[String: Any]])
    #expect(targets.map { $0["id"] as? String } == ["album", "photo"])
    #expect(targets[0]["preview"] as? String == "custom:album-card")
    #expect((targets[1]["shape"] as? [String: Any])?["radii"] as? [Double] == [8, 8, 8, 8])
    let menu = try #require(targets[0]["menu"] as? [[String: Any]])
    #expect(menu.map { $0["kind"] as? String } == ["action", "menu", "deferred"])
    #expect(menu[0]["title"] as? String == "Pin \"now\"")
    #expect(menu[0]["state"] as? String == "off")
    #expect(menu[2]["after"] as? Double == 200)
    #expect(((menu[1]["items"] as? [[String: Any]])?.first?["id"]) as? String == "copy")
  }
}

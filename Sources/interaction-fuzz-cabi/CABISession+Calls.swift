import CInteraction

/// The calls a session makes, one a step, and the checks after a send.
extension CABISession {
  func step() {
    let now = self.now()
    let deadline = self.deadline()
    switch reader.byte() % 20 {
    case 0, 1:
      call = "interaction_machine_send"
      var input = reader.input(names: names)
      let instant = reader.instant(now: now, deadline: deadline)
      let status = interaction_machine_send(machine, &input, instant)
      checkSend(status, input: input, instant: instant, before: now)
    case 2, 3:
      call = "interaction_machine_send_reports"
      var input = reader.input(names: names)
      let instant = reader.instant(now: now, deadline: deadline)
      var out = sentinel(UnsafePointer<interaction_report>?.self)
      var count = sentinel(UInt32.self)
      let status = interaction_machine_send_reports(machine, &input, instant, &out, &count)
      checkPlace(out, count)
      checkSend(status, input: input, instant: instant, before: now)
    case 4:
      call = "interaction_machine_send_at"
      var input = reader.input(names: names)
      var instant = reader.instant(now: now, deadline: deadline)
      let status = interaction_machine_send_at(machine, &input, &instant)
      checkSend(status, input: input, instant: instant, before: now)
    case 5:
      call = "interaction_machine_send_at_reports"
      var input = reader.input(names: names)
      var instant = reader.instant(now: now, deadline: deadline)
      var out = sentinel(UnsafePointer<interaction_report>?.self)
      var count = sentinel(UInt32.self)
      var effects = sentinel(UnsafePointer<interaction_effect>?.self)
      var effectCount = sentinel(UInt32.self)
      let withEffects = reader.byte() % 2 == 0
      let status =
        withEffects
        ? interaction_machine_send_at_reports(machine, &input, &instant, &out, &count, &effects, &effectCount)
        : interaction_machine_send_at_reports(machine, &input, &instant, &out, &count, nil, nil)
      checkPlace(out, count)
      if withEffects {
        var lent: UnsafePointer<interaction_effect>?
        var lentCount: UInt32 = 0
        _ = interaction_machine_effects(machine, &lent, &lentCount)
        if effects != lent || effectCount != lentCount {
          fail("the effects' place differs from interaction_machine_effects")
        }
      }
      checkSend(status, input: input, instant: instant, before: now)
    case 6:
      call = "interaction_machine_send_fields"
      let input = reader.input(names: names)
      let verb = reader.byte() % 8 == 0 ? reader.uint32() : UInt32(input.verb)
      let key = reader.byte() % 8 == 0 ? reader.uint32() : UInt32(input.key)
      let x = reader.double(whole: input.x)
      let y = reader.double(whole: input.y)
      let force = reader.double(whole: input.force)
      let instantValue = reader.instant(now: now, deadline: deadline)
      let instant = reader.double(whole: instantValue)
      var out = sentinel(UnsafePointer<interaction_report>?.self)
      var count = sentinel(UInt32.self)
      var codes = sentinel(UnsafePointer<interaction_effect_code>?.self)
      var codeCount = sentinel(UInt32.self)
      let status = interaction_machine_send_fields(
        machine, verb, key, x, y, force, input.name, instant, &out, &count, &codes, &codeCount)
      checkPlace(out, count)
      var lent: UnsafePointer<interaction_effect_code>?
      var lentCount: UInt32 = 0
      _ = interaction_machine_effect_codes(machine, &lent, &lentCount)
      if codes != lent || codeCount != lentCount {
        fail("the codes' place differs from interaction_machine_effect_codes")
      }
      // The fields as the C input they make, when they make one.
      var sent = input
      if let x = Int64(exactly: x), let y = Int64(exactly: y), let force = Int64(exactly: force), verb <= 255,
        key <= 255
      {
        sent.x = x
        sent.y = y
        sent.force = force
        sent.verb = UInt8(verb)
        sent.key = UInt8(key)
        sent.reserved = (0, 0)
        if let whole = Int64(exactly: instant) {
          checkSend(status, input: sent, instant: whole, before: now)
          return
        }
      }
      expect(status, in: [statusEnum, statusRange])
      if !reports().isEmpty { fail("fields refused, and reports") }
      if self.now() != now { fail("fields refused, and time moved") }
      checkLent()
    case 7:
      // A report's own input sent again (the header allows it: the call replaces the reports).
      call = "interaction_machine_send (a report's input)"
      var reports: UnsafePointer<interaction_report>?
      var count: UInt32 = 0
      _ = interaction_machine_reports(machine, &reports, &count)
      guard let reports, count > 0 else { return }
      let pointer = UnsafeMutableRawPointer(mutating: reports + Int(reader.byte()) % Int(count))
        .advanced(by: MemoryLayout<interaction_report>.offset(of: \interaction_report.input)!)
        .assumingMemoryBound(to: interaction_input.self)
      let input = pointer.pointee
      let instant = reader.instant(now: now, deadline: deadline)
      let status = interaction_machine_send(machine, pointer, instant)
      checkSend(status, input: input, instant: instant, before: now)
    case 8:
      call = "interaction_machine_advance"
      let instant = reader.instant(now: now, deadline: deadline)
      let status = interaction_machine_advance(machine, instant)
      expect(status, in: [statusOK, statusBackwards])
      if (status == statusBackwards) != (instant < now) { fail("status \(status) for \(instant) at \(now)") }
      if status == statusBackwards && (!reports().isEmpty || self.now() != now) {
        fail("TIME_WENT_BACKWARDS, and something happened")
      }
      if status == statusOK && self.now() != max(now, instant) {
        fail("now is \(self.now()) after \(instant)")
      }
      checkLent()
    case 9:
      call = "interaction_machine_appearance"
      let instant = reader.instant(now: now, deadline: deadline)
      var appearance = sentinel(interaction_appearance.self)
      expect(interaction_machine_appearance(machine, instant, &appearance), in: [statusOK])
      let values = [
        appearance.press_progress, appearance.lift_progress, appearance.commit_progress,
        appearance.fade_progress, appearance.preview_opacity, appearance.overlay_opacity,
        appearance.preview_presence,
      ]
      if values.contains(where: { !($0 >= 0 && $0 <= 1) }) { fail("a value outside 0...1: \(values)") }
      if appearance.phase < 1 || appearance.phase > 7 { fail("phase \(appearance.phase)") }
      log += bytes(of: appearance)
    case 10:
      call = "interaction_machine_next_deadline"
      var value = sentinel(Int64.self)
      let status = interaction_machine_next_deadline(machine, &value)
      expect(status, in: [statusOK, statusNoDeadline])
      if status == statusNoDeadline && !untouched(value) { fail("NO_DEADLINE wrote *out_instant") }
      if status == statusOK && value < now { fail("a deadline \(value) before now \(now)") }
      log += bytes(of: status == statusOK ? value : 0)
    case 11:
      call = "interaction_machine_input_text"
      var input = reader.input(names: names)
      let text = self.text(allowing: [statusEnum, statusName, statusRange]) {
        interaction_machine_input_text(machine, &input, $0, $1, $2)
      }
      log += text
      checkInputTextRefusal(input)
      if !text.isEmpty { checkReadBack(text, as: input) }
    case 12:
      call = "interaction_machine_report_text"
      reportText()
    case 13:
      call = "interaction_machine_decode_effects"
      decodeEffects()
    case 14:
      call = "interaction_machine_parse_input"
      parseInput()
    case 15:
      call = "interaction_word"
      let table = reader.byte() % 8 == 0 ? reader.uint32() : UInt32(reader.byte() % 13)
      let value = reader.byte() % 8 == 0 ? reader.uint32() : UInt32(reader.byte() % 26)
      var utf8 = sentinel(UnsafePointer<CChar>?.self)
      var length = sentinel(UInt32.self)
      let status = interaction_word(table, value, &utf8, &length)
      expect(status, in: [statusOK, statusEnum])
      if status == statusOK, let utf8 {
        log += Array(UnsafeRawBufferPointer(start: utf8, count: Int(length)))
      } else if status == statusOK {
        fail("OK and no word")
      } else if !untouched(utf8) || !untouched(length) {
        fail("INVALID_ENUM wrote an out-parameter")
      }
      call = "interaction_status_name"
      let named = reader.byte() % 4 == 0 ? reader.uint32() : UInt32(reader.byte() % 12)
      utf8 = sentinel(UnsafePointer<CChar>?.self)
      length = sentinel(UInt32.self)
      let nameStatus = interaction_status_name(named, &utf8, &length)
      expect(nameStatus, in: [statusOK, statusEnum])
      if (nameStatus == statusOK) != (named <= 10) { fail("status \(nameStatus) for status \(named)") }
      if nameStatus == statusOK, let utf8 {
        if utf8[Int(length)] != 0 { fail("no NUL after the name") }
        log += Array(UnsafeRawBufferPointer(start: utf8, count: Int(length)))
      } else if nameStatus != statusOK && (!untouched(utf8) || !untouched(length)) {
        fail("INVALID_ENUM wrote an out-parameter")
      }
    case 16:
      call = "interaction_machine_name"
      let index = reader.name(count: names)
      var utf8 = sentinel(UnsafePointer<CChar>?.self)
      var length = sentinel(UInt32.self)
      let status = interaction_machine_name(machine, index, &utf8, &length)
      expect(status, in: [statusOK, statusName])
      if (status == statusOK) != (index < names) { fail("status \(status) for name \(index) of \(names)") }
      if status == statusOK, let utf8 {
        if utf8[Int(length)] != 0 { fail("no NUL after the name") }
        call = "interaction_machine_find_name"
        var found = sentinel(UInt32.self)
        expect(interaction_machine_find_name(machine, utf8, UInt64(length), &found), in: [statusOK])
        if found > index { fail("found \(found) for name \(index)") }
        log += Array(UnsafeRawBufferPointer(start: utf8, count: Int(length)))
      } else if status != statusOK && (!untouched(utf8) || !untouched(length)) {
        fail("UNKNOWN_NAME wrote an out-parameter")
      }
      call = "interaction_machine_find_name (any text)"
      let text = TextPool.pick(&reader)
      var found = sentinel(UInt32.self)
      let findStatus = interaction_machine_find_name(machine, text.utf8, text.length, &found)
      expect(findStatus, in: [statusOK, statusName, statusUTF8, statusNull, statusRange])
      if findStatus != statusOK && !untouched(found) { fail("status \(findStatus) wrote *out_name") }
      if findStatus == statusOK && found >= names { fail("found \(found) of \(names)") }
    case 17:
      call = "interaction_machine_trace_input"
      var count = sentinel(UInt32.self)
      expect(interaction_machine_trace_input_count(machine, &count), in: [statusOK])
      let index = reader.byte() % 2 == 0 ? UInt32(reader.byte()) : reader.uint32()
      var instant = sentinel(Int64.self)
      var input = sentinel(interaction_input.self)
      let status = interaction_machine_trace_input(machine, index, &instant, &input)
      expect(status, in: [statusOK, statusRange])
      if (status == statusOK) != (index < count) { fail("status \(status) for input \(index) of \(count)") }
      if status != statusOK && (!untouched(instant) || !untouched(input)) { fail("OUT_OF_RANGE wrote") }
      if status == statusOK {
        log += bytes(of: (instant, input))
        let text = self.text { interaction_machine_input_text(machine, &input, $0, $1, $2) }
        checkReadBack(text, as: input)
      }
    case 18:
      call = "interaction_machine_scene"
      log += text { interaction_machine_scene(machine, $0, $1, $2) }
    default:
      nullArguments()
    }
  }

  /// Checks the place a send wrote for its reports against `interaction_machine_reports`.
  func checkPlace(_ out: UnsafePointer<interaction_report>?, _ count: UInt32) {
    var lent: UnsafePointer<interaction_report>?
    var lentCount: UInt32 = 0
    _ = interaction_machine_reports(machine, &lent, &lentCount)
    if out != lent || count != lentCount {
      fail("the reports' place differs from interaction_machine_reports")
    }
  }

  /// The checks after a send of `input` at `instant`, the machine's instant having been `before`.
  func checkSend(_ status: interaction_status, input: interaction_input, instant: Int64, before: Int64) {
    expect(status, in: [statusOK, statusEnum, statusName, statusRange, statusBackwards])
    let reports = self.reports()
    switch status {
    case statusEnum, statusName, statusRange:
      if !reports.isEmpty { fail("status \(status), and \(reports.count) reports") }
      if now() != before { fail("status \(status), and time moved") }
    case statusBackwards:
      if instant >= before { fail("TIME_WENT_BACKWARDS for \(instant) at \(before)") }
      if reports.count != 1 || reports[0].kind != UInt8(INTERACTION_REPORT_KIND_IGNORED)
        || reports[0].ignore_reason != UInt8(INTERACTION_IGNORE_KIND_TIME_WENT_BACKWARDS)
      {
        fail("TIME_WENT_BACKWARDS without its ignored report")
      }
      if now() != before { fail("TIME_WENT_BACKWARDS, and time moved") }
    default:
      if instant < before { fail("OK for \(instant) at \(before)") }
      if reports.isEmpty && input.verb != UInt8(INTERACTION_INPUT_VERB_TICK) {
        fail("OK and no report for \(input) at \(instant), now \(before)")
      }
      if let last = reports.last, input.verb != UInt8(INTERACTION_INPUT_VERB_TICK),
        bytes(of: last.input) != bytes(of: input)
      {
        fail("the last report's input is not the input sent: \(reports)")
      }
    }
    checkLent()
  }

  /// What the machine lent after its last call: its effects as structs and as codes agree
  /// (`decode_effects` of the codes), every report's transcript line is written, and every report's
  /// input reads back from its text to the same struct.
  func checkLent() {
    let reports = self.reports()
    var effects = sentinel(UnsafePointer<interaction_effect>?.self)
    var effectCount = sentinel(UInt32.self)
    expect(interaction_machine_effects(machine, &effects, &effectCount), in: [statusOK])
    var codes = sentinel(UnsafePointer<interaction_effect_code>?.self)
    var codeCount = sentinel(UInt32.self)
    expect(interaction_machine_effect_codes(machine, &codes, &codeCount), in: [statusOK])
    if codeCount != effectCount { fail("\(codeCount) codes, \(effectCount) effects") }
    if (effects == nil) != (effectCount == 0) || (codes == nil) != (codeCount == 0) {
      fail("a NULL place with effects, or a place without")
    }
    let lent = effects.map { Array(UnsafeBufferPointer(start: $0, count: Int(effectCount))) } ?? []
    if let codes, codeCount == effectCount {
      var decoded = [interaction_effect](repeating: sentinel(interaction_effect.self), count: Int(codeCount))
      let status = interaction_machine_decode_effects(machine, codes, codeCount, &decoded)
      expect(status, in: [statusOK])
      if decoded.flatMap({ bytes(of: $0) }) != lent.flatMap({ bytes(of: $0) }) {
        fail("decode_effects of the codes differs from interaction_machine_effects")
      }
    }
    for effect in lent { log += bytes(of: effect) }
    for (index, var report) in reports.enumerated() {
      log += bytes(of: report)
      if report.kind == UInt8(INTERACTION_REPORT_KIND_TRANSITION)
        && UInt64(report.effect_start) + UInt64(report.effect_count) > UInt64(lent.count)
      {
        fail("report \(index)'s effects lie past the effects")
      }
      let caller = call
      call = caller + " / interaction_machine_report_text of report \(index) \(report)"
      defer { call = caller }
      let line = lent.withUnsafeBufferPointer { list in
        text {
          interaction_machine_report_text(machine, &report, list.baseAddress, UInt32(list.count), $0, $1, $2)
        }
      }
      if line.isEmpty { fail("report \(index) has no line") }
      log += line
      if report.input.verb != 0 {
        // The machine's own report of an input a trace cannot hold (a name the scene does not declare
        // where its verb takes one: sent, and ignored) has no text (SPEC I9); every other has.
        call = caller + " / interaction_machine_input_text of report \(index)'s input \(report.input)"
        let text = self.text(allowing: [statusName]) {
          interaction_machine_input_text(machine, &report.input, $0, $1, $2)
        }
        checkInputTextRefusal(report.input)
        if !text.isEmpty {
          checkReadBack(text, as: report.input)
        } else if declaresName(of: report.input) != false {
          fail("input_text refused the machine's own report's input")
        }
      }
    }
  }

  /// Reads an input's text back (`interaction_machine_parse_input`): the same struct.
  func checkReadBack(_ text: [UInt8], as input: interaction_input) {
    var read = sentinel(interaction_input.self)
    var error: UnsafeMutablePointer<interaction_error>? = nil
    let status = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_parse_input(machine, $0.baseAddress, UInt64($0.count), &read, &error)
      }
    }
    var message: [UInt8] = []
    if let error {
      var length: UInt64 = 0
      var buffer = [CChar](repeating: 0, count: 512)
      if interaction_error_text(error, &buffer, 512, &length) == statusOK {
        message = buffer[..<Int(length)].map { UInt8(bitPattern: $0) }
      }
      interaction_error_free(error)
    }
    // Whatever `input_text` writes reads back (SPEC I9): it refuses an input naming a name the scene
    // does not declare where its verb takes one (`focus` of an item, `select` of a target).
    guard status == statusOK else {
      return fail(
        "the text `\(String(decoding: text, as: UTF8.self))` does not read back (status \(status)): "
          + String(decoding: message, as: UTF8.self))
    }
    // The fields a verb does not take are the caller's and read back as a zeroed input's (SPEC section 9:
    // zero it, then set what the verb takes).
    // Names compare by their bytes: the table may hold one name twice (an item id in two targets'
    // menus), and the text reads back as the first (`interaction_machine_find_name`).
    var expected = meaningful(input)
    if takesName(input.verb) && read.name != expected.name && nameBytes(read.name) == nameBytes(expected.name)
    {
      expected.name = read.name
    }
    if bytes(of: read) != bytes(of: expected) {
      fail("`\(String(decoding: text, as: UTF8.self))` reads back as \(read), written from \(input)")
    }
  }

  /// A report's line for a report the bytes change (one field of a lent report, or any), with the lent
  /// effects or a changed copy of them.
}

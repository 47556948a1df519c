import CInteraction

/// The statuses of `interaction.h`, by name, for the checks.
let statusOK = interaction_status(INTERACTION_STATUS_OK)
let statusNull = interaction_status(INTERACTION_STATUS_NULL_ARGUMENT)
let statusEnum = interaction_status(INTERACTION_STATUS_INVALID_ENUM)
let statusUTF8 = interaction_status(INTERACTION_STATUS_INVALID_UTF8)
let statusName = interaction_status(INTERACTION_STATUS_UNKNOWN_NAME)
let statusRange = interaction_status(INTERACTION_STATUS_OUT_OF_RANGE)
let statusSmall = interaction_status(INTERACTION_STATUS_BUFFER_TOO_SMALL)
let statusParse = interaction_status(INTERACTION_STATUS_PARSE_ERROR)
let statusScene = interaction_status(INTERACTION_STATUS_INVALID_SCENE)
let statusBackwards = interaction_status(INTERACTION_STATUS_TIME_WENT_BACKWARDS)
let statusNoDeadline = interaction_status(INTERACTION_STATUS_NO_DEADLINE)

/// A value whose bytes are all 0xA5: what an out-parameter holds before a call, so that a write the
/// header does not promise shows.
func sentinel<T>(_: T.Type) -> T {
  withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { slot in
    UnsafeMutableRawBufferPointer(slot).initializeMemory(as: UInt8.self, repeating: 0xA5)
    return slot[0]
  }
}

/// The bytes of a value.
func bytes<T>(of value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

/// Whether a value still holds the sentinel's bytes.
func untouched<T>(_ value: T) -> Bool { bytes(of: value).allSatisfy { $0 == 0xA5 } }

/// The fuzz bytes read as a sequence of C ABI calls on one machine (made from a shipped trace's text or
/// from scene builder calls), each made through the header's declarations as a C host makes it, and
/// checked after it returns: its status is one the header declares for it; out-parameters that held
/// a sentinel are untouched unless it returned OK (or a documented exception); what the machine lent
/// (its reports, effects and codes) makes text that reads back to the same values. Everything the calls
/// produce (statuses and the bytes they wrote, never an address) goes to ``log``, which two sessions
/// over the same bytes must make equal.
final class CABISession {
  var reader: CallReader
  /// What the calls produced, for the comparison of two sessions.
  var log: [UInt8] = []
  /// The first broken promise found.
  var violation: String?
  var machine: UnsafeMutablePointer<interaction_machine>!
  var names: UInt32 = 0
  /// The call under way, for messages.
  var call = ""
  /// The trace text the machine was made from (the first shipped trace's for a builder's machine).
  var traceText: [UInt8] = []

  init(bytes: [UInt8]) { reader = CallReader(bytes: bytes) }

  deinit { if let machine { interaction_machine_free(machine) } }

  func fail(_ message: String) {
    if violation == nil { violation = call + ": " + message }
  }

  /// Logs a status and checks it against those the call may return.
  func expect(_ status: interaction_status, in allowed: [interaction_status]) {
    log += bytes(of: status)
    if !allowed.contains(status) { fail("status \(status), not one of \(allowed)") }
  }

  // MARK: The session

  /// Makes the machine and runs calls until the bytes run out (at most 256 calls).
  func run(traces: [[UInt8]]) {
    makeMachine(traces: traces)
    var calls = 0
    while !reader.isAtEnd && calls < 256 && violation == nil {
      calls += 1
      step()
    }
  }

  func makeMachine(traces: [[UInt8]]) {
    traceText = traces[0]
    let mode = reader.byte()
    if mode % 4 == 3, let built = buildMachine() {
      machine = built
    } else {
      let text = traces[Int(reader.byte()) % traces.count]
      traceText = text
      var made: UnsafeMutablePointer<interaction_machine>? = sentinel(
        UnsafeMutablePointer<interaction_machine>?.self)
      let status = text.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_machine_new($0.baseAddress, UInt64($0.count), &made, nil)
        }
      }
      guard status == statusOK, let made else {
        fail("interaction_machine_new refused a shipped trace (status \(status))")
        return
      }
      machine = made
    }
    _ = interaction_machine_name_count(machine, &names)
    log += bytes(of: names)
  }

  /// A machine from scene builder calls with any field values; `nil` when the builder refuses the scene
  /// (after checking the error it gives).
  func buildMachine() -> UnsafeMutablePointer<interaction_machine>? {
    call = "interaction_scene_builder_new"
    var builder = sentinel(UnsafeMutablePointer<interaction_scene_builder>?.self)
    expect(interaction_scene_builder_new(&builder), in: [statusOK])
    guard let builder else { return nil }
    defer { interaction_scene_builder_free(builder) }
    for _ in 0..<Int(reader.byte() % 12) {
      switch reader.byte() % 8 {
      case 0, 1:
        call = "interaction_scene_builder_add_target"
        var spec = interaction_target_spec()
        spec.id = TextPool.pick(&reader)
        spec.x = reader.coordinate()
        spec.y = reader.coordinate()
        spec.width = reader.byte() % 4 == 0 ? reader.coordinate() : 100_000
        spec.height = reader.byte() % 4 == 0 ? reader.coordinate() : 50_000
        spec.shape = reader.word(last: 4)
        spec.corner_radii = (
          reader.coordinate(), reader.coordinate(), reader.coordinate(), reader.coordinate()
        )
        if reader.byte() % 3 == 0 { spec.preview = TextPool.pick(&reader) }
        spec.destination = reader.word(last: 3)
        if reader.byte() % 2 == 0 { spec.destination_name = TextPool.pick(&reader) }
        spec.presentation = reader.word(last: 2)
        spec.has_preferred_size = reader.byte() % 3
        spec.preferred_width = reader.coordinate()
        spec.preferred_height = reader.coordinate()
        if reader.byte() % 3 == 0 { spec.primary_action = TextPool.pick(&reader) }
        let status = interaction_scene_builder_add_target(builder, &spec)
        expect(status, in: [statusOK, statusEnum, statusUTF8, statusNull, statusRange])
      case 2, 3, 4:
        call = "interaction_scene_builder_add_item"
        var spec = interaction_item_spec()
        spec.kind = reader.word(last: 3)
        let depth = reader.byte()
        spec.depth = depth < 250 ? UInt32(depth % 4) : [63, 64, 0xFFFF_FFFF, 0x8000_0000, 65][Int(depth) % 5]
        spec.id = TextPool.pick(&reader)
        spec.title = TextPool.pick(&reader)
        if reader.byte() % 3 == 0 { spec.icon = TextPool.pick(&reader) }
        spec.flags = reader.byte() % 4 == 0 ? reader.uint32() : UInt32(reader.byte() % 64)
        spec.state = reader.word(last: 3)
        if reader.byte() % 3 == 0 { spec.destination = TextPool.pick(&reader) }
        spec.presentation = reader.word(last: 2)
        spec.load_time = reader.near(1_000_000_000_000_000_000)
        let status = interaction_scene_builder_add_item(builder, &spec)
        expect(status, in: [statusOK, statusEnum, statusUTF8, statusNull, statusRange])
      case 5:
        call = "interaction_scene_builder_set_configuration"
        var spec = sentinel(interaction_configuration_spec.self)
        expect(interaction_scene_builder_configuration(builder, &spec), in: [statusOK])
        switch reader.byte() % 8 {
        case 0: spec.hold = reader.near(1_000_000_000_000_000_000)
        case 1: spec.slop = reader.near(1_000_000_000)
        case 2: spec.lift = reader.near(1_000_000_000_000_000_000)
        case 3: spec.commit = reader.near(1_000_000_000_000_000_000)
        case 4: spec.fade = reader.near(1_000_000_000_000_000_000)
        case 5: spec.overlay = reader.near(1_000_000)
        case 6: spec.peek = reader.near(1_000_000)
        default: spec.pop = reader.near(1_000_000)
        }
        expect(interaction_scene_builder_set_configuration(builder, &spec), in: [statusOK])
        var read = sentinel(interaction_configuration_spec.self)
        expect(interaction_scene_builder_configuration(builder, &read), in: [statusOK])
        if bytes(of: read) != bytes(of: spec) { fail("the configuration set reads back differently") }
      case 6:
        call = "interaction_scene_builder NULL"
        var spec = interaction_item_spec()
        expect(interaction_scene_builder_add_item(nil, &spec), in: [statusNull])
        expect(interaction_scene_builder_add_item(builder, nil), in: [statusNull])
        expect(interaction_scene_builder_add_target(builder, nil), in: [statusNull])
        expect(interaction_scene_builder_set_configuration(builder, nil), in: [statusNull])
        var made = sentinel(UnsafeMutablePointer<interaction_machine>?.self)
        expect(interaction_machine_new_from_builder(nil, &made, nil), in: [statusNull])
        expect(interaction_machine_new_from_builder(builder, nil, nil), in: [statusNull])
        if !untouched(made) { fail("NULL_ARGUMENT wrote *out_machine") }
      default:
        // A machine made and released along the way: the builder is unchanged by it.
        call = "interaction_machine_new_from_builder"
        var made: UnsafeMutablePointer<interaction_machine>? = nil
        let status = interaction_machine_new_from_builder(builder, &made, nil)
        expect(status, in: [statusOK, statusScene])
        if let made { interaction_machine_free(made) }
      }
    }
    call = "interaction_machine_new_from_builder"
    var made = sentinel(UnsafeMutablePointer<interaction_machine>?.self)
    var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
    let status = interaction_machine_new_from_builder(builder, &made, &error)
    expect(status, in: [statusOK, statusScene])
    if status == statusOK {
      if !untouched(error) { fail("OK wrote *out_error") }
      return made
    }
    if !untouched(made) { fail("INVALID_SCENE wrote *out_machine") }
    checkError(error, status: status)
    return nil
  }

  /// An error handle a call handed out with `status`: its text and position, then released.
  func checkError(_ error: UnsafeMutablePointer<interaction_error>?, status: interaction_status) {
    guard let error else { return fail("status \(status) without an error") }
    defer { interaction_error_free(error) }
    log += text { interaction_error_text(error, $0, $1, $2) }
    var line = sentinel(UInt32.self)
    var column = sentinel(UInt32.self)
    var given = sentinel(interaction_status.self)
    expect(interaction_error_position(error, &line, &column, &given), in: [statusOK])
    if given != status { fail("the error says status \(given), the call \(status)") }
    if status == statusScene && (line != 0 || column != 0) { fail("a scene error with a line") }
    if status == statusParse && (line == 0 || column == 0) { fail("a parse error without a place") }
    log += bytes(of: (line, column))
  }

  /// Runs a call that writes text to a buffer (`buffer`, `capacity`, `out_length`) twice as a host does:
  /// first with a capacity the bytes choose, then with the length it needed; checks BUFFER_TOO_SMALL's
  /// promise (only `*out_length` written) and that nothing is written past the length. Returns the text
  /// (empty when the call refused).
  func text(
    allowing others: [interaction_status] = [],
    _ body: (UnsafeMutablePointer<CChar>?, UInt64, UnsafeMutablePointer<UInt64>) -> interaction_status
  ) -> [UInt8] {
    var length = sentinel(UInt64.self)
    let guess = reader.capacity(around: UInt64(reader.byte()))
    var buffer = [CChar](repeating: CChar(bitPattern: 0xA5), count: Int(guess) + 8)
    let first = buffer.withUnsafeMutableBufferPointer {
      body(guess == 0 ? nil : $0.baseAddress, guess, &length)
    }
    expect(first, in: [statusOK, statusSmall] + others)
    if first == statusSmall {
      if length <= guess { fail("BUFFER_TOO_SMALL needs \(length) bytes, given \(guess)") }
      if buffer.contains(where: { $0 != CChar(bitPattern: 0xA5) }) {
        fail("BUFFER_TOO_SMALL wrote the buffer")
      }
    } else if first != statusOK {
      if !untouched(length) { fail("status \(first) wrote *out_length") }
      if buffer.contains(where: { $0 != CChar(bitPattern: 0xA5) }) {
        fail("status \(first) wrote the buffer")
      }
      return []
    }
    if first == statusOK {
      if length > guess { fail("OK with \(length) bytes in \(guess)") }
      if buffer[Int(min(length, guess))...].contains(where: { $0 != CChar(bitPattern: 0xA5) }) {
        fail("bytes written past *out_length")
      }
      return buffer[..<Int(min(length, guess))].map { UInt8(bitPattern: $0) }
    }
    let needed = length
    guard needed < 1 << 24 else {
      fail("a text of \(needed) bytes")
      return []
    }
    buffer = [CChar](repeating: CChar(bitPattern: 0xA5), count: Int(needed) + 8)
    var second = sentinel(UInt64.self)
    let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress, needed, &second) }
    expect(status, in: [statusOK])
    if second != needed { fail("the second call wrote \(second) bytes, the first needed \(needed)") }
    if buffer[Int(needed)...].contains(where: { $0 != CChar(bitPattern: 0xA5) }) {
      fail("bytes written past the length")
    }
    return buffer[..<Int(needed)].map { UInt8(bitPattern: $0) }
  }

  /// The bytes of a name of the table (`nil` for NO_NAME or past the table).
  func nameBytes(_ name: UInt32) -> [UInt8]? {
    var utf8: UnsafePointer<CChar>?
    var length: UInt32 = 0
    guard interaction_machine_name(machine, name, &utf8, &length) == statusOK, let utf8 else { return nil }
    return Array(UnsafeRawBufferPointer(start: utf8, count: Int(length)))
  }

  func now() -> Int64 {
    var value: Int64 = 0
    _ = interaction_machine_now(machine, &value)
    return value
  }

  func deadline() -> Int64? {
    var value: Int64 = 0
    return interaction_machine_next_deadline(machine, &value) == statusOK ? value : nil
  }

  /// The last call's reports, copied.
  func reports() -> [interaction_report] {
    var reports = sentinel(UnsafePointer<interaction_report>?.self)
    var count = sentinel(UInt32.self)
    let status = interaction_machine_reports(machine, &reports, &count)
    if status != statusOK { fail("interaction_machine_reports: status \(status)") }
    if count == 0 {
      if reports != nil { fail("no reports, and a pointer") }
      return []
    }
    guard let reports else {
      fail("\(count) reports at NULL")
      return []
    }
    return Array(UnsafeBufferPointer(start: reports, count: Int(count)))
  }

  // MARK: The calls

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
        call = caller + " / interaction_machine_input_text of report \(index)'s input \(report.input)"
        let text = self.text { interaction_machine_input_text(machine, &report.input, $0, $1, $2) }
        checkReadBack(text, as: report.input)
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
    // An input naming a name of the table that the scene does not declare in its place (`focus` of an
    // item, `select` of a target) is one the machine ignores and a trace cannot hold (SPEC I9: the
    // recorder writes a `tick` for it): its text reads back as an undeclared id, and nothing else.
    if status == statusParse && takesName(input.verb)
      && String(decoding: message, as: UTF8.self).contains("declared")
    {
      return
    }
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
  func reportText() {
    var report = reports().last ?? interaction_report()
    var effects: [interaction_effect] = {
      var pointer: UnsafePointer<interaction_effect>?
      var count: UInt32 = 0
      _ = interaction_machine_effects(machine, &pointer, &count)
      return pointer.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    }()
    withUnsafeMutableBytes(of: &report) { raw in
      for _ in 0..<Int(reader.byte() % 4) { raw[Int(reader.byte()) % raw.count] = reader.byte() }
    }
    if reader.byte() % 2 == 0 {
      report.effect_start = UInt32(reader.byte() % 8)
      report.effect_count = reader.byte() % 8 == 0 ? reader.uint32() : UInt32(reader.byte() % 8)
    }
    if !effects.isEmpty {
      effects.withUnsafeMutableBytes { raw in
        for _ in 0..<Int(reader.byte() % 4) { raw[Int(reader.byte()) % raw.count] = reader.byte() }
      }
    }
    let count = min(UInt32(effects.count), UInt32(reader.byte() % 16))
    let line = effects.withUnsafeBufferPointer { list in
      text(allowing: [statusEnum, statusName, statusRange]) {
        interaction_machine_report_text(
          machine, &report, count == 0 ? nil : list.baseAddress, count, $0, $1, $2)
      }
    }
    log += line
  }

  /// `decode_effects` of codes the bytes change (the lent ones, or any): a refusal writes nothing.
  func decodeEffects() {
    var codes: [UInt64] = {
      var pointer: UnsafePointer<interaction_effect_code>?
      var count: UInt32 = 0
      _ = interaction_machine_effect_codes(machine, &pointer, &count)
      return pointer.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    }()
    if codes.isEmpty || reader.byte() % 4 == 0 { codes.append(reader.uint64()) }
    for _ in 0..<Int(reader.byte() % 3) {
      let index = Int(reader.byte()) % codes.count
      codes[index] ^= UInt64(1) << UInt64(reader.byte() % 64)
    }
    var out = [interaction_effect](repeating: sentinel(interaction_effect.self), count: codes.count)
    let status = interaction_machine_decode_effects(machine, codes, UInt32(codes.count), &out)
    expect(status, in: [statusOK, statusEnum, statusRange])
    if status != statusOK && !out.allSatisfy({ untouched($0) }) { fail("status \(status) wrote effects") }
    guard status == statusOK else { return }
    for effect in out {
      log += bytes(of: effect)
      // What a decoded code names is this machine's (or none): OUT_OF_RANGE otherwise, as the header says.
      for name in [effect.name_a, effect.name_b] where name != INTERACTION_NO_NAME && name >= names {
        fail("decoded an effect naming \(name), of \(names) names: \(effect)")
      }
      if effect.kind < 1 || effect.kind > 21 { fail("decoded an effect of kind \(effect.kind)") }
    }
  }

  /// An input's text from a host: the text of an input the bytes make, changed, or words of the
  /// format with any bytes.
  func parseInput() {
    var input = reader.input(names: names)
    var text: [UInt8] = []
    let pieces = [
      "down ", "move ", "up", "force ", "select ", "hover none", "key escape", "key ", "right-click ",
      "focus ",
      "remove ", "tick", "0.5", "1e9", "-", ",", " ", "999999999999999999999", "1,2", "#", "\u{85}", "none",
    ]
    switch reader.byte() % 3 {
    case 0:
      var length: UInt64 = 0
      var buffer = [CChar](repeating: 0, count: 256)
      if interaction_machine_input_text(machine, &input, &buffer, 256, &length) == statusOK {
        text = buffer[..<Int(length)].map { UInt8(bitPattern: $0) }
      }
      for _ in 0..<Int(reader.byte() % 3) where !text.isEmpty {
        text[Int(reader.byte()) % text.count] = reader.byte()
      }
    case 1:
      for _ in 0..<Int(reader.byte() % 4) { text += Array(pieces[Int(reader.byte()) % pieces.count].utf8) }
    default:
      for _ in 0..<Int(reader.byte() % 12) { text.append(reader.byte()) }
    }
    var read = sentinel(interaction_input.self)
    var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
    let status = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_parse_input(machine, $0.baseAddress, UInt64($0.count), &read, &error)
      }
    }
    expect(status, in: [statusOK, statusParse, statusName])
    log += bytes(of: status == statusOK ? read : interaction_input())
    if status == statusParse {
      checkError(error, status: status)
    } else if !untouched(error) {
      fail("status \(status) wrote *out_error")
    }
    if status != statusOK && !untouched(read) { fail("status \(status) wrote *out_input") }
    if status == statusOK {
      let written = self.text { interaction_machine_input_text(machine, &read, $0, $1, $2) }
      checkReadBack(written, as: read)
    }
  }

  /// The machine's trace text, a few bytes changed, through the calls that take a whole trace
  /// (`interaction_machine_new`, `interaction_replay`, `interaction_check`): an error handle only with
  /// PARSE_ERROR or INVALID_SCENE, the result only on OK.
  func wholeTrace() {
    var text = traceText
    for _ in 0..<Int(reader.byte() % 4) where !text.isEmpty {
      text[Int(reader.uint32() % UInt32(text.count))] = reader.byte()
    }
    if reader.byte() % 8 == 0 { text = Array(text.prefix(Int(reader.uint32() % UInt32(text.count + 1)))) }
    let refusals = [statusParse, statusScene]
    func checkOut(_ error: UnsafeMutablePointer<interaction_error>?, _ status: interaction_status) {
      if refusals.contains(status) {
        checkError(error, status: status)
      } else if !untouched(error) {
        fail("status \(status) wrote *out_error")
      }
    }
    text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        let (pointer, length) = (chars.baseAddress, UInt64(chars.count))
        switch reader.byte() % 3 {
        case 0:
          call = "interaction_machine_new (a changed trace)"
          var made = sentinel(UnsafeMutablePointer<interaction_machine>?.self)
          var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
          let status = interaction_machine_new(pointer, length, &made, &error)
          expect(status, in: [statusOK] + refusals)
          checkOut(error, status)
          if status == statusOK, let made {
            interaction_machine_free(made)
          } else if !untouched(made) {
            fail("status \(status) wrote *out_machine")
          }
        case 1:
          call = "interaction_replay (a changed trace)"
          var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
          var last = statusOK
          log += self.text(allowing: refusals) {
            last = interaction_replay(pointer, length, $0, $1, $2, &error)
            return last
          }
          checkOut(error, last)
        default:
          call = "interaction_check (a changed trace)"
          var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
          var written = interaction_check_result()
          var last = statusOK
          log += self.text(allowing: refusals) { buffer, capacity, outLength in
            var result = sentinel(interaction_check_result.self)
            last = interaction_check(pointer, length, &result, buffer, capacity, outLength, &error)
            if last == statusOK {
              written = result
            } else if !untouched(result) {
              fail("status \(last) wrote *out_result")
            }
            return last
          }
          checkOut(error, last)
          log += bytes(of: written)
        }
      }
    }
  }

  /// A call that writes text, given a NULL buffer with a capacity above 0: NULL_ARGUMENT, and nothing
  /// done or written (the header: `buffer` may be NULL when `capacity` is 0).
  func nullBuffer() {
    let capacity = UInt64(reader.byte()) + 1
    var length = sentinel(UInt64.self)
    var error = sentinel(UnsafeMutablePointer<interaction_error>?.self)
    var result = sentinel(interaction_check_result.self)
    var input = reader.input(names: names)
    var report = reports().last ?? interaction_report()
    let status: interaction_status
    let which = reader.byte() % 6
    call = "NULL buffer \(which)"
    switch which {
    case 0: status = interaction_machine_scene(machine, nil, capacity, &length)
    case 1: status = interaction_machine_input_text(machine, &input, nil, capacity, &length)
    case 2: status = interaction_machine_report_text(machine, &report, nil, 0, nil, capacity, &length)
    case 3:
      status = traceText.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_replay($0.baseAddress, UInt64($0.count), nil, capacity, &length, &error)
        }
      }
    case 4:
      status = traceText.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_check($0.baseAddress, UInt64($0.count), &result, nil, capacity, &length, &error)
        }
      }
    default:
      var made: UnsafeMutablePointer<interaction_machine>?
      var parseError: UnsafeMutablePointer<interaction_error>?
      let bad = Array("target ?\n".utf8)
      _ = bad.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_machine_new($0.baseAddress, UInt64($0.count), &made, &parseError)
        }
      }
      guard let parseError else { return fail("a bad trace without its error") }
      status = interaction_error_text(parseError, nil, capacity, &length)
      interaction_error_free(parseError)
    }
    expect(status, in: [statusNull])
    if !untouched(length) || !untouched(error) || !untouched(result) {
      fail("NULL_ARGUMENT wrote an out-parameter")
    }
    if let error, !untouched(error) { interaction_error_free(error) }
  }

  /// A call with one required pointer NULL: NULL_ARGUMENT, and nothing done or written.
  func nullArguments() {
    call = "NULL arguments"
    let before = reports().map { bytes(of: $0) }
    let now = self.now()
    var input = interaction_input(verb: UInt8(INTERACTION_INPUT_VERB_TICK))
    var instant = now
    var reports = sentinel(UnsafePointer<interaction_report>?.self)
    var count = sentinel(UInt32.self)
    var other = sentinel(UInt32.self)
    var effects = sentinel(UnsafePointer<interaction_effect>?.self)
    var codes = sentinel(UnsafePointer<interaction_effect_code>?.self)
    var length = sentinel(UInt64.self)
    var value = sentinel(Int64.self)
    let status: interaction_status
    let byte = reader.byte()
    // The bytes 250 to 255 read as a whole trace's calls instead (added after the first saved inputs,
    // which this keeps reading as they did unless they chose those bytes).
    if byte == 250 { return nullBuffer() }
    if byte > 250 { return wholeTrace() }
    let which = byte % 20
    call = "NULL arguments \(which)"
    switch which {
    case 0: status = interaction_machine_send(nil, &input, now)
    case 1: status = interaction_machine_send(machine, nil, now)
    case 2: status = interaction_machine_send_reports(machine, &input, now, nil, &count)
    case 3: status = interaction_machine_send_reports(machine, &input, now, &reports, nil)
    case 4: status = interaction_machine_send_reports(machine, nil, now, &reports, &count)
    case 5: status = interaction_machine_send_at(machine, &input, nil)
    case 6:
      status = interaction_machine_send_at_reports(machine, &input, &instant, &reports, &count, &effects, nil)
    case 7:
      status = interaction_machine_send_at_reports(machine, &input, &instant, &reports, &count, nil, &other)
    case 8: status = interaction_machine_send_at_reports(machine, &input, nil, &reports, &count, nil, nil)
    case 9:
      status = interaction_machine_send_fields(
        machine, 15, 0, 0, 0, 0, 0, Double(now), &reports, &count, nil, &other)
    case 10:
      status = interaction_machine_send_fields(
        machine, 15, 0, 0, 0, 0, 0, Double(now), &reports, nil, &codes, &other)
    case 11:
      status = interaction_machine_send_fields(
        nil, 15, 0, 0, 0, 0, 0, Double(now), &reports, &count, &codes, &other)
    case 12: status = interaction_machine_advance(nil, now)
    case 13: status = interaction_machine_next_deadline(machine, nil)
    case 14: status = interaction_machine_input_text(machine, &input, nil, 0, nil)
    case 15: status = interaction_machine_input_text(machine, nil, nil, 0, &length)
    case 16: status = interaction_machine_report_text(machine, nil, nil, 0, nil, 0, &length)
    case 17:
      var report = interaction_report()
      status = interaction_machine_report_text(machine, &report, nil, 1, nil, 0, &length)
    case 18: status = interaction_machine_decode_effects(machine, nil, 1, nil)
    default: status = interaction_machine_appearance(machine, now, nil)
    }
    expect(status, in: [statusNull])
    if !untouched(reports) || !untouched(count) || !untouched(other) || !untouched(effects)
      || !untouched(codes) || !untouched(length)
      || !untouched(value)
    {
      fail("NULL_ARGUMENT wrote an out-parameter")
    }
    if self.reports().map({ bytes(of: $0) }) != before || self.now() != now {
      fail("NULL_ARGUMENT, and something happened")
    }
    value = 0
  }
}

/// Whether a verb takes a name (`select`, `focus`, `remove`, `hover`).
func takesName(_ verb: UInt8) -> Bool {
  [
    INTERACTION_INPUT_VERB_SELECT, INTERACTION_INPUT_VERB_FOCUS, INTERACTION_INPUT_VERB_REMOVE,
    INTERACTION_INPUT_VERB_HOVER,
  ]
  .contains(Int(verb))
}

/// The input with only the fields its verb takes; the others as a zeroed input has them (no name).
func meaningful(_ input: interaction_input) -> interaction_input {
  var result = interaction_input(verb: input.verb)
  switch Int(input.verb) {
  case INTERACTION_INPUT_VERB_DOWN, INTERACTION_INPUT_VERB_MOVE, INTERACTION_INPUT_VERB_RIGHT_CLICK:
    result.x = input.x
    result.y = input.y
  case INTERACTION_INPUT_VERB_FORCE: result.force = input.force
  case INTERACTION_INPUT_VERB_KEY: result.key = input.key
  default: if takesName(input.verb) { result.name = input.name }
  }
  return result
}

extension interaction_input {
  /// A zeroed input of `verb`, no name.
  init(verb: UInt8) {
    self.init()
    self.verb = verb
    name = INTERACTION_NO_NAME
  }
}

/// The checks of one fuzz input: a session over the bytes keeps every promise, and a second session over
/// the same bytes produces the same bytes (nothing depends on a hash seed or an address).
enum CABIFuzzCheck {
  static func run(_ bytes: [UInt8], traces: [[UInt8]]) -> String? {
    check(bytes, traces: traces).violation
  }

  /// The checks, and a digest of what the first session produced (FNV-1a of its log): the replay
  /// prints it, so that two processes (another hash seed, other addresses) can be compared too.
  static func check(_ bytes: [UInt8], traces: [[UInt8]]) -> (violation: String?, digest: UInt64) {
    let first = CABISession(bytes: bytes)
    first.run(traces: traces)
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in first.log { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    if let violation = first.violation { return (violation, digest) }
    let second = CABISession(bytes: bytes)
    second.run(traces: traces)
    if let violation = second.violation { return ("second session: " + violation, digest) }
    if first.log != second.log { return ("two sessions over the same bytes produce different bytes", digest) }
    return (nil, digest)
  }
}

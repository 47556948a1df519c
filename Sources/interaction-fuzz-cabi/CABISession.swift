import CInteraction

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
  /// The ids the machine's scene declares, from its JSON (``readDeclaredIDs()``).
  var declared = DeclaredIDs()

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
    declared = readDeclaredIDs()
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
}

import CInteraction

/// The text calls over what the machine lent, changed by the bytes: a report's line, effects decoded
/// from codes, an input's text read back.
extension CABISession {
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
}

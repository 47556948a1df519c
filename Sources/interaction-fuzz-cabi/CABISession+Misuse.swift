import CInteraction

/// The calls a host gets wrong: a whole trace with bytes changed, a NULL buffer with a capacity, a NULL
/// where a pointer is required.
extension CABISession {
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

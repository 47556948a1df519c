/// The settings that a `set` line may give once each.
enum SettingName: UInt8 {
  case hold, slop, lift, commit, fade, overlay, peek, pop
}

/// Where `peek` or `pop` was last set: the error when peek ends above pop points there.
struct SettingPosition: Sendable {
  var line: Int
  var column: Int
}

/// The header, `trace 1`, and `set NAME=VALUE …` (SPEC sections 1 and 9).
extension TraceParser {
  /// `trace 1`: the first statement, version 1.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func parseHeader(_ keyword: Token, _ scanner: inout LineScanner) throws(TraceError)
    -> TraceStatement
  {
    if firstStatementLine != 0 {
      throw scanner.error(
        .misplacedHeader, at: keyword,
        "expected `trace 1` as the first statement, found it after line " + String(firstStatementLine))
    }
    guard let version = try scanner.next() else {
      throw scanner.errorAtEnd(.unsupportedVersion, expected: "a version after `trace` (trace 1)")
    }
    guard scanner.matches(version, "1") else {
      throw scanner.error(
        .unsupportedVersion, at: version, "expected version 1 (trace 1), found " + scanner.shown(version))
    }
    try scanner.end(after: "`trace 1`")
    return .header(version: 1)
  }

  /// `set NAME=VALUE …`: a later value of the same name wins (SPEC section 1).
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func parseSet(_ scanner: inout LineScanner) throws(TraceError) {
    var seen = WordsSeen<SettingName>()
    var any = false
    while let token = try scanner.next() {
      any = true
      guard !token.quoted, let equals = scanner.find(UInt8(ascii: "="), from: token.start, to: token.end)
      else {
        throw scanner.unexpected(.malformedStatement, token, expected: "NAME=VALUE")
      }
      let name = (token.start, equals)
      let value = (equals + 1, token.end)
      let valueToken = Token(start: value.0, end: value.1, quoted: false)
      let setting: SettingName
      if scanner.matches(name.0, name.1, "hold") {
        setting = .hold
        configuration.hold = try scanner.interval(valueToken, "hold")
      } else if scanner.matches(name.0, name.1, "slop") {
        setting = .slop
        configuration.slop = try scanner.length(value.0, value.1, "slop", negative: false)
      } else if scanner.matches(name.0, name.1, "lift") {
        setting = .lift
        configuration.lift = try scanner.interval(valueToken, "lift")
      } else if scanner.matches(name.0, name.1, "commit") {
        setting = .commit
        configuration.commit = try scanner.interval(valueToken, "commit")
      } else if scanner.matches(name.0, name.1, "fade") {
        setting = .fade
        configuration.fade = try scanner.interval(valueToken, "fade")
      } else if scanner.matches(name.0, name.1, "overlay") {
        setting = .overlay
        configuration.overlay = try scanner.fraction(value.0, value.1, "overlay")
      } else if scanner.matches(name.0, name.1, "peek") {
        setting = .peek
        configuration.peek = try scanner.fraction(value.0, value.1, "peek")
        peekPosition = SettingPosition(line: scanner.number, column: token.column)
      } else if scanner.matches(name.0, name.1, "pop") {
        setting = .pop
        configuration.pop = try scanner.fraction(value.0, value.1, "pop")
        popPosition = SettingPosition(line: scanner.number, column: token.column)
      } else {
        throw scanner.unexpected(
          .unknownAttribute, name.0, name.1,
          expected: "a setting (hold, slop, lift, commit, fade, overlay, peek, pop)")
      }
      try scanner.once(setting, &seen, at: token, shown: scanner.shown(name.0, name.1), on: "the line")
    }
    if !any { throw scanner.errorAtEnd(.malformedStatement, expected: "NAME=VALUE after `set`") }
  }
}

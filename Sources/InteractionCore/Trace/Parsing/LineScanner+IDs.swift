/// Ids and names in a trace line (SPEC section 9, ids): ASCII letters, digits, `-`, `_` and `.`,
/// starting with a letter or a digit; `root`, `none` and `same` are reserved. The rules are
/// ``SceneRules``'s, which the API's door asks of a scene built in Swift (I9).
extension LineScanner {
  /// Whether a byte may start an id: an ASCII letter or digit.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  static func isIDStart(_ byte: UInt8) -> Bool {
    SceneRules.isIDStart(byte)
  }

  /// Whether a byte may appear in an id: a letter, a digit, `-`, `_` or `.`.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  static func isIDByte(_ byte: UInt8) -> Bool {
    SceneRules.isIDByte(byte)
  }

  /// Whether a range is a well-formed id or name.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func isID(_ start: Int, _ end: Int) -> Bool {
    guard start < end, LineScanner.isIDStart(bytes[start]) else { return false }
    var index = start + 1
    while index < end {
      if !LineScanner.isIDByte(bytes[index]) { return false }
      index += 1
    }
    return true
  }

  /// Whether a range is one of the reserved words `root`, `none` and `same`.
  func isReserved(_ start: Int, _ end: Int) -> Bool {
    SceneRules.isReserved(bytes[start..<end])
  }

  /// A well-formed id or name from a range, as a string.
  @inline(never)
  func id(_ start: Int, _ end: Int, _ expected: @autoclosure () -> String) throws(TraceError) -> String {
    guard isID(start, end) else {
      throw unexpected(
        .invalidID, start, end,
        expected: expected() + " (letters, digits, -, _ and ., from a letter or digit)")
    }
    return text(start, end)
  }

  /// A well-formed id or name from an unquoted token.
  @inline(never)
  func id(_ token: Token, _ expected: @autoclosure () -> String) throws(TraceError) -> String {
    if token.quoted { throw unexpected(.invalidID, token, expected: expected()) }
    return try id(token.start, token.end, expected())
  }

  /// A well-formed id that a declaration gives: not reserved.
  @inline(never)
  func declaredID(_ token: Token, _ expected: String) throws(TraceError) -> String {
    let value = try id(token, expected)
    if isReserved(token.start, token.end) {
      throw unexpected(
        .reservedID, token, expected: expected + " other than the reserved root, none and same")
    }
    return value
  }
}

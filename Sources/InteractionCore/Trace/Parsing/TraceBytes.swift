/// The bytes of a trace line before any token is read (SPEC section 9, errors): UTF-8, and no control
/// character but a tab.
enum TraceBytes {
  /// Whether the line starts with a UTF-8 byte order mark (skipped on the first line).
  static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Every byte of the line from `start` is UTF-8 and no control character but a tab (C0, DEL and C1);
  /// the first that is not is the error.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) throws(TraceError) {
    let printable = printableASCIIPrefix(bytes, from: start)
    if printable < bytes.count { try validateText(bytes, from: printable, line: line) }
  }

  /// How far from `start` the line is printable ASCII (a space to `~`), eight bytes at a time: most
  /// lines are, and need no more checking.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return count }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    let spaces = ones &* UInt64(UInt8(ascii: " "))
    @inline(__always) func isPrintable(_ word: UInt64) -> Bool {
      // No byte below a space (less a space, its high bit is set), DEL (plus one, 0x80) or at or above
      // 0x80 (its own high bit), in any of the eight lanes. A lane that borrows or carries is itself
      // flagged; it can only disturb the lanes after it.
      ((word &+ ones) | (word &- spaces) | word) & highs == 0
    }
    var index = start
    while index + 8 <= count {
      if !isPrintable(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))) {
        return index
      }
      index += 8
    }
    // The last bytes in one word that overlaps the ones already seen.
    if index < count && count - start >= 8
      && isPrintable(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
    {
      return count
    }
    while index < count {
      let byte = bytes[index]
      if byte < UInt8(ascii: " ") || byte >= 0x7F { return index }
      index += 1
    }
    return count
  }

  /// The byte-by-byte check, from the first byte that is not printable ASCII.
  static func validateText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) throws(TraceError)
  {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte != UInt8(ascii: "\t") && SceneRules.isControl(UInt32(byte)) {
          throw TraceError(
            .controlCharacter, line: line, column: index + 1,
            message: "expected text, found the control character " + hex(UInt32(byte)))
        }
        index += 1
        continue
      }
      guard let (scalar, length) = decodeScalar(bytes, at: index) else {
        throw TraceError(
          .invalidUTF8, line: line, column: index + 1,
          message: "expected UTF-8 text, found the byte 0x" + String(UInt32(byte), radix: 16, uppercase: true)
        )
      }
      if SceneRules.isControl(scalar) {
        throw TraceError(
          .controlCharacter, line: line, column: index + 1,
          message: "expected text, found the control character " + hex(scalar))
      }
      index += length
    }
  }

  /// The scalar that a multi-byte UTF-8 sequence at `index` encodes, and its length; `nil` for a
  /// truncated, overlong or surrogate sequence, or one past U+10FFFF.
  static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
    let byte = bytes[index]
    let length: Int
    var scalar: UInt32
    let minimum: UInt32
    if byte & 0xE0 == 0xC0 {
      (length, scalar, minimum) = (2, UInt32(byte & 0x1F), 0x80)
    } else if byte & 0xF0 == 0xE0 {
      (length, scalar, minimum) = (3, UInt32(byte & 0x0F), 0x800)
    } else if byte & 0xF8 == 0xF0 {
      (length, scalar, minimum) = (4, UInt32(byte & 0x07), 0x10000)
    } else {
      return nil
    }
    guard index + length <= bytes.count else { return nil }
    for next in index + 1..<index + length {
      let continuation = bytes[next]
      guard continuation & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(continuation & 0x3F)
    }
    guard scalar >= minimum && scalar <= 0x10FFFF && !(scalar >= 0xD800 && scalar <= 0xDFFF) else {
      return nil
    }
    return (scalar, length)
  }

  /// `U+00XX` for a scalar.
  static func hex(_ value: UInt32) -> String {
    SceneRules.hex(value)
  }
}

/// Text written as UTF-8 bytes, one piece a call: every line and message the package writes (a
/// transcript's lines, an effect, an input, an outcome, a replay's failures, a scene's refusals, the
/// scene as JSON). A fixed piece is a `StaticString`, a word of the vocabulary its spelling in the
/// table, a number its digits; no `String` is built for a piece, and the bytes become a `String` only
/// where a Swift caller asks for one (``text``). The C ABI and the JavaScript module copy ``bytes``.
///
/// Each call is out of line: `a + b + c` written out at each site was most of those functions' code
/// (the wasm's size, docs/DECISIONS.md).
package struct TextWriter {
  /// The text so far, UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// An empty text, with room for a transcript's line: a line of about 80 bytes written piece by piece
  /// into an empty array grew it four or five times.
  @inline(never)
  package init() { bytes.reserveCapacity(128) }

  /// Forgets the text so far, keeping its room: a writer reused line after line (the CLI's output).
  package mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// The text so far as a `String`.
  package var text: String { bytes.withUnsafeBufferPointer { String(wellFormedUTF8: $0) } }

  /// Appends fixed text.
  @inline(never)
  package mutating func write(_ piece: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  /// Appends bytes.
  @inline(never)
  package mutating func write(bytes piece: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: piece)
  }

  /// Appends text.
  @inline(never)
  package mutating func write(text piece: String) {
    piece.withUTF8Bytes { bytes.append(contentsOf: $0) }
  }

  /// Appends one byte.
  @inline(never)
  package mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Rewrites the bytes written since `start` as the inside of a JSON string literal: a double quote
  /// and a backslash after a backslash, a line feed, a tab and a carriage return as `\n`, `\t`, `\r`,
  /// any other control character as `\u00XX` (lowercase), every other byte as it is (UTF-8 stays
  /// UTF-8). Text that needs no escape, a transcript's almost always, is only read.
  @inline(never)
  package mutating func escapeJSON(from start: Int) {
    let index = bytes.withUnsafeBufferPointer { text in
      var index = start
      while index < text.count {
        let byte = text[index]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
        index += 1
      }
      return index
    }
    guard index < bytes.count else { return }
    let rest = Array(bytes[index...])
    bytes.removeSubrange(index...)
    for byte in rest {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case UInt8(ascii: "\n"): write("\\n")
      case UInt8(ascii: "\t"): write("\\t")
      case UInt8(ascii: "\r"): write("\\r")
      case ..<0x20:
        let digits: StaticString = "0123456789abcdef"
        write("\\u00")
        bytes.append(digits.utf8Start[Int(byte >> 4)])
        bytes.append(digits.utf8Start[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
  }

  /// Appends a number in decimal.
  @inline(never)
  package mutating func write(_ number: Int) {
    write(decimal: Int64(number), scale: 0, minimumDecimals: 0)
  }

  /// Appends the spelling of a word of the vocabulary.
  @inline(__always)
  package mutating func write<Word: VocabularyWord>(word: Word) {
    write(spelling: word.rawValue, in: Word.spellings)
  }

  /// Appends the spelling of word `number` of a table's `spellings`.
  @inline(never)
  mutating func write(spelling number: UInt8, in all: StaticString) {
    Vocabulary.forEachWord(in: all) { word, spelling in
      guard word == number else { return true }
      bytes.append(contentsOf: spelling)
      return false
    }
  }

  /// Appends `value / 10^scale` as an exact decimal, trailing zeros removed but at least
  /// `minimumDecimals` digits after the point (`0.5`, `-1.25`, `0.500` for at least three).
  @inline(never)
  package mutating func write(decimal value: Int64, scale: Int, minimumDecimals: Int) {
    var divisor: UInt64 = 1
    for _ in 0..<scale { divisor &*= 10 }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var fraction = magnitude % divisor
    var decimals = scale
    while decimals > minimumDecimals && decimals > 0 && fraction % 10 == 0 {
      fraction /= 10
      decimals -= 1
    }
    writeDigits(magnitude / divisor, count: 1)
    if decimals > 0 {
      bytes.append(UInt8(ascii: "."))
      writeDigits(fraction, count: decimals)
    }
  }

  /// Appends `value` in decimal, with leading zeros to at least `count` digits.
  private mutating func writeDigits(_ value: UInt64, count: Int) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for UInt64.max's 20 digits
    var used = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        used += 1
        buffer[buffer.count - used] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0 || used < count
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - used)...]))
    }
  }

  /// Appends decimal seconds with at least `minimumDecimals` decimals, exact to the nanosecond.
  @inline(__always)
  package mutating func write(seconds nanoseconds: Int64, minimumDecimals: Int) {
    write(decimal: nanoseconds, scale: 9, minimumDecimals: minimumDecimals)
  }
}

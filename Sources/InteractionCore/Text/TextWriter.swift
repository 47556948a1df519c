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

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
  @_optimize(speed)
  @inline(never)
  package mutating func write(_ piece: StaticString) {
    append(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  /// Appends bytes one by one: for pieces of a few bytes, faster than `append(contentsOf:)`.
  @_optimize(speed)
  @inline(__always)
  private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < piece.count {
      bytes.append(piece[index])
      index &+= 1
    }
  }

  /// Appends bytes.
  @_optimize(speed)
  @inline(never)
  package mutating func write(bytes piece: UnsafeBufferPointer<UInt8>) {
    append(piece)
  }

  /// Appends text.
  @_optimize(speed)
  @inline(never)
  package mutating func write(text piece: String) {
    piece.withUTF8Bytes { append($0) }
  }

  /// Appends one byte.
  @_optimize(speed)
  @inline(never)
  package mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Rewrites the bytes written since `start` as the inside of a JSON string literal
  /// (``write(jsonEscaping:)``). Text that needs no escape, a transcript's almost always, is only read.
  @inline(never)
  package mutating func escapeJSON(from start: Int) {
    let index = bytes.withUnsafeBufferPointer { text in
      var index = start
      while index < text.count && !Self.needsJSONEscape(text[index]) { index += 1 }
      return index
    }
    guard index < bytes.count else { return }
    let rest = Array(bytes[index...])
    bytes.removeSubrange(index...)
    rest.withUnsafeBufferPointer { write(jsonEscaping: $0) }
  }

  /// Appends `text` as the inside of a JSON string literal: a double quote and a backslash after a
  /// backslash, a line feed, a tab and a carriage return as `\n`, `\t`, `\r`, any other control
  /// character as `\u00XX` (lowercase), every other byte as it is (UTF-8 stays UTF-8). The one JSON
  /// escaper: a transcript's strings (``escapeJSON(from:)``) and a scene's (`SceneJSON`).
  @inline(never)
  package mutating func write(jsonEscaping text: UnsafeBufferPointer<UInt8>) {
    var start = 0
    var offset = 0
    while offset < text.count {
      let byte = text[offset]
      offset += 1
      guard Self.needsJSONEscape(byte) else { continue }
      write(bytes: UnsafeBufferPointer(rebasing: text[start..<offset - 1]))
      start = offset
      // `\"`, `\\`, `\n`, `\t`, `\r`: a backslash and one letter; any other control character `\u00XX`.
      let letter: UInt8 =
        switch byte {
        case UInt8(ascii: "\n"): UInt8(ascii: "n")
        case UInt8(ascii: "\t"): UInt8(ascii: "t")
        case UInt8(ascii: "\r"): UInt8(ascii: "r")
        case ..<0x20: 0
        default: byte
        }
      bytes.append(UInt8(ascii: "\\"))
      if letter != 0 {
        bytes.append(letter)
      } else {
        let digits: StaticString = "0123456789abcdef"
        write("u00")
        bytes.append(digits.utf8Start[Int(byte >> 4)])
        bytes.append(digits.utf8Start[Int(byte & 0xF)])
      }
    }
    write(bytes: UnsafeBufferPointer(rebasing: text[start...]))
  }

  /// Whether a byte is escaped inside a JSON string: a control character, a double quote, a backslash.
  @inline(__always)
  private static func needsJSONEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Appends a number in decimal.
  @inline(never)
  package mutating func write(_ number: Int) {
    write(decimal: Int64(number), scale: 0, minimumDecimals: 0)
  }

  /// Appends the spelling of a word of the vocabulary.
  @inline(__always)
  package mutating func write<Word: IndexedVocabularyWord>(word: Word) {
    #if hasFeature(Embedded)
      // The WebAssembly module skips the words before it (one `popcnt` per eight bytes there): the
      // table of ends was 2-3% faster for 474 bytes of the gzipped module.
      write(spelling: word.rawValue, in: Word.spellings)
    #else
      write(spelling: word.rawValue, in: Word.spellings, ends: Word.spellingEnds)
    #endif
  }

  /// Appends the spelling of word `number` of a table's `spellings`, whose words end at `ends`.
  @_optimize(speed)
  @inline(never)
  mutating func write(spelling number: UInt8, in all: StaticString, ends: SpellingEnds) {
    let index = Int(number) &- 1
    guard index >= 0 && index < ends.ends.count else { return }
    let start = index == 0 ? 0 : Int(ends.ends[index &- 1]) &+ 1
    append(UnsafeBufferPointer(start: all.utf8Start + start, count: Int(ends.ends[index]) &- start))
  }

  /// Appends the spelling of word `number` of a table's `spellings`. The words before it are skipped
  /// eight bytes at a time, counting the separators among them (spellings are ASCII letters, digits
  /// and `-`, all above the space; the separators a space or a line break, both at or below it).
  @_optimize(speed)
  @inline(never)
  mutating func write(spelling number: UInt8, in all: StaticString) {
    guard number > 0 else { return }
    let table = all.utf8Start
    let count = all.utf8CodeUnitCount
    var skip = Int(number) &- 1  // separators before the word
    var index = 0
    while skip > 0 && index &+ 8 <= count {
      let eight = UnsafeRawPointer(table + index).loadUnaligned(as: UInt64.self)
      // A byte's high bit set where the byte is above the space (no byte is above 0x7F: no carry).
      let separators = ~(eight &+ 0x5F5F_5F5F_5F5F_5F5F) & 0x8080_8080_8080_8080
      let found = separators.nonzeroBitCount
      if found >= skip { break }
      skip &-= found
      index &+= 8
    }
    while skip > 0 && index < count {
      if table[index] <= UInt8(ascii: " ") { skip &-= 1 }
      index &+= 1
    }
    guard skip == 0 else { return }
    let start = index
    while index < count && table[index] > UInt8(ascii: " ") { index &+= 1 }
    append(UnsafeBufferPointer(start: table + start, count: index &- start))
  }

  /// Appends `value / 10^scale` as an exact decimal, trailing zeros removed but at least
  /// `minimumDecimals` digits after the point (`0.5`, `-1.25`, `0.500` for at least three).
  @_optimize(speed)
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
  @_optimize(speed)
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
      append(
        UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - used)...]).assumingMemoryBound(to: UInt8.self)
      )
    }
  }

  /// Appends decimal seconds with at least `minimumDecimals` decimals, exact to the nanosecond.
  @inline(__always)
  package mutating func write(seconds nanoseconds: Int64, minimumDecimals: Int) {
    write(decimal: nanoseconds, scale: 9, minimumDecimals: minimumDecimals)
  }
}

/// `String`'s joining and its bytes as an array, as the WebAssembly module (Embedded Swift) links them.
///
/// The standard library's `+`, `+=` and `Array(string.utf8)` bring in its code for strings whose bytes
/// are not in place (growing, re-encoding, UTF-16 index translation, breadcrumbs), which no string in
/// Embedded Swift needs: about 5 KB of the gzipped full module, for the parser's and the replay's
/// messages. In Embedded Swift these are the module's own, written through ``TextWriter``: the same
/// bytes, one out-of-line copy; so is `String(_:)` of a number (the standard library's links
/// `_BinaryIntegerToASCII`). Every other build uses the standard library's.
#if hasFeature(Embedded)
  extension String {
    /// `lhs` then `rhs` (shadows the standard library's `+` in this module).
    @inline(never)
    static func + (lhs: String, rhs: String) -> String {
      var writer = TextWriter()
      writer.write(text: lhs)
      writer.write(text: rhs)
      return writer.text
    }

    /// Appends `rhs` to `lhs` (shadows the standard library's `+=` in this module).
    @inline(never)
    static func += (lhs: inout String, rhs: String) {
      lhs = lhs + rhs
    }

    /// `number` in decimal (shadows the standard library's generic initializer, whose digits are
    /// `_BinaryIntegerToASCII`, in this module: the parser's and the replay's messages).
    @inline(never)
    init(_ number: Int64) {
      var writer = TextWriter()
      writer.write(decimal: number, scale: 0, minimumDecimals: 0)
      self = writer.text
    }

    /// `number` in decimal.
    init(_ number: Int) {
      self.init(Int64(number))
    }

    /// `value`'s digits in `radix` (2 to 36), letters in `uppercase` or not (shadows the standard
    /// library's generic initializer in this module).
    @inline(never)
    init(_ value: UInt32, radix: Int, uppercase: Bool = false) {
      let digits: StaticString =
        uppercase ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789abcdefghijklmnopqrstuvwxyz"
      var reversed: [UInt8] = []
      var rest = value
      repeat {
        reversed.append(digits.utf8Start[Int(rest % UInt32(radix))])
        rest /= UInt32(radix)
      } while rest > 0
      var writer = TextWriter()
      for byte in reversed.reversed() { writer.write(byte: byte) }
      self = writer.text
    }
  }
#endif

extension String {
  /// The string's UTF-8 bytes, in an array.
  @inline(__always)
  package var utf8Array: [UInt8] {
    #if hasFeature(Embedded)
      withUTF8Bytes { Array($0) }
    #else
      Array(utf8)
    #endif
  }
}

/// Text built one piece at a time, each piece one call (a replay's failure messages, a transcript's
/// lines): `a + b + c` written out at each site was most of those functions' code (the wasm's size).
struct MessageWriter {
  /// The message so far.
  private(set) var text = ""

  /// Appends fixed text.
  @inline(never)
  mutating func write(_ piece: StaticString) {
    piece.withUTF8Buffer { text.append(String(decoding: $0, as: UTF8.self)) }
  }

  /// Appends text.
  @inline(never)
  mutating func write(text piece: String) {
    text.append(piece)
  }

  /// Appends a number in decimal.
  @inline(never)
  mutating func write(_ number: Int) {
    text.append(String(number))
  }
}

/// The bytes random traces are drawn from: the words and punctuation of the trace format, and bytes that
/// are not valid UTF-8 or are control characters.
public enum FuzzAlphabet {
  /// The alphabet, each byte as often as it should be drawn.
  public static let bytes: [UInt8] =
    Array(
      "  \n\n\t\"#=,.-+xe0123456789attargetactionmenudeferredexpectsetdownupselectkeyonoffms;\r".utf8) + [
      0x00, 0x07, 0x7F, 0xC0, 0x80, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xED, 0xA0, 0x80, 0xC2,
      0x85,
    ]
}

/// The checks of one fuzz input: a session over the bytes keeps every promise, and a second session over
/// the same bytes produces the same bytes (nothing depends on a hash seed or an address).
enum CABIFuzzCheck {
  static func run(_ bytes: [UInt8], traces: [[UInt8]]) -> String? {
    check(bytes, traces: traces).violation
  }

  /// The checks, and a digest of what the first session produced (FNV-1a of its log): the replay
  /// prints it, so that two processes (another hash seed, other addresses) can be compared too.
  static func check(_ bytes: [UInt8], traces: [[UInt8]]) -> (violation: String?, digest: UInt64) {
    let first = CABISession(bytes: bytes)
    first.run(traces: traces)
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in first.log { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    if let violation = first.violation { return (violation, digest) }
    let second = CABISession(bytes: bytes)
    second.run(traces: traces)
    if let violation = second.violation { return ("second session: " + violation, digest) }
    if first.log != second.log { return ("two sessions over the same bytes produce different bytes", digest) }
    return (nil, digest)
  }
}

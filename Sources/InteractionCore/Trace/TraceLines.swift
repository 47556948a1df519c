/// Splits trace bytes into numbered lines as ``Trace/parse(_:)-([UInt8])`` does: at each line feed,
/// and the last line only when it is not empty (a trace that ends in a line feed has no extra line).
public enum TraceLines {
  /// Calls `body` with each line of `buffer`, without its line feed, and its number from 1.
  @inlinable
  public static func forEach(
    in buffer: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, Int) throws(TraceError) -> Void
  ) throws(TraceError) {
    var lineStart = 0
    var number = 1
    let count = buffer.count
    while lineStart <= count {
      var lineEnd = lineStart
      while lineEnd < count && buffer[lineEnd] != 0x0A { lineEnd += 1 }
      if lineEnd == count && lineStart == count && number > 1 { break }
      try body(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]), number)
      lineStart = lineEnd + 1
      number += 1
    }
  }
}

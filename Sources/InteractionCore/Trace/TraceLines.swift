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
    guard let base = buffer.baseAddress else {
      try body(buffer, 1)
      return
    }
    while lineStart <= count {
      let lineEnd = TraceLineSplitter.lineFeed(in: UnsafeRawPointer(base), from: lineStart, to: count)
      if lineEnd == count && lineStart == count && number > 1 { break }
      try body(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]), number)
      lineStart = lineEnd + 1
      number += 1
    }
  }

  /// Calls `body` as ``forEach(in:_:)`` does, with whether every byte of the line is printable ASCII
  /// (found in the pass that finds its line feed, as ``TraceLineSplitter`` finds it): for a reader
  /// that hands each line to ``TraceParser/parseInput(line:number:printable:into:)``.
  @inlinable
  package static func forEachLine(
    in buffer: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) throws(TraceError) -> Void
  ) throws(TraceError) {
    var lineStart = 0
    var number = 1
    let count = buffer.count
    guard let base = buffer.baseAddress else {
      try body(buffer, 1, false)
      return
    }
    while lineStart <= count {
      let (lineEnd, printable) = TraceLineSplitter.lineEnd(
        in: UnsafeRawPointer(base), from: lineStart, to: count)
      if lineEnd == count && lineStart == count && number > 1 { break }
      try body(UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd]), number, printable)
      lineStart = lineEnd &+ 1
      number &+= 1
    }
  }
}

/// Splits a trace that arrives in chunks (read from a file, say) into numbered lines, exactly as
/// ``TraceLines`` splits one held whole, keeping only the unfinished last line between chunks: memory
/// stays bounded by the chunk size and the longest line, however long the trace.
@usableFromInline
package struct TraceLineSplitter: Sendable {
  private var carry: [UInt8] = []
  private var number = 1
  private var sawAnything = false

  /// Creates a splitter at the start of a trace.
  package init() {}

  /// The number the next line will have.
  package var nextLineNumber: Int { number }

  /// Calls `body` with each line that `chunk` completes, without its line feed, its number, and whether
  /// every byte of it is printable ASCII (found in the same pass that finds its line feed: the parser
  /// need not check those bytes again; `false` says only that it must).
  package mutating func feed(
    _ chunk: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) throws(TraceError) -> Void
  ) throws(TraceError) {
    guard chunk.count > 0 else { return }
    sawAnything = true
    var lineStart = 0
    let count = chunk.count
    let base = UnsafeRawPointer(chunk.baseAddress!)
    while true {
      let (index, printable) = TraceLineSplitter.lineEnd(in: base, from: lineStart, to: count)
      guard index < count else { break }
      if carry.isEmpty {
        try body(UnsafeBufferPointer(rebasing: chunk[lineStart..<index]), number, printable)
      } else {
        carry.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[lineStart..<index]))
        try carry.withUnsafeBufferPointer { (line) throws(TraceError) in try body(line, number, false) }
        carry.removeAll(keepingCapacity: true)
      }
      number &+= 1
      lineStart = index &+ 1
    }
    if lineStart < count { carry.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[lineStart..<count])) }
  }

  /// The end of the line that starts at `start` (its line feed, or `end`), and whether every byte
  /// before it is printable ASCII (a space to `~`), eight bytes at a time: a line feed is not
  /// printable, so the first byte that is not ends the search when it is the line feed.
  @inlinable @inline(__always)
  package static func lineEnd(in base: UnsafeRawPointer, from start: Int, to end: Int) -> (Int, Bool) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // Below a space, DEL, or at or above 0x80, in any lane of a word: the first such lane is exact.
    @inline(__always) func flags(_ word: UInt64) -> UInt64 {
      ((word &+ ones) | (word &- ones &* 0x20) | word) & (ones &* 0x80)
    }
    @inline(__always) func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    var index = start
    var flagged: UInt64 = 0
    if end >= 16 {
      let last = end &- 16
      while index <= last {
        let inFirst = flags(word(index))
        let inSecond = flags(word(index &+ 8))
        if inFirst | inSecond != 0 {
          if inFirst != 0 {
            flagged = inFirst
          } else {
            flagged = inSecond
            index &+= 8
          }
          break
        }
        index &+= 16
      }
    }
    if flagged == 0 && index &+ 8 <= end { flagged = flags(word(index)) }
    if flagged != 0 {
      let first = index &+ (flagged.trailingZeroBitCount &>> 3)
      if base.load(fromByteOffset: first, as: UInt8.self) == 0x0A { return (first, true) }
      return (lineFeed(in: base, from: first, to: end), false)
    }
    if index &+ 8 <= end { index &+= 8 }
    while index < end {
      let byte = base.load(fromByteOffset: index, as: UInt8.self)
      if byte == 0x0A { return (index, true) }
      if byte < 0x20 || byte >= 0x7F { return (lineFeed(in: base, from: index, to: end), false) }
      index &+= 1
    }
    return (end, true)
  }

  /// The position of the first line feed at or after `start`, or `end`: eight bytes at a time.
  @inlinable @inline(__always)
  package static func lineFeed(in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= end {
      let word =
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ (ones &* 0x0A)
      let found = (word &- ones) & ~word & highs
      if found != 0 { return index + (found.trailingZeroBitCount >> 3) }
      index += 8
    }
    while index < end && base.load(fromByteOffset: index, as: UInt8.self) != 0x0A { index += 1 }
    return index
  }

  /// Ends the trace: the last line, when it does not end in a line feed and is not empty (and the one
  /// empty line of an empty trace), goes to `body`.
  package mutating func finish(_ body: (UnsafeBufferPointer<UInt8>, Int, Bool) throws(TraceError) -> Void)
    throws(TraceError)
  {
    if !carry.isEmpty || !sawAnything {
      try carry.withUnsafeBufferPointer { (line) throws(TraceError) in try body(line, number, false) }
      carry.removeAll()
      number += 1
    }
    sawAnything = true
  }
}

/// The first, cheap pass of a streaming replay: finds the lines that are expectations (their first
/// word is `expect`) and keeps them, so that they are known before the replay reaches their instants
/// wherever they stand in the file. It parses nothing else; the second pass, ``StreamingReplay``,
/// parses every line in order and reports the first error in file order.
package struct TraceExpectationScan: Sendable {
  /// The expectation lines, with their numbers, in file order.
  package private(set) var lines: [(number: Int, bytes: [UInt8])] = []
  /// The number of the line that ``feed(_:)`` reads next.
  private var number = 1
  /// The start of a line that the chunks so far have not finished, when ``carrying``.
  private var carry: [UInt8] = []
  private var carrying = false

  /// Creates an empty scan.
  package init() {}

  /// Scans the lines that a chunk of the trace completes, numbered as ``TraceLineSplitter`` numbers
  /// them, keeping only the start of an unfinished last line for the next chunk. A line is looked at
  /// only when its first byte can start an expectation (`e`, a space or a tab, or a byte order mark);
  /// any other line costs the search for its line feed alone.
  package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
    let count = chunk.count
    guard count > 0, let start = chunk.baseAddress else { return }
    let base = UnsafeRawPointer(start)
    var index = 0
    if carrying {
      let lineEnd = TraceExpectationScan.lineFeed(in: base, from: 0, to: count)
      carry.append(contentsOf: UnsafeBufferPointer(start: start, count: lineEnd))
      guard lineEnd < count else { return }
      scanCarriedLine()
      index = lineEnd + 1
    }
    while index < count {
      let first = start[index]
      let lineEnd = TraceExpectationScan.lineFeed(in: base, from: index, to: count)
      guard lineEnd < count else {
        carry.append(contentsOf: UnsafeBufferPointer(start: start + index, count: count - index))
        carrying = true
        return
      }
      if first == UInt8(ascii: "e") || first == UInt8(ascii: " ") || first == UInt8(ascii: "\t")
        || first == 0xEF
      {
        scan(line: UnsafeBufferPointer(start: start + index, count: lineEnd - index), number: number)
      }
      number &+= 1
      index = lineEnd &+ 1
    }
  }

  /// ``TraceLineSplitter/lineFeed(in:from:to:)`` sixteen bytes a step: the first pass reads every
  /// byte of the trace for its line feeds alone.
  private static func lineFeed(in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let feeds = ones &* 0x0A
    if end >= 16 {
      let last = end &- 16
      while index <= last {
        let first = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ feeds
        let second =
          UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)) ^ feeds
        let inFirst = (first &- ones) & ~first & highs
        let inSecond = (second &- ones) & ~second & highs
        if inFirst | inSecond != 0 {
          if inFirst != 0 { return index &+ (inFirst.trailingZeroBitCount &>> 3) }
          return index &+ 8 &+ (inSecond.trailingZeroBitCount &>> 3)
        }
        index &+= 16
      }
    }
    return TraceLineSplitter.lineFeed(in: base, from: index, to: end)
  }

  /// Ends the trace: a last line without a line feed is scanned.
  package mutating func finish() {
    if carrying { scanCarriedLine() }
  }

  /// The line that the chunks carried over, now finished.
  private mutating func scanCarriedLine() {
    var line: [UInt8] = []
    swap(&line, &carry)
    line.withUnsafeBufferPointer { scan(line: $0, number: number) }
    line.removeAll(keepingCapacity: true)
    carry = line
    carrying = false
    number += 1
  }

  /// Looks at one line (without its line feed).
  package mutating func scan(line: UnsafeBufferPointer<UInt8>, number: Int) {
    var index = 0
    let count = line.count
    if number == 1 && count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { index = 3 }
    while index < count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
    guard count - index >= 6, line[index] == 0x65, line[index + 1] == 0x78, line[index + 2] == 0x70,
      line[index + 3] == 0x65, line[index + 4] == 0x63, line[index + 5] == 0x74
    else { return }
    if count - index > 6 {
      let next = line[index + 6]
      guard next == 0x20 || next == 0x09 || next == 0x0D else { return }
    }
    lines.append((number, Array(line)))
  }
}

/// The second pass of a streaming replay: parses every line in order, as ``Trace/parse(_:)-([UInt8])``
/// does (so its first error is the first in file order, with the same message), and streams each
/// input into a ``Replayer`` as soon as it is read. The replayer starts at the first input, when the
/// declarations are complete, with every expectation of the trace: those read so far, and those that
/// the first pass found later in the file, parsed there and then. It keeps only the outcomes that the
/// expectations ask about, and drops the reports, so its memory does not grow with the trace.
package struct StreamingReplay: Sendable {
  private var parser = TraceParser()
  private var replayer: Replayer<DiscardingSink>
  private var started = false
  /// The input last read, once replaying.
  private var input = TimedInput(instant: .zero, input: .up)
  private var scanned: [(number: Int, bytes: [UInt8])]
  private var expectations: [Expectation] = []
  private var scanError: TraceError?
  /// The lines of the chunks that ``feed(_:)`` reads.
  private var splitter = TraceLineSplitter()

  /// Creates the second pass with the expectation lines the first found.
  package init(expectationLines: [(number: Int, bytes: [UInt8])]) {
    scanned = expectationLines
    replayer = Replayer(
      machine: InteractionMachine(checked: Scene(), configuration: .standard), expectations: [],
      sink: DiscardingSink(), keepingEveryOutcome: false)
  }

  /// Reads the next chunk of the trace's bytes: each line it completes is read and replayed as
  /// ``read(line:number:)`` does, the splitting and the replay in one loop.
  package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) throws(TraceError) {
    var lines = TraceLineSplitter()
    swap(&lines, &splitter)
    defer { swap(&lines, &splitter) }
    try lines.feed(chunk) { (line, number, printable) throws(TraceError) in
      try read(line: line, number: number, printable: printable)
    }
  }

  /// Ends the chunks that ``feed(_:)`` read: the last line, when it has no line feed, is read. (Then
  /// ``finish()``.)
  package mutating func finishChunks() throws(TraceError) {
    var lines = TraceLineSplitter()
    swap(&lines, &splitter)
    defer { swap(&lines, &splitter) }
    try lines.finish { (line, number, _) throws(TraceError) in try read(line: line, number: number) }
  }

  /// Reads one line (without its line feed) and replays it if it is an input.
  package mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) {
    try read(line: line, number: number, printable: false)
  }

  /// ``read(line:number:)`` of a line that `printable` says is printable ASCII throughout, when the
  /// caller has found it so.
  @inline(__always)
  private mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int, printable: Bool)
    throws(TraceError)
  {
    // Once replaying, the expectations are all known (the first pass found them): only inputs matter.
    if started {
      if try parser.parseInput(line: line, number: number, printable: printable, into: &input) {
        replayer.send(input.input, at: input.instant)
      }
      return
    }
    try readDeclarations(line: line, number: number)
  }

  /// A line before the first input: the declarations and the expectations read so far, until the
  /// first input starts the replay. (A function of its own, so that the replay's path per line holds
  /// no statement to build or destroy.)
  @inline(never)
  private mutating func readDeclarations(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) {
    switch try parser.parse(line: line, number: number) {
    case .input(let input)?:
      if !started { start(after: number) }
      replayer.send(input.input, at: input.instant)
    case .expectation(let expectation)?:
      if !started { expectations.append(expectation) }
    default:
      break
    }
  }

  /// Ends the trace and the replay; returns the replay's result.
  package mutating func finish() throws(TraceError) -> ReplayResult {
    try parser.finish()
    if let scanError { throw scanError }
    if !started { start(after: Int.max) }
    return replayer.finish()
  }

  /// The declarations are complete: the replayer starts, with the expectations read so far and those
  /// the first pass found after line `number`, parsed by a copy of the parser (whose state for them no
  /// longer changes). An error among them is kept: the parser will meet it, or an earlier one, in order.
  private mutating func start(after number: Int) {
    started = true
    var probe = parser
    for line in scanned where line.number > number {
      do throws(TraceError) {
        let statement = try line.bytes.withUnsafeBufferPointer { (bytes) throws(TraceError) in
          try probe.parse(line: bytes, number: line.number)
        }
        if case .expectation(let expectation)? = statement { expectations.append(expectation) }
      } catch {
        scanError = error
        break
      }
    }
    scanned = []
    do throws(SceneError) {
      // The parser checks every rule as it reads (SceneRules), so this never throws; were it to, the
      // error is the trace's, at the first input.
      replayer = try Replayer(
        scene: parser.scene, configuration: parser.configuration, expectations: expectations,
        sink: DiscardingSink(), keepingEveryOutcome: false)
    } catch {
      if scanError == nil {
        scanError = TraceError(error.traceErrorKind, line: number, column: 1, message: error.description)
      }
    }
    expectations = []
  }
}

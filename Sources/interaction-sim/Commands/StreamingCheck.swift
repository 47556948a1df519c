import InteractionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What checking one trace gave: the lines to print, in order, and how it ended.
struct CheckResult: Sendable {
  enum Status: Sendable {
    case passed
    case expectationFailed
    case badInput
  }

  var status: Status
  /// Lines for standard output (failed expectations).
  var stdout: [String] = []
  /// Lines for standard error (a bad trace, a file that cannot be read).
  var stderr: [String] = []
}

/// Checks one trace in bounded memory: a file is read twice in chunks of ``chunkSize`` bytes, first to
/// find its expectations, then to replay it as it is parsed (standard input, which cannot be read
/// twice, is read once into memory). Errors name FILE:LINE:COLUMN exactly as the whole-document parser
/// does, the first in file order.
enum StreamingCheck {
  /// The size of one read.
  static let chunkSize = 1 << 20

  /// Checks a trace; `outColours` and `errColours` say whether standard output and standard error
  /// are coloured.
  static func check(_ source: TraceSource, outColours: Bool, errColours: Bool) -> CheckResult {
    let errorPrefix = source.name + ": " + paint("error:", errColours)
    guard let path = source.path else {
      let bytes = TraceFiles.standardInputBytes()
      return bytes.withUnsafeBufferPointer { buffer in
        replay(source, outColours: outColours, errColours: errColours) { body in body(buffer) }
      }
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      return CheckResult(status: .badInput, stderr: [errorPrefix + " no such file"])
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      return CheckResult(status: .badInput, stderr: [errorPrefix + " is a folder"])
    }
    var unreadable = false
    let result = replay(source, outColours: outColours, errColours: errColours) { body in
      if !readChunks(path, body) { unreadable = true }
    }
    if unreadable { return CheckResult(status: .badInput, stderr: [errorPrefix + " cannot read the file"]) }
    return result
  }

  /// Reads a file in chunks, handing each to `body`; `false` when it cannot be read.
  static func readChunks(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      if count == 0 { return true }
      body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }
  }

  /// The two passes over the chunks that `forEachChunk` hands out (it is called twice).
  private static func replay(
    _ source: TraceSource, outColours: Bool, errColours: Bool,
    _ forEachChunk: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) -> CheckResult {
    // First pass: the expectation lines.
    var scan = TraceExpectationScan()
    forEachChunk { chunk in scan.feed(chunk) }
    scan.finish()
    // Second pass: parse and replay, the first error stops it.
    var replay = StreamingReplay(expectationLines: scan.lines)
    var failure: TraceError?
    forEachChunk { chunk in
      guard failure == nil else { return }
      do throws(TraceError) {
        try replay.feed(chunk)
      } catch {
        failure = error
      }
    }
    var result: ReplayResult?
    if failure == nil {
      do throws(TraceError) {
        try replay.finishChunks()
        result = try replay.finish()
      } catch {
        failure = error
      }
    }
    if let failure {
      return CheckResult(
        status: .badInput, stderr: [formatted(failure, file: source.name, colours: errColours)])
    }
    guard let result, !result.passed else { return CheckResult(status: .passed) }
    var lines: [String] = []
    for failure in result.failures {
      let text = failure.formatted(file: source.name)
      if outColours, let (before, after) = text.split(around: ": expectation failed: ") {
        lines.append(before + ": " + paint("expectation failed:", outColours) + " " + after)
      } else {
        lines.append(text)
      }
    }
    return CheckResult(status: .expectationFailed, stdout: lines)
  }

  /// A trace error as the tool prints it, `error:` in red when colouring.
  static func formatted(_ error: TraceError, file: String, colours: Bool) -> String {
    let text = error.formatted(file: file)
    if colours, let (before, after) = text.split(around: ": error: ") {
      return before + ": " + paint("error:", colours) + " " + after
    }
    return text
  }

  /// Red, bold text when colouring.
  static func paint(_ text: String, _ colours: Bool) -> String {
    colours ? "\u{1B}[1;31m" + text + "\u{1B}[0m" : text
  }
}

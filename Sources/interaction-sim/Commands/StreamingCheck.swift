import InteractionCore

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
    guard let path = source.path else {
      guard let bytes = FileSystem.standardInput() else {
        return CheckResult(
          status: .badInput,
          stderr: [Output.fileErrorLine(source.name, "cannot read standard input", colours: errColours)])
      }
      return bytes.withUnsafeBufferPointer { buffer in
        replay(source, outColours: outColours, errColours: errColours) { body in body(buffer) }
      }
    }
    guard let kind = FileSystem.kind(of: path) else {
      return CheckResult(
        status: .badInput, stderr: [Output.fileErrorLine(source.name, "no such file", colours: errColours)])
    }
    if kind == .folder {
      return CheckResult(
        status: .badInput, stderr: [Output.fileErrorLine(source.name, "is a folder", colours: errColours)])
    }
    var unreadable = false
    let result = replay(source, outColours: outColours, errColours: errColours) { body in
      if !FileSystem.readChunks(ofFile: path, size: chunkSize, body) { unreadable = true }
    }
    if unreadable {
      return CheckResult(
        status: .badInput,
        stderr: [Output.fileErrorLine(source.name, "cannot read the file", colours: errColours)])
    }
    return result
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
    let lines = result.failures.map {
      Output.paintLabel("expectation failed:", in: $0.formatted(file: source.name), colours: outColours)
    }
    return CheckResult(status: .expectationFailed, stdout: lines)
  }

  /// A trace error as the tool prints it, `error:` in red when colouring.
  static func formatted(_ error: TraceError, file: String, colours: Bool) -> String {
    Output.paintLabel("error:", in: error.formatted(file: file), colours: colours)
  }
}

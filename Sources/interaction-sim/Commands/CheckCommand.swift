import InteractionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `interaction-sim check PATH… [--jobs N] [--shard I/N]`: replays traces and checks their expectations.
///
/// Traces are checked in parallel, `--jobs` at a time (default: the number of cores), each streamed in
/// bounded memory (``StreamingCheck``); their output is printed in the order of the traces, so it is
/// the same bytes whatever the number of jobs. `--shard I/N` checks only the I-th of N parts of the
/// traces: all of them sorted by name, the k-th (from 0) goes to part (k mod N) + 1.
enum CheckCommand: Subcommand {
  /// What `check` reads from its arguments.
  struct Options: ParsableOptions {
    /// The files and folders to check, `-` for standard input.
    var paths: [String] = []
    /// How many traces are checked at a time.
    var jobs = Environment.processorCount
    /// The part of the traces to check, or `nil` for all of them.
    var shard: Shard?
  }

  /// Part `index` of `count` (both from 1): `--shard I/N`.
  struct Shard {
    /// Which part, from 1.
    let index: Int
    /// How many parts.
    let count: Int
  }

  static let declaration = CommandDeclaration<Options>(
    name: "check", abstract: "Replays traces and checks their expectations.",
    discussion: """
      Prints each failed expectation as 'FILE:LINE: expectation failed: expected ..., got ...', each bad
      trace as 'FILE:LINE:COLUMN: error: MESSAGE' on standard error, and ends with 'N passed, N failed'.

      Each trace is read in chunks, twice (first for its expectations, then to replay it as it is
      parsed), so memory stays bounded however long it is. Progress is shown on standard error when it
      is a terminal.
      """,
    operands: .tracePaths(.oneOrMore, into: \.paths),
    options: [
      .defaulted(
        "--jobs", short: "-j", "N", into: \.jobs,
        .wholeNumber(in: 1...Int.max, expected: "a positive number of jobs"),
        defaultText: "the number of cores",
        help: "Checks N traces at a time. The output is the same, in the order of the traces, whatever N."),
      .optional(
        "--shard", "I/N", into: \.shard, .shard,
        help: """
          Checks only part I of N (1 <= I <= N): the traces sorted by name, the k-th (counted from 0)
          belongs to part (k mod N) + 1. The N parts together check every trace once.
          """),
    ],
    exitStatus: """
      0 when every trace passes, 1 when an expectation failed, 2 when a trace had bad input or on bad
      usage (a folder without traces included).
      """)

  static func run(_ options: Options) -> ExitStatus {
    let paths = options.paths
    let jobs = options.jobs
    let shard = options.shard
    var sources = TraceFiles.sources(for: paths)
    if let shard {
      let sorted = sources.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
      sources = sorted.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map { $0.element }
    }
    let results = ParallelChecks(sources: sources, jobs: jobs)
    var passed = 0
    var failed = 0
    var badInput = false
    var expectationFailed = false
    let progress = isatty(2) == 1
    for position in sources.indices {
      let result = results.wait(for: position)
      if progress { Output.error.write("\r\u{1B}[K") }
      for line in result.stderr { Output.error.line(line) }
      for line in result.stdout { Output.standard.line(line) }
      switch result.status {
      case .passed: passed += 1
      case .expectationFailed:
        failed += 1
        expectationFailed = true
      case .badInput:
        failed += 1
        badInput = true
      }
      if progress && position + 1 < sources.count {
        Output.error.write("checked \(position + 1) of \(sources.count) traces")
      }
    }
    if progress && !sources.isEmpty { Output.error.write("\r\u{1B}[K") }
    Output.standard.line("\(passed) passed, \(failed) failed")
    if badInput { return .badInput }
    return expectationFailed ? .expectationFailed : .success
  }
}

/// Checks traces on worker threads, `jobs` at a time, and hands the results out in order.
final class ParallelChecks: @unchecked Sendable {
  private let sources: [TraceSource]
  private var results: [CheckResult?]
  private var next = 0
  private let condition = LockedCondition()
  private let outColours = Output.standard.colours
  private let errColours = Output.error.colours

  /// Starts checking; `wait(for:)` returns each result once it is ready.
  init(sources: [TraceSource], jobs: Int) {
    self.sources = sources
    results = Array(repeating: nil, count: sources.count)
    let workers = max(1, min(jobs, sources.count))
    // Standard input is read on the calling thread's behalf by whichever worker takes it; there is
    // only one, so it is read once.
    var started = 0
    for _ in 0..<workers {
      if WorkerThread.start(stackSize: 8 << 20, { [self] in work() }) { started += 1 }
    }
    // No thread could be made: the traces are checked here, one after another.
    if started == 0 { work() }
  }

  private func work() {
    while true {
      condition.lock()
      let position = next
      next += 1
      condition.unlock()
      guard position < sources.count else { return }
      let result = StreamingCheck.check(sources[position], outColours: outColours, errColours: errColours)
      condition.lock()
      results[position] = result
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The result of the trace at `position`, waiting for it if need be.
  func wait(for position: Int) -> CheckResult {
    condition.lock()
    defer { condition.unlock() }
    while results[position] == nil { condition.wait() }
    let result = results[position]!
    results[position] = nil  // printed once; its memory can go
    return result
  }
}

extension ValueReader where Value == CheckCommand.Shard {
  /// `I/N` with 1 <= I <= N.
  static var shard: ValueReader {
    ValueReader(expected: "I/N with 1 <= I <= N", spelling: { "\($0.index)/\($0.count)" }) { text in
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, index >= 1,
        index <= count
      else { return nil }
      return CheckCommand.Shard(index: index, count: count)
    }
  }
}

import Foundation
import InteractionCore

/// `interaction-sim check [--jobs N] [--shard I/N] PATH…`: replays traces and checks their expectations.
///
/// Traces are checked in parallel, `--jobs` at a time (default: the number of cores), each streamed in
/// bounded memory (``StreamingCheck``); their output is printed in the order of the traces, so it is
/// the same bytes whatever the number of jobs. `--shard I/N` checks only the I-th of N parts of the
/// traces: all of them sorted by name, the k-th (from 0) goes to part (k mod N) + 1.
enum CheckCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var paths: [String] = []
    var optionsEnded = false
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var shard: (index: Int, count: Int)?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        Output.standard.write(Help.check)
        return .success
      } else if argument == "--jobs" || argument == "-j" || argument.hasPrefix("--jobs=") {
        let value: String
        if argument.hasPrefix("--jobs=") {
          value = String(argument.dropFirst("--jobs=".count))
        } else {
          guard index < arguments.count else { return usage("missing value for '\(argument)'") }
          value = arguments[index]
          index += 1
        }
        guard let count = Int(value), count > 0 else {
          return usage("expected a positive number of jobs, found '\(value)'")
        }
        jobs = count
      } else if argument == "--shard" || argument.hasPrefix("--shard=") {
        let value: String
        if argument.hasPrefix("--shard=") {
          value = String(argument.dropFirst("--shard=".count))
        } else {
          guard index < arguments.count else { return usage("missing value for '--shard'") }
          value = arguments[index]
          index += 1
        }
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let part = Int(parts[0]), let count = Int(parts[1]), count > 0, part >= 1,
          part <= count
        else {
          return usage("expected I/N with 1 <= I <= N for '--shard', found '\(value)'")
        }
        shard = (part, count)
      } else {
        return usage("unknown option '\(argument)'")
      }
    }
    guard !paths.isEmpty else { return usage("missing PATH") }
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

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.checkUsage, helpCommand: "interaction-sim check --help")
  }
}

/// Checks traces on worker threads, `jobs` at a time, and hands the results out in order.
final class ParallelChecks: @unchecked Sendable {
  private let sources: [TraceSource]
  private var results: [CheckResult?]
  private var next = 0
  private let condition = NSCondition()
  private let outColours = Output.standard.colours
  private let errColours = Output.error.colours

  /// Starts checking; `wait(for:)` returns each result once it is ready.
  init(sources: [TraceSource], jobs: Int) {
    self.sources = sources
    results = Array(repeating: nil, count: sources.count)
    let workers = max(1, min(jobs, sources.count))
    // Standard input is read on the calling thread's behalf by whichever worker takes it; there is
    // only one, so it is read once.
    for _ in 0..<workers {
      let thread = Thread { [self] in work() }
      thread.stackSize = 8 << 20
      thread.start()
    }
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

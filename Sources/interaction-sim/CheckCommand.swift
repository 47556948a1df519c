import InteractionCore

/// `interaction-sim check PATH…`: replays traces and checks their expectations.
enum CheckCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var paths: [String] = []
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        Output.standard.write(Help.check)
        return .success
      } else {
        return usage("unknown option '\(argument)'")
      }
    }
    guard !paths.isEmpty else { return usage("missing PATH") }
    let sources = TraceFiles.sources(for: paths)
    var passed = 0
    var failed = 0
    var badInput = false
    var expectationFailed = false
    let output = Output.standard
    for source in sources {
      guard let trace = TraceFiles.trace(of: source) else {
        failed += 1
        badInput = true
        continue
      }
      var sink = DiscardingSink()
      let result = trace.replay(to: &sink)
      if result.passed {
        passed += 1
      } else {
        failed += 1
        expectationFailed = true
        for failure in result.failures {
          let text = failure.formatted(file: source.name)
          if output.colours, let range = text.range(of: ": expectation failed: ") {
            output.line(
              String(text[..<range.lowerBound]) + ": " + output.paint("expectation failed:", "1;31") + " "
                + String(text[range.upperBound...]))
          } else {
            output.line(text)
          }
        }
      }
    }
    output.line("\(passed) passed, \(failed) failed")
    if badInput { return .badInput }
    return expectationFailed ? .expectationFailed : .success
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.checkUsage, helpCommand: "interaction-sim check --help")
  }
}

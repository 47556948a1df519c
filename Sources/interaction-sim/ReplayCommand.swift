import InteractionCore

/// `interaction-sim replay PATH [--format text|json]`: the transcript of a trace.
enum ReplayCommand {
  enum Format {
    case text
    case json
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    var format = Format.text
    var paths: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        Output.standard.write(Help.replay)
        return .success
      }
      var value: String?
      if argument == "--format" {
        guard index < arguments.count else { return usage("missing value for '--format'") }
        value = arguments[index]
        index += 1
      } else if argument.hasPrefix("--format=") {
        value = String(argument.dropFirst("--format=".count))
      } else {
        return usage("unknown option '\(argument)'")
      }
      switch value {
      case "text": format = .text
      case "json": format = .json
      default: return usage("expected text or json for '--format', found '\(value ?? "")'")
      }
    }
    guard paths.count == 1, let path = paths.first else {
      return usage(paths.isEmpty ? "missing PATH" : "expected one PATH, found \(paths.count)")
    }
    let source = path == "-" ? TraceSource(name: "<stdin>", path: nil) : TraceSource(name: path, path: path)
    guard let trace = TraceFiles.trace(of: source) else { return .badInput }
    do throws(SceneError) {
      _ = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    } catch {
      TraceFiles.refused(source, error)
      return .badInput
    }
    switch format {
    case .text:
      var sink = PrintingSink()
      _ = try? trace.replay(to: &sink)
      sink.output.flush()
    case .json:
      var sink = JSONPrintingSink()
      sink.output.line("{")
      sink.output.line("  \"transitions\": [")
      let result = (try? trace.replay(to: &sink)) ?? ReplayResult(outcomes: [], failures: [], inputCount: 0)
      if sink.count > 0 { sink.output.line("    " + sink.pending) }
      sink.output.line("  ],")
      sink.output.line("  \"outcomes\": " + TranscriptJSON.outcomeList(result.outcomes))
      sink.output.line("}")
      sink.output.flush()
    }
    return .success
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.replayUsage, helpCommand: "interaction-sim replay --help")
  }
}

/// Prints each report's transcript line as it comes.
struct PrintingSink: ReportSink {
  var output = BufferedOutput(Output.standard)

  mutating func receive(_ report: Report) {
    output.line(Transcript.line(for: report))
  }
}

/// Prints each report as a JSON entry as it comes; the last entry is held back for its comma.
struct JSONPrintingSink: ReportSink {
  var output = BufferedOutput(Output.standard)
  var pending = ""
  var count = 0

  mutating func receive(_ report: Report) {
    if count > 0 { output.line("    " + pending + ",") }
    pending = TranscriptJSON.entry(for: report)
    count += 1
  }
}

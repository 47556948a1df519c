import InteractionCore

/// `interaction-sim replay PATH [--format text|json]`: the transcript of a trace.
enum ReplayCommand: Subcommand {
  /// How the transcript is printed.
  enum Format: String, CaseIterable {
    /// One line per report.
    case text
    /// One JSON object with `transitions` and `outcomes`.
    case json
  }

  /// What `replay` reads from its arguments.
  struct Options: ParsableOptions {
    /// The trace, `-` for standard input.
    var path = ""
    /// How to print the transcript.
    var format = Format.text
  }

  static let declaration = CommandDeclaration<Options>(
    name: "replay", abstract: "Prints the transcript of a trace: one line per transition.",
    discussion: """
      One line per report:
        INSTANT  FROM --TRIGGER--> TO: EFFECT, EFFECT => outcome N: OUTCOME
        INSTANT  PHASE: INPUT ignored (REASON)
      """,
    operands: .traceFile("PATH", into: \.path),
    options: [
      .defaulted(
        "--format", into: \.format, .choice,
        help: "text: the transcript; json: one JSON object with 'transitions' and 'outcomes'.")
    ],
    exitStatus: "0 when the trace replayed, 2 on bad input or bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    let source = TraceSource(operand: options.path)
    guard let trace = TraceFiles.trace(of: source) else { return .badInput }
    do throws(SceneError) {
      _ = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    } catch {
      TraceFiles.refused(source, error)
      return .badInput
    }
    switch options.format {
    case .text:
      var sink = PrintingSink()
      _ = try? trace.replay(to: &sink)
      sink.flush()
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
}

/// Prints each report's transcript line as it comes: written into one buffer, line after line (no
/// `String` made per line), and handed to standard output every 64 KiB.
struct PrintingSink: ReportSink {
  var output = Output.standard
  var lines = TextWriter()

  mutating func receive(_ report: Report) {
    lines.write(line: report)
    lines.write(byte: 0x0A)
    if lines.bytes.count >= 1 << 16 { flush() }
  }

  /// Writes the lines not yet written.
  mutating func flush() {
    lines.bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
    lines.removeAll()
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

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
      sink.output.flush()
    case .json:
      var sink = JSONPrintingSink()
      let result = (try? trace.replay(to: &sink)) ?? ReplayResult(outcomes: [], failures: [], inputCount: 0)
      sink.finish(outcomes: result.outcomes)
    }
    return .success
  }
}

/// Text written into one buffer, piece after piece (no `String` made per piece), and handed to
/// standard output every 64 KiB: the transcript's lines, or its JSON entries.
struct BufferedText {
  /// Where the bytes go.
  var output = Output.standard
  /// The bytes not yet written.
  var writer = TextWriter()

  /// Writes the bytes when they fill the buffer: called after each line or entry.
  mutating func flushWhenFull() {
    if writer.bytes.count >= 1 << 16 { flush() }
  }

  /// Writes the bytes not yet written.
  mutating func flush() {
    writer.bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
    writer.removeAll()
  }
}

/// Prints each report's transcript line as it comes.
struct PrintingSink: ReportSink {
  var output = BufferedText()

  mutating func receive(_ report: Report) {
    output.writer.write(line: report)
    output.writer.write(byte: 0x0A)
    output.flushWhenFull()
  }
}

/// Prints the transcript as one JSON object (``TranscriptJSON``), each report's entry as it comes: the
/// comma that separates two entries is written before the second, so that nothing is held back.
struct JSONPrintingSink: ReportSink {
  var output = BufferedText()
  /// How many entries have been written.
  var count = 0

  init() {
    output.writer.writeJSONDocumentStart()
  }

  mutating func receive(_ report: Report) {
    output.writer.write(jsonEntryOpening: count)
    output.writer.write(jsonEntry: report)
    count += 1
    output.flushWhenFull()
  }

  /// Closes `transitions`, writes `outcomes` and the object's end, and flushes.
  mutating func finish(outcomes: [Outcome]) {
    output.writer.write(jsonDocumentEnd: outcomes, entryCount: count)
    output.flush()
  }
}

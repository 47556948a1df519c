import InteractionAnalysis
import InteractionCore

/// `interaction-sim timeline TRACE -o FILE.svg`: a picture of one replay.
enum TimelineCommand: Subcommand {
  /// What `timeline` reads from its arguments.
  struct Options: ParsableOptions {
    /// The trace, `-` for standard input.
    var path = ""
    /// Where to write the SVG, `-` for standard output (required: the parser sets it).
    var output = ""
  }

  static let declaration = CommandDeclaration<Options>(
    name: "timeline", abstract: "Draws one replay as an SVG timeline.",
    discussion: """
      The picture has a time axis in milliseconds; one row per interaction with each phase as a coloured
      band (a legend names the colours), its timer firings as dots and its outcome as a label; every
      input as a labelled mark (hollow where it was ignored); and the preview's opacity, sampled from
      the machine's appearance at every transition and every 10 ms, over the overlay's (0.05). The SVG
      is self-contained: no script, no external reference, a monospace font. The trace's expectations
      are not checked.
      """,
    operands: .traceFile("TRACE", into: \.path),
    options: [
      .required(
        "--output", short: "-o", "FILE.svg", into: \.output, .path("a file name, or - for standard output"),
        help: "Where to write the SVG; - for standard output.")
    ],
    exitStatus: "0 when the picture was written, 2 on bad input or bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    let path = options.path
    let output = options.output
    let source = TraceSource(operand: path)
    guard let trace = TraceFiles.trace(of: source) else { return .badInput }
    let timeline: Timeline
    do throws(SceneError) {
      timeline = try Timeline(trace: trace)
    } catch {
      TraceFiles.refused(source, error)
      return .badInput
    }
    let title = path == "-" ? "<stdin>" : FileSystem.lastComponent(of: path)
    let svg = TimelineSVG.render(timeline, title: title)
    if output == "-" {
      Output.standard.write(svg)
      return .success
    }
    guard FileSystem.write(Array(svg.utf8), to: output) else {
      Output.error.fileError(output, "cannot write the file")
      return .badInput
    }
    Output.standard.line(
      output + ": " + plural(timeline.rows.count, "interaction") + ", "
        + plural(timeline.inputs.count, "input")
        + ", " + plural(timeline.timers.count, "timer") + ", " + plural(timeline.bands.count, "phase band"))
    return .success
  }
}

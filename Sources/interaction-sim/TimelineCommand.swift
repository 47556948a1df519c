import Foundation
import InteractionAnalysis
import InteractionCore

/// `interaction-sim timeline TRACE -o FILE.svg`: a picture of one replay.
enum TimelineCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    switch Arguments.parse(arguments, options: ["-o", "--output"]) {
    case .success(let value): parsed = value
    case .failure(let message): return usage(message.text)
    }
    if parsed.help {
      Output.standard.write(Help.timeline)
      return .success
    }
    guard parsed.operands.count == 1, let path = parsed.operands.first else {
      return usage(
        parsed.operands.isEmpty ? "missing TRACE" : "expected one TRACE, found \(parsed.operands.count)")
    }
    guard let output = parsed.values["-o"] ?? parsed.values["--output"] else {
      return usage("missing '-o FILE.svg'")
    }
    let source = path == "-" ? TraceSource(name: "<stdin>", path: nil) : TraceSource(name: path, path: path)
    guard let trace = TraceFiles.trace(of: source) else { return .badInput }
    let timeline: Timeline
    do throws(SceneError) {
      timeline = try Timeline(trace: trace)
    } catch {
      TraceFiles.refused(source, error)
      return .badInput
    }
    let title = path == "-" ? "<stdin>" : URL(fileURLWithPath: path).lastPathComponent
    let svg = TimelineSVG.render(timeline, title: title)
    if output == "-" {
      Output.standard.write(svg)
      return .success
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(svg.utf8)) else {
      Output.error.line(output + ": " + Output.error.paint("error:", "1;31") + " cannot write the file")
      return .badInput
    }
    Output.standard.line(
      output + ": " + plural(timeline.rows.count, "interaction") + ", "
        + plural(timeline.inputs.count, "input")
        + ", " + plural(timeline.timers.count, "timer") + ", " + plural(timeline.bands.count, "phase band"))
    return .success
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)" + (count == 1 ? "" : "s")
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.timelineUsage, helpCommand: "interaction-sim timeline --help")
  }
}

import Foundation
import InteractionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `interaction-sim play SCENE.trace [--record FILE]`: the interaction in a terminal, with the mouse.
///
/// Reads the scene and configuration of a trace (its inputs and expectations are not played), checks
/// that it runs in a terminal, runs the ``HostLoop`` and, with `--record`, writes the session as a trace
/// whose expectations are the outcomes it saw. The terminal is restored on every way out.
enum PlayCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var paths: [String] = []
    var record: String?
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        Output.standard.write(Help.play)
        return .success
      } else if argument == "--record" {
        guard index < arguments.count else { return usage("missing value for '--record'") }
        record = arguments[index]
        index += 1
      } else if argument.hasPrefix("--record=") {
        record = String(argument.dropFirst("--record=".count))
      } else {
        return usage("unknown option '\(argument)'")
      }
    }
    guard paths.count == 1, let path = paths.first else {
      return usage(paths.isEmpty ? "missing SCENE.trace" : "expected one SCENE.trace, found \(paths.count)")
    }
    guard path != "-" else { return usage("the scene cannot come from standard input: it is the terminal") }
    if record?.isEmpty == true { return usage("missing value for '--record'") }
    guard let trace = TraceFiles.trace(of: TraceSource(name: path, path: path)) else { return .badInput }
    for (descriptor, name) in [(STDIN_FILENO, "standard input"), (STDOUT_FILENO, "standard output")]
    where !Terminal.isTerminal(descriptor) {
      Output.error.line(
        Output.error.paint("error:", "1;31") + " play needs a terminal: " + name + " is not a terminal")
      return .badInput
    }
    if let record, !FileManager.default.createFile(atPath: record, contents: Data()) {
      Output.error.line(record + ": " + Output.error.paint("error:", "1;31") + " cannot write the file")
      return .badInput
    }
    let size = Terminal.size() ?? (columns: 80, rows: 24)
    var loop: HostLoop
    do throws(SceneError) {
      loop = try HostLoop(
        trace: trace, title: "play " + (path.split(separator: "/").last.map(String.init) ?? path),
        columns: size.columns, rows: size.rows)
    } catch {
      TraceFiles.refused(TraceSource(name: path, path: path), error)
      return .badInput
    }
    guard PlaySignals.install(), Terminal.enter() else {
      PlaySignals.uninstall()
      Output.error.line(Output.error.paint("error:", "1;31") + " cannot put the terminal in raw mode")
      return .badInput
    }
    let end = loop.run()
    Terminal.restore()
    var status = ExitStatus.success
    if let record {
      let text = loop.recorder.text(expectingOutcomes: true)
      if (try? text.write(toFile: record, atomically: false, encoding: .utf8)) != nil {
        Output.error.line(
          "recorded " + plural(loop.recorder.inputs.count, "input") + " and "
            + plural(loop.recorder.outcomes.count, "outcome") + " to " + record)
      } else {
        Output.error.line(record + ": " + Output.error.paint("error:", "1;31") + " cannot write the file")
        status = .badInput
      }
    }
    PlaySignals.uninstall()
    if case .signal(let number) = end {
      _ = raise(number)  // end as the signal would have: the shell sees 128 + the signal's number
    }
    return status
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    String(count) + " " + word + (count == 1 ? "" : "s")
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.playUsage, helpCommand: "interaction-sim play --help")
  }
}

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
enum PlayCommand: Subcommand {
  /// What `play` reads from its arguments.
  struct Options: ParsableOptions {
    /// The trace whose scene and configuration to play.
    var scene = ""
    /// Where to write the session as a trace on quit, if anywhere.
    var record: String?
  }

  static let declaration = CommandDeclaration<Options>(
    name: "play", abstract: "Plays the interaction in the terminal, with the mouse.",
    discussion: """
      Long-press with the mouse and watch the preview lift, the menu, the commit and the fade, driven by
      InteractionCore. The scene and the configuration come from SCENE.trace; its inputs and
      expectations are not played. One cell is 8 pt wide and 16 pt tall; the scene's origin is the
      top-left corner below the title line, and a cell stands for the point at its centre.
      """,
    sections: [
      HelpSection(
        title: "MOUSE",
        rows: [
          (
            "left button",
            """
            Hold to long-press (down, move, up). While the preview or the menu is shown, a click on a row
            selects it, on the preview taps it, on a submenu's title goes back, anywhere else taps outside.
            Slide a long press onto the menu: the row under the pointer is hovered (hover ID, hover none
            off the rows), and releasing on it selects it (M10).
            """
          ),
          ("right button", "right-click (the compact menu)."),
        ]),
      HelpSection(
        title: "KEYS",
        rows: [
          ("Tab, Shift-Tab", "Focus the next or previous target."),
          ("m", "The menu key (the compact menu of the focused target)."),
          ("arrows, Return, Escape", "Move the highlight, choose, go back or dismiss."),
          ("c", "Close the destination that is shown."),
          ("q, Ctrl-C", "Quit."),
          ("Ctrl-Z", "Suspend, the terminal restored; the shell's fg takes it again."),
        ]),
    ],
    operands: .one(
      "SCENE.trace", into: \.scene, help: "A .trace file.",
      check: { path in
        path == "-"
          ? "the scene cannot come from standard input: it is the terminal" : TraceFiles.checkTraceFile(path)
      }),
    options: [
      .optional(
        "--record", "FILE", into: \.record, .path("a file name"),
        help: """
          On quit, write the session to FILE as a trace: the scene, the configuration, every input with
          its instant, and the outcomes as 'expect outcome N ...' and 'expect outcomes N'. It passes
          'interaction-sim check FILE'.
          """)
    ],
    exitStatus: """
      0 on quit, 2 on bad input, bad usage or without a terminal (or with TERM=dumb); after SIGINT,
      SIGTERM, SIGHUP or SIGQUIT the terminal is restored, the recording written, and the tool ends by
      that signal.
      """)

  static func run(_ options: Options) -> ExitStatus {
    let path = options.scene
    let record = options.record
    guard let trace = TraceFiles.trace(of: TraceSource(name: path, path: path)) else { return .badInput }
    for (descriptor, name) in [(STDIN_FILENO, "standard input"), (STDOUT_FILENO, "standard output")]
    where !Terminal.isTerminal(descriptor) {
      Output.error.errorLine("play needs a terminal: " + name + " is not a terminal")
      return .badInput
    }
    if Environment.value("TERM") == "dumb" {
      // What `play` writes (the alternate screen, cursor moves, SGR mouse reports) would be garbage there.
      Output.error.errorLine(
        "play needs a terminal with cursor movement and mouse reporting: TERM is 'dumb'")
      return .badInput
    }
    // A trace's first line, written before the session: a file that takes no bytes (/dev/full, a full
    // disk) is found now, not once the session is over; and until then the file is a trace that reads.
    if let record, !FileSystem.write(Array("trace 1\n".utf8), to: record) {
      Output.error.fileError(record, "cannot write the file")
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
      Output.error.errorLine("cannot put the terminal in raw mode")
      return .badInput
    }
    let end = loop.run()
    Terminal.restore()
    var status = ExitStatus.success
    if let record {
      let text = loop.recorder.text(expectingOutcomes: true)
      if FileSystem.write(Array(text.utf8), to: record) {
        Output.error.line(
          "recorded " + plural(loop.recorder.inputs.count, "input") + " and "
            + plural(loop.recorder.outcomes.count, "outcome") + " to " + record)
      } else {
        Output.error.fileError(record, "cannot write the file")
        status = .badInput
      }
    }
    PlaySignals.uninstall()
    if case .signal(let number) = end {
      _ = raise(number)  // end as the signal would have: the shell sees 128 + the signal's number
    }
    return status
  }
}

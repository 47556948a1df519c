/// The help texts of the tool and its subcommands.
enum Help {
  static let toolUsage =
    "interaction-sim [replay PATH [--format text|json] | check PATH... | play SCENE.trace [--record FILE]]"
  static let replayUsage = "interaction-sim replay PATH [--format text|json]"
  static let checkUsage = "interaction-sim check PATH..."
  static let playUsage = "interaction-sim play SCENE.trace [--record FILE]"

  static let tool = """
    OVERVIEW: Replays and checks traces of the context-menu interaction.

    USAGE: \(toolUsage)

    With no subcommand, replays every trace that ships with the package (traces/*.trace, found from
    the current directory, else from the package's own folder) and prints one line per trace, then
    'N passed, N failed'.

    SUBCOMMANDS:
      replay PATH             Prints the transcript of a trace: one line per transition.
      check PATH...           Replays traces and checks their expectations.
      play SCENE.trace        Plays the interaction in the terminal, with the mouse.
      help [SUBCOMMAND]       Shows this help, or a subcommand's.

    OPTIONS:
      -h, --help              Shows this help.

    EXIT STATUS:
      0 when every trace passes, 1 when an expectation failed, 2 on bad input or bad usage.

    See 'interaction-sim SUBCOMMAND --help' for a subcommand's help.

    """

  static let replay = """
    OVERVIEW: Prints the transcript of a trace.

    USAGE: \(replayUsage)

    One line per report:
      INSTANT  FROM --TRIGGER--> TO: EFFECT, EFFECT => outcome N: OUTCOME
      INSTANT  PHASE: INPUT ignored (REASON)

    ARGUMENTS:
      PATH                    A .trace file, or - for standard input.

    OPTIONS:
      --format text|json      text (the default), or one JSON object with 'transitions' and 'outcomes'.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 when the trace replayed, 2 on bad input or bad usage.

    """

  static let check = """
    OVERVIEW: Replays traces and checks their expectations.

    USAGE: \(checkUsage)

    Prints each failed expectation as 'FILE:LINE: expectation failed: expected ..., got ...', each bad
    trace as 'FILE:LINE:COLUMN: error: MESSAGE' on standard error, and ends with 'N passed, N failed'.

    ARGUMENTS:
      PATH                    A .trace file, a folder (searched for *.trace, sorted), or - for standard
                              input.

    OPTIONS:
      -h, --help              Shows this help.

    EXIT STATUS:
      0 when every trace passes, 1 when an expectation failed, 2 when a trace had bad input or on bad
      usage.

    """

  static let play = """
    OVERVIEW: Plays the interaction in the terminal: long-press with the mouse and watch the preview
    lift, the menu, the commit and the fade, driven by InteractionCore.

    USAGE: \(playUsage)

    The scene and the configuration come from SCENE.trace; its inputs and expectations are not played.
    One cell is 8 pt wide and 16 pt tall; the scene's origin is the top-left corner below the title
    line, and a cell stands for the point at its centre.

    MOUSE:
      left button             Hold to long-press (down, move, up). While the preview or the menu is
                              shown, a click on a row selects it, on the preview taps it, on a
                              submenu's title goes back, anywhere else taps outside. Releasing a
                              long press on a menu row selects it.
      right button            right-click (the compact menu).
    KEYS:
      Tab, Shift-Tab          Focus the next or previous target.
      m                       The menu key (the compact menu of the focused target).
      arrows, Return, Escape  Move the highlight, choose, go back or dismiss.
      c                       Close the destination that is shown.
      q, Ctrl-C               Quit.

    ARGUMENTS:
      SCENE.trace             A .trace file.

    OPTIONS:
      --record FILE           On quit, write the session to FILE as a trace: the scene, the
                              configuration, every input with its instant, and the outcomes as
                              'expect outcome N ...' and 'expect outcomes N'. It passes
                              'interaction-sim check FILE'.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 on quit, 2 on bad input, bad usage or without a terminal; after SIGINT, SIGTERM or SIGHUP the
      terminal is restored, the recording written, and the tool ends by that signal.

    """
}

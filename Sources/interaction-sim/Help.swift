/// The help texts of the tool and its subcommands.
enum Help {
  static let toolUsage =
    "interaction-sim [replay|check|graph|timeline|coverage|shrink|generate|play|help] [ARGUMENTS...]"
  static let replayUsage = "interaction-sim replay PATH [--format text|json]"
  static let checkUsage = "interaction-sim check PATH..."
  static let graphUsage = "interaction-sim graph [--format mermaid|dot]"
  static let timelineUsage = "interaction-sim timeline TRACE -o FILE.svg"
  static let coverageUsage = "interaction-sim coverage PATH... [--min PERCENT]"
  static let shrinkUsage = "interaction-sim shrink TRACE [--line N]"
  static let generateUsage = "interaction-sim generate --seed N [--count K] --out DIR"
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
      graph                   Prints the state chart, generated from the machine (Mermaid or DOT).
      timeline TRACE -o SVG   Draws one replay as an SVG timeline.
      coverage PATH...        Which transitions and SPEC rules a corpus of traces exercises.
      shrink TRACE            The smallest trace that still fails the same expectation.
      generate --seed N       Random valid traces with their expectations, for soak tests.
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

    USAGE: interaction-sim check [--jobs N] [--shard I/N] PATH...

    Prints each failed expectation as 'FILE:LINE: expectation failed: expected ..., got ...', each bad
    trace as 'FILE:LINE:COLUMN: error: MESSAGE' on standard error, and ends with 'N passed, N failed'.

    ARGUMENTS:
      PATH                    A .trace file, a folder (searched for *.trace, sorted), or - for standard
                              input.

    OPTIONS:
      -j, --jobs N            Checks N traces at a time (default: the number of cores). The output is
                              the same, in the order of the traces, whatever N.
      --shard I/N             Checks only part I of N (1 <= I <= N): the traces sorted by name, the
                              k-th (counted from 0) belongs to part (k mod N) + 1. The N parts together
                              check every trace once.
      -h, --help              Shows this help.

    Each trace is read in chunks, twice (first for its expectations, then to replay it as it is
    parsed), so memory stays bounded however long it is. Progress is shown on standard error when it
    is a terminal.

    EXIT STATUS:
      0 when every trace passes, 1 when an expectation failed, 2 when a trace had bad input or on bad
      usage.

    """

  static let graph = """
    OVERVIEW: Prints the state chart of the machine.

    USAGE: \(graphUsage)

    The chart is generated, not written by hand: the machine's whole reachable state space is
    explored (in the standard exploration model's scene) and every transition seen becomes an edge,
    state x event -> state, events that share a pair of states joined on one arrow. docs/state-chart.mmd
    is this output.

    OPTIONS:
      --format mermaid|dot    mermaid (the default): a Mermaid stateDiagram-v2; dot: a Graphviz digraph.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 on success, 2 on bad usage.

    """

  static let timeline = """
    OVERVIEW: Draws one replay of a trace as an SVG timeline.

    USAGE: \(timelineUsage)

    The picture has a time axis in milliseconds; one row per interaction with each phase as a coloured
    band (a legend names the colours), its timer firings as dots and its outcome as a label; every
    input as a labelled mark (hollow where it was ignored); and the preview's opacity, sampled from
    the machine's appearance at every transition and every 10 ms, over the overlay's (0.05). The SVG
    is self-contained: no script, no external reference, a monospace font. The trace's expectations
    are not checked.

    ARGUMENTS:
      TRACE                   A .trace file, or - for standard input.

    OPTIONS:
      -o, --output FILE.svg   Where to write the SVG; - for standard output.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 when the picture was written, 2 on bad input or bad usage.

    """

  static let coverage = """
    OVERVIEW: Which transitions of the state chart and which SPEC rules a corpus of traces exercises.

    USAGE: \(coverageUsage)

    Replays every trace and collects its transitions as state-chart edges (state x event -> state),
    then compares them with the chart generated from the machine ('interaction-sim graph'). Rule ids
    (T1...I8) count as covered when the replay shows them (a table in InteractionAnalysis maps
    transitions, ignore reasons and effects to rules) or a comment in a trace names them. Prints
    covered/total for each, and what is missing.

    ARGUMENTS:
      PATH                    A .trace file, a folder (searched for *.trace, sorted), or - for standard
                              input.

    OPTIONS:
      --min PERCENT           Exit with 1 when fewer than PERCENT percent of the chart's transitions are
                              covered.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 on success, 1 below --min, 2 when a trace had bad input or on bad usage.

    """

  static let shrink = """
    OVERVIEW: Shrinks a failing trace to the smallest one that still fails the same way.

    USAGE: \(shrinkUsage)

    Keeps the first failing expectation (or the one on line N) and its kind of failure (the same claim,
    and what was there instead), and removes everything else it can by delta debugging: inputs first
    (ddmin), then targets, then menu items, keeping the trace valid. Prints the shrunk trace on standard
    output and what was removed on standard error.

    ARGUMENTS:
      TRACE                   A .trace file, or - for standard input.

    OPTIONS:
      --line N                Keep the failure of the expectation on line N.
      -h, --help              Shows this help.

    EXIT STATUS:
      0 with the shrunk trace, 1 when the trace does not fail, 2 on bad input or bad usage.

    """

  static let generate = """
    OVERVIEW: Generates random valid traces from a seeded model of a user, for soak tests.

    USAGE: \(generateUsage)

    Writes DIR/0001-fruit.trace, DIR/0002-chat.trace, ...: taps, long presses, scrolls, menu
    selections, dismissals, the keyboard, force and removals over three scenes (a list of fruit, chat
    bubbles, a card with a destination). Each trace expects the outcomes of its replay and its state at
    a few instants, so every one passes 'interaction-sim check'. The same seed gives the same files,
    byte for byte (SplitMix64, no system randomness).

    OPTIONS:
      --seed N                The seed, a whole number from 0 to 2^64-1.
      --count K               How many traces (default 10, at most 100000).
      --out DIR               The folder to write them to (created if needed).
      -h, --help              Shows this help.

    EXIT STATUS:
      0 when the traces were written, 2 on bad usage or when a file cannot be written.

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

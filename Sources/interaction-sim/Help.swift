/// The help texts of the tool and its subcommands.
enum Help {
  static let toolUsage = "interaction-sim [replay PATH [--format text|json] | check PATH...]"
  static let replayUsage = "interaction-sim replay PATH [--format text|json]"
  static let checkUsage = "interaction-sim check PATH..."

  static let tool = """
    OVERVIEW: Replays and checks traces of the context-menu interaction.

    USAGE: \(toolUsage)

    With no subcommand, replays every trace that ships with the package (traces/*.trace, found from
    the current directory, else from the package's own folder) and prints one line per trace, then
    'N passed, N failed'.

    SUBCOMMANDS:
      replay PATH             Prints the transcript of a trace: one line per transition.
      check PATH...           Replays traces and checks their expectations.
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
}

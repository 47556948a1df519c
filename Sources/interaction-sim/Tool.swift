import InteractionCore

/// How the tool exits (SPEC section 10).
enum ExitStatus: Int32 {
  /// Everything passed.
  case success = 0
  /// An expectation failed.
  case expectationFailed = 1
  /// Bad input or bad usage.
  case badInput = 2
}

/// `interaction-sim`: its subcommands, chosen by the first argument, and its own help, made from their
/// declarations.
enum Tool {
  /// Every subcommand, in the order the help lists them.
  static var subcommands: [any Subcommand.Type] {
    [
      SummaryCommand.self, ReplayCommand.self, CheckCommand.self, GraphCommand.self, TimelineCommand.self,
      CoverageCommand.self, ShrinkCommand.self, GenerateCommand.self, PlayCommand.self, HelpCommand.self,
    ]
  }

  /// The subcommand of that name, if there is one.
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name }
  }

  /// The tool's usage line.
  static var usage: String {
    "interaction-sim [" + subcommands.map { $0.name }.joined(separator: "|") + "] [ARGUMENTS...]"
  }

  /// The tool's `--help`.
  static var help: String {
    var lines = [
      "OVERVIEW: Replays and checks traces of the context-menu interaction.", "", "USAGE: " + usage, "",
    ]
    lines +=
      HelpLayout.paragraphs(
        """
        With no subcommand, runs 'summary': replays every trace that ships with the package (traces/*.trace,
        found from the current directory, else from the package's own folder) and prints one line per
        trace, then 'N passed, N failed'.
        """) + [""]
    lines += ["SUBCOMMANDS:"] + subcommands.flatMap { HelpLayout.row($0.listing.label, $0.listing.abstract) }
    lines += ["", "OPTIONS:"] + HelpLayout.row("-h, --help", "Shows this help.")
    lines += HelpLayout.row("--version", "Prints the package's version (\(PackageVersion.string)).") + [""]
    lines += ["EXIT STATUS:"]
    lines += HelpLayout.paragraphs(
      "0 when every trace passes, 1 when an expectation failed, 2 on bad input or bad usage.", indent: 2)
    lines += ["", "See 'interaction-sim SUBCOMMAND --help' for a subcommand's help.", ""]
    return lines.joined(separator: "\n")
  }

  /// The tool's `--version`: the package's version, one line.
  static var version: String { "interaction-sim \(PackageVersion.string)\n" }

  /// Runs the tool with its arguments (without the program's name) and returns the exit status: 2 when
  /// standard output could not be written, whatever the subcommand found (its result is not all there).
  static func main(_ arguments: [String]) -> ExitStatus {
    let status = run(arguments)
    guard Output.standardOutputFailed else { return status }
    Output.error.errorLine("cannot write to standard output")
    return .badInput
  }

  /// Runs the subcommand the arguments name (without the program's name) and returns its exit status.
  static func run(_ arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else { return SummaryCommand.main([]) }
    if first == "-h" || first == "--help" {
      Output.standard.write(help)
      return .success
    }
    if first == "--version" {
      Output.standard.write(version)
      return .success
    }
    if let subcommand = subcommand(named: first) { return subcommand.main(Array(arguments.dropFirst())) }
    let what = first.hasPrefix("-") ? "unknown option" : "unknown subcommand"
    return Output.usageError("\(what) '\(first)'", usage: usage, helpCommand: "interaction-sim --help")
  }
}

/// `interaction-sim help [SUBCOMMAND]`: the tool's help, or a subcommand's.
enum HelpCommand: Subcommand {
  /// What `help` reads from its arguments.
  struct Options: ParsableOptions {
    /// The subcommand whose help to print, or `nil` for the tool's.
    var subcommand: String?
  }

  static let declaration = CommandDeclaration<Options>(
    name: "help", abstract: "Shows the tool's help, or a subcommand's.",
    operands: .atMostOne(
      "SUBCOMMAND", into: \.subcommand, help: "A subcommand.",
      check: { Tool.subcommand(named: $0) == nil ? "unknown subcommand '\($0)'" : nil }),
    exitStatus: "0 with the help, 2 on bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    Output.standard.write(options.subcommand.flatMap { Tool.subcommand(named: $0)?.help } ?? Tool.help)
    return .success
  }
}

import Foundation

/// How the tool exits (SPEC section 10).
enum ExitStatus: Int32 {
  /// Everything passed.
  case success = 0
  /// An expectation failed.
  case expectationFailed = 1
  /// Bad input or bad usage.
  case badInput = 2
}

/// The tool's subcommands, chosen from the first argument.
enum Command {
  /// Runs the tool with its arguments (without the program's name) and returns the exit status.
  static func run(_ arguments: [String]) -> ExitStatus {
    guard let first = arguments.first else { return SummaryCommand.run() }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      Output.standard.write(Help.tool)
      return .success
    case "help":
      return HelpCommand.run(rest)
    case "replay":
      return ReplayCommand.run(rest)
    case "check":
      return CheckCommand.run(rest)
    case "graph":
      return GraphCommand.run(rest)
    case "timeline":
      return TimelineCommand.run(rest)
    case "coverage":
      return CoverageCommand.run(rest)
    case "shrink":
      return ShrinkCommand.run(rest)
    case "generate":
      return GenerateCommand.run(rest)
    case "play":
      return PlayCommand.run(rest)
    default:
      if first.hasPrefix("-") {
        return Output.usageError(
          "unknown option '\(first)'", usage: Help.toolUsage, helpCommand: "interaction-sim --help")
      }
      return Output.usageError(
        "unknown subcommand '\(first)'", usage: Help.toolUsage, helpCommand: "interaction-sim --help")
    }
  }
}

/// `interaction-sim help [SUBCOMMAND]`.
enum HelpCommand {
  /// Prints the help of the tool or of a subcommand.
  static func run(_ arguments: [String]) -> ExitStatus {
    switch arguments {
    case []: Output.standard.write(Help.tool)
    case ["replay"]: Output.standard.write(Help.replay)
    case ["check"]: Output.standard.write(Help.check)
    case ["graph"]: Output.standard.write(Help.graph)
    case ["timeline"]: Output.standard.write(Help.timeline)
    case ["coverage"]: Output.standard.write(Help.coverage)
    case ["shrink"]: Output.standard.write(Help.shrink)
    case ["generate"]: Output.standard.write(Help.generate)
    case ["play"]: Output.standard.write(Help.play)
    case ["help"]: Output.standard.write(Help.tool)
    default:
      return Output.usageError(
        "unknown subcommand '\(arguments.joined(separator: " "))'", usage: Help.toolUsage,
        helpCommand: "interaction-sim --help")
    }
    return .success
  }
}

/// A subcommand, declared once: its name and words for the help, its operands and its options. Its
/// usage line, its `--help` and the parsing of its arguments all come from this declaration
/// (swift-argument-parser's idea, written out by hand).
struct CommandDeclaration<Options: ParsableOptions>: Sendable {
  /// The subcommand's name (`check`).
  let name: String
  /// One line on what it does: the help's `OVERVIEW:` and the tool's list of subcommands.
  let abstract: String
  /// The paragraphs after the usage line (reflowed; lines that begin with a space kept as written).
  var discussion = ""
  /// Sections of the help before the operands and the options (`play`'s mouse and keys).
  var sections: [HelpSection] = []
  /// The operands, or `nil` when it takes none.
  var operands: OperandDeclaration<Options>?
  /// The options, in the order the usage line and the help show them.
  var options: [OptionDeclaration<Options>] = []
  /// What its exit status means.
  let exitStatus: String

  /// The usage line: the operands, then the options.
  var usage: String {
    (["interaction-sim", name] + (operands.map { [$0.usage] } ?? []) + options.map { $0.usage })
      .joined(separator: " ")
  }

  /// The subcommand as the tool's list shows it: its name and its operands.
  var listing: String { ([name] + (operands.map { [$0.usage] } ?? [])).joined(separator: " ") }

  /// The command that prints this help.
  var helpCommand: String { "interaction-sim " + name + " --help" }

  /// The whole `--help` text.
  var help: String {
    var lines = ["OVERVIEW: " + abstract, "", "USAGE: " + usage, ""]
    let discussionLines = HelpLayout.paragraphs(discussion)
    if !discussionLines.isEmpty { lines += discussionLines + [""] }
    for section in sections { lines += section.lines + [""] }
    if let operands { lines += ["ARGUMENTS:"] + HelpLayout.row(operands.name, operands.help) + [""] }
    lines += ["OPTIONS:"]
    for option in options { lines += HelpLayout.row(option.label, option.helpText) }
    lines += HelpLayout.row("-h, --help", "Shows this help.") + [""]
    lines += ["EXIT STATUS:"] + HelpLayout.paragraphs(exitStatus, indent: 2) + [""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the arguments ask for.
  enum Parsed {
    /// Run with these options.
    case run(Options)
    /// Print the help (`-h` or `--help` was given before `--`).
    case help
    /// Bad usage: what is wrong.
    case usageError(String)
  }

  /// Reads arguments as every subcommand reads them: `--name value` or `--name=value` (a short name the
  /// same way), `-h`/`--help` anywhere before `--`, `--` ends the options, `-` is an operand (standard
  /// input); the last of a repeated option wins. Then the operands are counted and checked, and every
  /// required option must have been given.
  func parse(_ arguments: [String]) -> Parsed {
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      return .help
    }
    var result = Options()
    var operandList: [String] = []
    var given: Set<String> = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        operandList.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let equals = argument.firstIndex(of: "=")
      let written = equals.map { String(argument[..<$0]) } ?? argument
      guard let option = options.first(where: { $0.names.contains(written) }) else {
        return .usageError("unknown option '\(argument)'")
      }
      let value: String
      if let equals {
        value = String(argument[argument.index(after: equals)...])
      } else {
        guard index < arguments.count else { return .usageError("missing value for '\(written)'") }
        value = arguments[index]
        index += 1
      }
      guard option.assign(&result, value) else {
        return .usageError("expected \(option.expected) for '\(option.name)', found '\(value)'")
      }
      given.insert(option.name)
    }
    if let operands {
      if let error = operands.countError(operandList) { return .usageError(error) }
    } else if let first = operandList.first {
      return .usageError("unexpected argument '\(first)'")
    }
    for option in options where !given.contains(option.name) {
      if case .required = option.requirement {
        return .usageError("missing '\(option.name) \(option.placeholder)'")
      }
    }
    if let operands {
      for operand in operandList {
        if let error = operands.check(operand) { return .usageError(error) }
      }
      operands.assign(&result, operandList)
    }
    return .run(result)
  }
}

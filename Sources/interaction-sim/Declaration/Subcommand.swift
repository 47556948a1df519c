/// A subcommand of `interaction-sim`: its declaration, and what it does with the options read from it.
protocol Subcommand {
  /// What its arguments are read into.
  associatedtype Options: ParsableOptions
  /// Its name, words, operands and options, declared once.
  static var declaration: CommandDeclaration<Options> { get }
  /// Runs it with options read from its arguments.
  static func run(_ options: Options) -> ExitStatus
}

extension Subcommand {
  /// Reads the arguments (without the subcommand's name) from the declaration, then prints the help,
  /// reports bad usage (exit status 2), or runs.
  static func main(_ arguments: [String]) -> ExitStatus {
    switch declaration.parse(arguments) {
    case .help:
      Output.standard.write(declaration.help)
      return .success
    case .usageError(let message):
      return usageError(message)
    case .run(let options):
      return run(options)
    }
  }

  /// Reports bad usage with this subcommand's usage line; exit status 2.
  static func usageError(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: declaration.usage, helpCommand: declaration.helpCommand)
  }

  /// The subcommand's name.
  static var name: String { declaration.name }
  /// Its `--help` text.
  static var help: String { declaration.help }
  /// Its usage line.
  static var usage: String { declaration.usage }
  /// How the tool's list shows it, and what it does in a line.
  static var listing: (label: String, abstract: String) { (declaration.listing, declaration.abstract) }
  /// Its operands' name and how many it takes, or `nil` when it takes none.
  static var operandCount: (name: String, count: OperandCount)? {
    declaration.operands.map { ($0.name, $0.count) }
  }
  /// Its options as the help and the errors name them: names, placeholder, what a valid value is, and
  /// whether it must be given.
  static var optionNames: [(names: [String], placeholder: String, expected: String, isRequired: Bool)] {
    declaration.options.map { option in
      let isRequired = if case .required = option.requirement { true } else { false }
      return (option.names, option.placeholder, option.expected, isRequired)
    }
  }
}

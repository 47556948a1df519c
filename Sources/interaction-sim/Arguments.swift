/// The options and operands of a subcommand, read as the others read theirs: `--name value` or
/// `--name=value`, `-h`/`--help`, `--` ends the options, and `-` is an operand (standard input).
struct Arguments {
  /// The operands, in order.
  var operands: [String] = []
  /// The value of each option given, by its name as written (`--format`, `-o`); the last one wins.
  var values: [String: String] = [:]
  /// Whether `-h` or `--help` was given.
  var help = false

  /// Reads arguments, given the options that take a value; an unknown option or a missing value is an
  /// error message.
  static func parse(_ arguments: [String], options: Set<String>) -> Result<Arguments, UsageMessage> {
    var result = Arguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.operands.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        result.help = true
      } else if options.contains(argument) {
        guard index < arguments.count else {
          return .failure(UsageMessage("missing value for '\(argument)'"))
        }
        result.values[argument] = arguments[index]
        index += 1
      } else if let equals = argument.firstIndex(of: "="), options.contains(String(argument[..<equals])) {
        result.values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
      } else {
        return .failure(UsageMessage("unknown option '\(argument)'"))
      }
    }
    return .success(result)
  }
}

/// A message about bad usage.
struct UsageMessage: Error {
  let text: String
  init(_ text: String) { self.text = text }
}

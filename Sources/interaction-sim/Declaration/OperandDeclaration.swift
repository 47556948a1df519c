/// How many operands a subcommand takes.
enum OperandCount: Sendable {
  /// Exactly one.
  case one
  /// None or one.
  case atMostOne
  /// One or more.
  case oneOrMore
  /// Any number, none included.
  case any
}

/// The operands of a subcommand, declared once: their name (`PATH`), their help, how many there may be,
/// what each must be (a check that names what is wrong, as a usage error), and where they are read to.
struct OperandDeclaration<Options>: Sendable {
  /// The operand's name in the usage line and the messages (`PATH`, `TRACE`).
  let name: String
  /// What an operand is, for the help (reflowed there).
  let help: String
  /// How many there may be.
  let count: OperandCount
  /// Checks one operand: `nil` when it is fine, else what is wrong (a usage error).
  let check: @Sendable (String) -> String?
  /// Reads the operands into the options.
  let assign: @Sendable (inout Options, [String]) -> Void

  /// The operands as the usage line shows them: `TRACE`, `[SUBCOMMAND]`, `PATH...`, `[PATH...]`.
  var usage: String {
    switch count {
    case .one: name
    case .atMostOne: "[" + name + "]"
    case .oneOrMore: name + "..."
    case .any: "[" + name + "...]"
    }
  }

  /// What is wrong with the number of operands given, or `nil`. Standard input (`-`) is read once, so
  /// it may be named once.
  func countError(_ operands: [String]) -> String? {
    switch (count, operands.count) {
    case (.one, 0), (.oneOrMore, 0): return "missing " + name
    case (.one, let given) where given > 1: return "expected one \(name), found \(given)"
    case (.atMostOne, let given) where given > 1: return "expected at most one \(name), found \(given)"
    default:
      let standardInput = operands.count { $0 == "-" }
      return standardInput > 1
        ? "standard input (-) can be read once, and is named \(standardInput) times" : nil
    }
  }
}

extension OperandDeclaration {
  /// Exactly one operand, read into `keyPath`.
  static func one(
    _ name: String, into keyPath: WritableKeyPath<Options, String> & Sendable, help: String,
    check: @escaping @Sendable (String) -> String? = { _ in nil }
  ) -> OperandDeclaration {
    OperandDeclaration(name: name, help: help, count: .one, check: check) { options, operands in
      if let operand = operands.first { options[keyPath: keyPath] = operand }
    }
  }

  /// None or one operand, read into an Optional at `keyPath`.
  static func atMostOne(
    _ name: String, into keyPath: WritableKeyPath<Options, String?> & Sendable, help: String,
    check: @escaping @Sendable (String) -> String? = { _ in nil }
  ) -> OperandDeclaration {
    OperandDeclaration(name: name, help: help, count: .atMostOne, check: check) { options, operands in
      options[keyPath: keyPath] = operands.first
    }
  }

  /// One or more operands (`oneOrMore`), or any number (`any`), read into `keyPath`.
  static func many(
    _ name: String, _ count: OperandCount, into keyPath: WritableKeyPath<Options, [String]> & Sendable,
    help: String,
    check: @escaping @Sendable (String) -> String? = { _ in nil }
  ) -> OperandDeclaration {
    OperandDeclaration(name: name, help: help, count: count, check: check) { options, operands in
      options[keyPath: keyPath] = operands
    }
  }
}

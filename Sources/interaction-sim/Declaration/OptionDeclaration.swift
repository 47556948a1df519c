/// One option of a subcommand, declared once: its names, the placeholder of its value, its help, whether
/// it must be given or what it is without, and how its value is read into the subcommand's options.
/// Parsing, the usage line and the help all come from this.
struct OptionDeclaration<Options>: Sendable {
  /// Whether an option must be given, and what it is when it is not.
  enum Requirement: Sendable {
    /// The option must be given.
    case required
    /// The option may be left out; then it has no value.
    case optional
    /// The option may be left out; then it has the default that this text names.
    case defaulted(String)
  }

  /// The long name (`--jobs`): the usage line and the messages use it.
  let name: String
  /// The short name (`-j`), if any.
  let shortName: String?
  /// The placeholder of the value (`N`, `text|json`).
  let placeholder: String
  /// What the option does, for the help (reflowed there).
  let help: String
  /// Whether it must be given, and its default.
  let requirement: Requirement
  /// What a valid value is, for the error.
  let expected: String
  /// Reads a value into the options; `false` when the text is not a valid value.
  let assign: @Sendable (inout Options, String) -> Bool

  /// Every name the option answers to.
  var names: [String] { (shortName.map { [$0] } ?? []) + [name] }

  /// The option as the usage line shows it: `--jobs N`, in brackets unless it is required.
  var usage: String {
    if case .required = requirement { return name + " " + placeholder }
    return "[" + name + " " + placeholder + "]"
  }

  /// The option as the help's left column shows it: `-j, --jobs N`.
  var label: String { names.joined(separator: ", ") + " " + placeholder }

  /// The help text, with the default where there is one.
  var helpText: String {
    guard case .defaulted(let text) = requirement else { return help }
    return help + " (default: " + text + ")"
  }
}

extension OptionDeclaration {
  /// An option that must be given, read into `keyPath`.
  static func required<Value>(
    _ name: String, short: String? = nil, _ placeholder: String? = nil,
    into keyPath: WritableKeyPath<Options, Value> & Sendable,
    _ reader: ValueReader<Value>, help: String
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, shortName: short, placeholder: placeholder ?? reader.placeholder ?? "VALUE", help: help,
      requirement: .required, expected: reader.expected, assign: assigning(keyPath, reader))
  }

  /// An option that may be left out, read into an Optional at `keyPath`.
  static func optional<Value>(
    _ name: String, short: String? = nil, _ placeholder: String? = nil,
    into keyPath: WritableKeyPath<Options, Value?> & Sendable, _ reader: ValueReader<Value>, help: String
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, shortName: short, placeholder: placeholder ?? reader.placeholder ?? "VALUE", help: help,
      requirement: .optional, expected: reader.expected,
      assign: { options, text in
        guard let value = reader.read(text) else { return false }
        options[keyPath: keyPath] = value
        return true
      })
  }

  private static func assigning<Value>(
    _ keyPath: WritableKeyPath<Options, Value> & Sendable, _ reader: ValueReader<Value>
  ) -> @Sendable (inout Options, String) -> Bool {
    { options, text in
      guard let value = reader.read(text) else { return false }
      options[keyPath: keyPath] = value
      return true
    }
  }
}

extension OptionDeclaration where Options: ParsableOptions {
  /// An option that may be left out, read into `keyPath`; without it, the value `Options()` holds there,
  /// which the help names (or `defaultText`, for a default that depends on the machine).
  static func defaulted<Value>(
    _ name: String, short: String? = nil, _ placeholder: String? = nil,
    into keyPath: WritableKeyPath<Options, Value> & Sendable,
    _ reader: ValueReader<Value>, defaultText: String? = nil, help: String
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, shortName: short, placeholder: placeholder ?? reader.placeholder ?? "VALUE", help: help,
      requirement: .defaulted(defaultText ?? reader.spelling(Options()[keyPath: keyPath])),
      expected: reader.expected, assign: assigning(keyPath, reader))
  }
}

/// What a subcommand's options and operands are read into: a value whose every option is at its default.
protocol ParsableOptions {
  /// The options before any argument is read.
  init()
}

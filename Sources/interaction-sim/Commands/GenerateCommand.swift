import InteractionAnalysis

/// `interaction-sim generate --seed N --count K --out DIR`: random valid traces from a seeded model of a
/// user, each with the expectations of its replay.
enum GenerateCommand: Subcommand {
  /// What `generate` reads from its arguments.
  struct Options: ParsableOptions {
    /// The seed (required: the parser sets it).
    var seed: UInt64 = 0
    /// How many traces.
    var count = 10
    /// The folder to write them to (required: the parser sets it).
    var folder = ""
  }

  static let declaration = CommandDeclaration<Options>(
    name: "generate", abstract: "Random valid traces with their expectations, for soak tests.",
    discussion: """
      Writes DIR/0001-fruit.trace, DIR/0002-chat.trace, ...: taps, long presses, scrolls, menu
      selections, dismissals, the keyboard, force and removals over three scenes (a list of fruit, chat
      bubbles, a card with a destination). Each trace expects the outcomes of its replay and its state at
      a few instants, so every one passes 'interaction-sim check'. The same seed gives the same files,
      byte for byte (SplitMix64, no system randomness).
      """,
    options: [
      .required("--seed", "N", into: \.seed, .unsigned64, help: "The seed, a whole number from 0 to 2^64-1."),
      .defaulted(
        "--count", "K", into: \.count,
        .wholeNumber(in: 1...100_000, expected: "a whole number from 1 to 100000"),
        help: "How many traces, at most 100000."),
      .required(
        "--out", "DIR", into: \.folder, .path("a folder name"),
        help: "The folder to write them to (created if needed)."),
    ],
    exitStatus: "0 when the traces were written, 2 on bad usage or when a file cannot be written.")

  static func run(_ options: Options) -> ExitStatus {
    let seed = options.seed
    let count = options.count
    let folder = options.folder
    guard FileSystem.makeFolder(folder) else {
      Output.error.fileError(folder, "cannot create the folder")
      return .badInput
    }
    let generator = TraceGenerator(seed: seed)
    for number in 1...count {
      let path = FileSystem.join(folder, generator.fileName(of: number))
      let text = generator.text(number: number)
      guard FileSystem.write(Array(text.utf8), to: path) else {
        Output.error.fileError(path, "cannot write the file")
        return .badInput
      }
    }
    Output.standard.line("wrote \(count) trace" + (count == 1 ? "" : "s") + " to " + folder)
    return .success
  }
}

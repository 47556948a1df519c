import Foundation
import InteractionAnalysis

/// `interaction-sim generate --seed N --count K --out DIR`: random valid traces from a seeded model of a
/// user, each with the expectations of its replay.
enum GenerateCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    switch Arguments.parse(arguments, options: ["--seed", "--count", "--out"]) {
    case .success(let value): parsed = value
    case .failure(let message): return usage(message.text)
    }
    if parsed.help {
      Output.standard.write(Help.generate)
      return .success
    }
    guard parsed.operands.isEmpty else { return usage("unexpected argument '\(parsed.operands[0])'") }
    guard let seedText = parsed.values["--seed"] else { return usage("missing '--seed N'") }
    guard let seed = UInt64(seedText) else {
      return usage("expected a whole number from 0 to 18446744073709551615 for '--seed', found '\(seedText)'")
    }
    let countText = parsed.values["--count"] ?? "10"
    guard let count = Int(countText), count >= 1, count <= 100_000 else {
      return usage("expected a whole number from 1 to 100000 for '--count', found '\(countText)'")
    }
    guard let folder = parsed.values["--out"] else { return usage("missing '--out DIR'") }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      Output.error.line(folder + ": " + Output.error.paint("error:", "1;31") + " cannot create the folder")
      return .badInput
    }
    let generator = TraceGenerator(seed: seed)
    for number in 1...count {
      let path = TraceFiles.join(folder, generator.fileName(of: number))
      let text = generator.text(number: number)
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        Output.error.line(path + ": " + Output.error.paint("error:", "1;31") + " cannot write the file")
        return .badInput
      }
    }
    Output.standard.line("wrote \(count) trace" + (count == 1 ? "" : "s") + " to " + folder)
    return .success
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.generateUsage, helpCommand: "interaction-sim generate --help")
  }
}

import Foundation
import InteractionTestSupport
import Testing

@testable import interaction_sim

/// Every subcommand declares its operands and options once; its usage line, its `--help` and its parsing
/// come from that declaration (issue 12, SPEC section 10). These run the real binary and compare what it
/// prints with the declaration.
/// What bad usage of a subcommand prints on standard error: the message, its declared usage line, and
/// where its help is.
func usageErrorOutput(_ message: String, _ subcommand: any Subcommand.Type) -> String {
  usageErrorOutput(message, usage: subcommand.usage, help: "interaction-sim \(subcommand.name) --help")
}

/// What bad usage prints on standard error, given the usage line and the help command.
func usageErrorOutput(_ message: String, usage: String, help: String) -> String {
  "error: \(message)\nusage: \(usage)\nSee '\(help)' for more information.\n"
}

@Suite("interaction-sim by declaration")
struct DeclarationTests {
  @Test(
    "SPEC section 10: every subcommand's --help, -h and `help NAME` print the help made from its declaration")
  func helpComesFromTheDeclaration() throws {
    #expect(
      Tool.subcommands.map { $0.name } == [
        "summary", "replay", "check", "graph", "timeline", "coverage", "shrink", "generate", "play", "help",
      ])
    for subcommand in Tool.subcommands {
      for arguments in [[subcommand.name, "--help"], [subcommand.name, "-h"], ["help", subcommand.name]] {
        try assertExecute(arguments, status: 0, stdout: subcommand.help, stderr: "")
      }
      // Help wins wherever it stands before `--`, even beside bad arguments.
      try assertExecute([subcommand.name, "--no-such-option", "--help"], status: 0, stdout: subcommand.help)
      let help = subcommand.help
      #expect(
        help.hasPrefix("OVERVIEW: " + subcommand.listing.abstract + "\n\nUSAGE: " + subcommand.usage + "\n"))
      #expect(help.contains("\nOPTIONS:\n"))
      #expect(help.hasSuffix("\n\n") && help.contains("\nEXIT STATUS:\n  "))
      if let operand = subcommand.operandCount {
        #expect(help.contains("\nARGUMENTS:\n  " + operand.name + " "), "\(subcommand.name)")
        #expect(
          subcommand.usage.contains(" " + subcommand.listing.label.dropFirst(subcommand.name.count + 1)))
      }
      for option in subcommand.optionNames {
        let label = option.names.joined(separator: ", ") + " " + option.placeholder
        #expect(help.contains("\n  " + label + " "), "\(subcommand.name): \(label)")
        let usage = option.names.last! + " " + option.placeholder
        #expect(subcommand.usage.contains(option.isRequired ? " " + usage : " [" + usage + "]"), "\(usage)")
      }
    }
    try assertExecute(["--help"], status: 0, stdout: Tool.help, stderr: "")
    try assertExecute(["help"], status: 0, stdout: Tool.help, stderr: "")
    for subcommand in Tool.subcommands {
      #expect(Tool.help.contains("\n  " + subcommand.listing.label + " "), "\(subcommand.name)")
      #expect(Tool.usage.contains(subcommand.name))
    }
  }

  @Test("SPEC section 10: every subcommand's usage errors print its declared usage line and exit with 2")
  func usageErrorsComeFromTheDeclaration() throws {
    for subcommand in Tool.subcommands {
      try assertExecute(
        [subcommand.name, "--no-such-option"], status: 2, stdout: "",
        stderr: usageErrorOutput("unknown option '--no-such-option'", subcommand))
      for option in subcommand.optionNames {
        for name in option.names {
          try assertExecute(
            [subcommand.name, name], status: 2, stdout: "",
            stderr: usageErrorOutput("missing value for '\(name)'", subcommand))
          // No option takes an empty value.
          try assertExecute(
            [subcommand.name, name + "="], status: 2, stdout: "",
            stderr: usageErrorOutput(
              "expected \(option.expected) for '\(option.names.last!)', found ''", subcommand))
        }
      }
      switch subcommand.operandCount {
      case nil:
        try assertExecute(
          [subcommand.name, "extra"], status: 2, stdout: "",
          stderr: usageErrorOutput("unexpected argument 'extra'", subcommand))
      case let (name, count)?:
        if count == .one || count == .oneOrMore {
          try assertExecute(
            [subcommand.name], status: 2, stdout: "", stderr: usageErrorOutput("missing " + name, subcommand))
        }
        if count == .one {
          try assertExecute(
            [subcommand.name, "pass.trace", "fail.trace"], status: 2, stdout: "",
            stderr: usageErrorOutput("expected one \(name), found 2", subcommand))
        }
      }
    }
    try assertExecute(
      ["frobnicate"], status: 2, stdout: "",
      stderr: usageErrorOutput(
        "unknown subcommand 'frobnicate'", usage: Tool.usage, help: "interaction-sim --help"))
    try assertExecute(
      ["help", "nothing"], status: 2, stdout: "",
      stderr: usageErrorOutput("unknown subcommand 'nothing'", HelpCommand.self))
  }

  @Test(
    "arguments are read one way: --name value, --name=value, short names, the last one wins, -- ends options")
  func parsing() throws {
    guard
      case .run(let check) = CheckCommand.declaration.parse([
        "--jobs=3", "a", "-j", "2", "--", "--shard", "-",
      ])
    else {
      Issue.record("check did not parse")
      return
    }
    #expect(check.jobs == 2 && check.paths == ["a", "--shard", "-"] && check.shard == nil)
    guard case .run(let sharded) = CheckCommand.declaration.parse(["--shard", "2/3", "x"]) else {
      Issue.record("check --shard did not parse")
      return
    }
    #expect(sharded.shard?.index == 2 && sharded.shard?.count == 3)
    guard case .run(let replay) = ReplayCommand.declaration.parse(["-", "--format=json"]) else {
      Issue.record("replay did not parse")
      return
    }
    #expect(replay.path == "-" && replay.format == .json)
    guard case .run(let generate) = GenerateCommand.declaration.parse(["--seed", "7", "--out", "d"]) else {
      Issue.record("generate did not parse")
      return
    }
    #expect(generate.seed == 7 && generate.count == 10 && generate.folder == "d")
    guard case .usageError(let message) = GenerateCommand.declaration.parse(["--out", "d"]) else {
      Issue.record("generate without --seed parsed")
      return
    }
    #expect(message == "missing '--seed N'")
    guard case .help = TimelineCommand.declaration.parse(["x", "-h", "--", "y"]) else {
      Issue.record("timeline -h is not help")
      return
    }
    guard case .usageError = TimelineCommand.declaration.parse(["x", "--", "-h"]) else {
      Issue.record("-h after -- is an operand")
      return
    }
  }

  @Test(
    "help text is laid out from the declaration: paragraphs reflowed, rows in two columns, no line too wide")
  func layout() {
    #expect(HelpLayout.paragraphs("a b\nc\n\n  kept  as is\nd") == ["a b c", "", "  kept  as is", "d"])
    #expect(HelpLayout.row("--x N", "text") == ["  --x N" + String(repeating: " ", count: 19) + "text"])
    let long = HelpLayout.row(String(repeating: "y", count: 30), "text")
    #expect(long.count == 2 && long[1] == String(repeating: " ", count: 26) + "text")
    for subcommand in Tool.subcommands {
      for line in subcommand.help.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
        #expect(line.count <= HelpLayout.width, "\(subcommand.name): \(line)")
      }
    }
  }
}

/// The rule ids, read from `docs/RULES.md`, the one place a rule id is written (the contract's copy that
/// the package ships to its users).
enum Rules {
  /// The rule ids that `markdown` defines, in its order: each is a list item that starts with it in bold
  /// (`- **K3** …`), a letter of T, P, M, K, I and a number.
  static func ids(definedIn markdown: String) -> [String] {
    markdown.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- **") else { return nil }
      let id = line.dropFirst(4).prefix { $0 != "*" }
      guard let letter = id.first, "TPMKI".contains(letter), id.count > 1,
        id.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }  // the words of section 0 are bold too
      return String(id)
    }
  }

  /// The rule ids that `coverage` does not count: I9 speaks of what a scene built in code and a written
  /// trace obey, which no replay shows (docs/cli.md says so).
  static let uncounted: Set<String> = ["I9"]

  /// `RuleTable.allRules`' block in `Sources/InteractionAnalysis/RuleTable.swift`, from `docs/RULES.md`.
  static func allRulesBlock(rules markdown: String) throws -> String {
    let ids = ids(definedIn: markdown).filter { !uncounted.contains($0) }
    guard !ids.isEmpty else { throw MissingMarker(marker: "- **T1**") }
    var lines = [
      "// BEGIN GENERATED RULE IDS: written by scripts/regenerate from docs/RULES.md (every rule id it defines",
      "  // but \(uncounted.sorted().joined(separator: " ")), which no replay shows); "
        + "`scripts/regenerate --check` fails when it differs.",
      "  /// The rule ids that `coverage` counts: every one of docs/RULES.md but I9, in its order.",
      "  public static let allRules: [String] = [",
    ]
    var line = "   "
    for id in ids {
      let element = " " + quoted(id) + ","
      if line.count + element.count > 110 {
        lines.append(line)
        line = "   "
      }
      line += element
    }
    lines.append(line)
    lines += ["  ]", "  // END GENERATED RULE IDS"]
    return lines.joined(separator: "\n")
  }
}

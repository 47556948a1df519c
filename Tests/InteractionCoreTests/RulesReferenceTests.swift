import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// The package carries its own reference of the behaviour (docs/RULES.md) and of the trace format
/// (docs/TRACE-FORMAT.md): every rule id and section that a doc comment cites can be found there, by a
/// user who reads only the package.
@Suite("The rules inside the package (docs/RULES.md)")
struct RulesReferenceTests {
  static let root = TraceFixtures.packageRoot
  static let rules = TraceFixtures.text(root.appendingPathComponent("docs/RULES.md"))
  static let format = TraceFixtures.text(root.appendingPathComponent("docs/TRACE-FORMAT.md"))
  /// The letters of the rules' families, in docs/RULES.md's order: time, touch, menu, keys, invariants.
  static let ruleLetters = "TPMKI"

  /// The rule ids that `text` cites: a letter of T, P, M, K, I and a number, standing alone as a word.
  static func citedRuleIDs(in text: String) -> Set<String> {
    var found: Set<String> = []
    let characters = Array(text.utf8)
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }
    var index = 0
    while index < characters.count {
      let byte = characters[index]
      let startsWord = index == 0 || !isWordByte(characters[index - 1])
      if startsWord, ruleLetters.utf8.contains(byte) {
        var end = index + 1
        while end < characters.count, characters[end] >= 0x30, characters[end] <= 0x39 { end += 1 }
        if end > index + 1, end == characters.count || !isWordByte(characters[end]) {
          found.insert(String(decoding: characters[index..<end], as: UTF8.self))
        }
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// The rule ids that RULES.md (or `text`) defines: each as a bold `**ID**` at the start of a list item.
  static func definedRuleIDs(in text: String = rules) -> [String] { Documentation.ruleIDs(definedIn: text) }

  /// The path and text of every Swift file under the package's folder `top` (`Sources`, `Tests`), in
  /// the order of their paths.
  static func swiftFiles(under top: String) -> [(path: String, text: String)] {
    let folder = root.appendingPathComponent(top)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [(String, String)] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      files.append((top + "/" + path, TraceFixtures.text(folder.appendingPathComponent(path))))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// The text of every Swift file under `Sources/`.
  static func sources() -> [(path: String, text: String)] { swiftFiles(under: "Sources") }

  /// The text of every Swift file under `Tests/`.
  static func tests() -> [(path: String, text: String)] { swiftFiles(under: "Tests") }

  /// The titles of the `@Test` and `@Suite` attributes in `text`: the string literal after `@Test(`.
  static func testTitles(in text: String) -> [String] {
    var titles: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: #"@(Test|Suite)\(\s*""#, options: .regularExpression) {
      var title = ""
      var index = open.upperBound
      while index < rest.endIndex, rest[index] != "\"" {
        if rest[index] == "\\" {  // an escape: the next character is the title's
          index = rest.index(after: index)
          guard index < rest.endIndex else { break }
        }
        title.append(rest[index])
        index = rest.index(after: index)
      }
      titles.append(title)
      rest = rest[index...]
    }
    return titles
  }

  /// The suites of a file that have a title: each `@Suite("TITLE")` at the start of a line (a suite at
  /// the top of the file, not one quoted in a test's text), with the titles of the tests inside it, up
  /// to the first line that is `}` alone, which closes the suite's type.
  static func titledSuites(in text: String) -> [(title: String, tests: [String])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var suites: [(title: String, tests: [String])] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("@Suite(") else { continue }
      var end = index + 1
      while end < lines.count, lines[end] != "}" { end += 1 }
      let body = lines[index..<min(end, lines.count)].joined(separator: "\n")
      guard body.range(of: #"^@Suite\(\s*""#, options: .regularExpression) != nil else { continue }
      let titles = testTitles(in: body)
      suites.append((titles[0], Array(titles.dropFirst())))
      index = end
    }
    return suites
  }

  /// The ranges a title writes out, `M1–M9` (an en dash or a hyphen between two ids), as each end's
  /// letter and number.
  static func ranges(in title: String) -> [(first: String, last: String)] {
    var found: [(first: String, last: String)] = []
    var rest = Substring(title)
    let id = "[\(ruleLetters)][0-9]+"
    let pattern = #"(?<![A-Za-z0-9_])"# + id + "[–-]" + id + #"(?![A-Za-z0-9_])"#
    while let range = rest.range(of: pattern, options: .regularExpression) {
      let ends = rest[range].split(whereSeparator: { $0 == "–" || $0 == "-" })
      found.append((String(ends[0]), String(ends[1])))
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// What is wrong with the rule ids that the titles of `text`'s suites name (`defined`: the ids that
  /// docs/RULES.md defines), one line each: an id named but not defined; an id named but named by no
  /// test's title inside the suite (a range `M1–M9` names M1, M2, …, M9); a range that is not one (two
  /// letters, or not ascending); and in a suite whose title writes a range, a test's title naming an
  /// id of the range's letter outside it, which says the range is stale (M10 tested among "M1–M9").
  /// A test's title is what cites a rule here, as for ``everyRuleIsNamedByATest()``: not a comment.
  static func suiteTitleProblems(in text: String, defined: Set<String>) -> [String] {
    var problems: [String] = []
    for suite in titledSuites(in: text) {
      var named = citedRuleIDs(in: suite.title)
      let cited = suite.tests.reduce(into: Set<String>()) { $0.formUnion(citedRuleIDs(in: $1)) }
      for (first, last) in ranges(in: suite.title) {
        let (letter, low, high) = (first.first!, Int(first.dropFirst())!, Int(last.dropFirst())!)
        guard last.first == letter, low < high else {
          problems.append("\(suite.title): \(first)–\(last) is not a range of one letter's rules")
          continue
        }
        named.formUnion((low...high).map { "\(letter)\($0)" })
        let outside = cited.filter { $0.first == letter && !(low...high).contains(Int($0.dropFirst())!) }
        for id in outside.sorted() {
          problems.append("\(suite.title): a test inside names \(id), outside \(first)–\(last)")
        }
      }
      for id in named.sorted() where !defined.contains(id) {
        problems.append("\(suite.title): names \(id), which docs/RULES.md does not define")
      }
      for id in named.sorted() where defined.contains(id) && !cited.contains(id) {
        problems.append("\(suite.title): names \(id), which no test's title inside it names")
      }
    }
    return problems
  }

  // docs/RULES.md is where a rule id is written: these tests read it, and so does scripts/regenerate for
  // InteractionAnalysis's RuleTable.allRules. What a hand list of the ids caught, they still catch: a
  // definition lost or mistyped (a test or a source cites the id), one written twice, out of order or
  // with a gap in its letter's numbers.

  @Test("RULES.md defines each letter's rule ids once, numbered from 1 without a gap, in the order T P M K I")
  func everyRuleDefinedOnce() {
    let defined = Self.definedRuleIDs()
    var expected: [String] = []
    for letter in Self.ruleLetters {
      let count = defined.filter { $0.first == letter }.count
      expected += (0..<count).map { "\(letter)\($0 + 1)" }
    }
    #expect(defined == expected)
    #expect(Set(defined.compactMap(\.first)) == Set(Self.ruleLetters))
  }

  @Test(
    "the API reference's summary of the rules (TheRules.md) has every rule id of docs/RULES.md, in its order")
  func referenceSummaryHasEveryRule() {
    let article = TraceFixtures.text(
      Self.root.appendingPathComponent("Sources/InteractionCore/InteractionCore.docc/TheRules.md"))
    #expect(Self.definedRuleIDs(in: article) == Self.definedRuleIDs())
  }

  @Test("every rule id of docs/RULES.md is named in a test's title (@Test or @Suite)")
  func everyRuleIsNamedByATest() {
    var named: Set<String> = []
    for (_, text) in Self.tests() {
      for title in Self.testTitles(in: text) { named.formUnion(Self.citedRuleIDs(in: title)) }
    }
    let unnamed = Self.definedRuleIDs().filter { !named.contains($0) }
    #expect(unnamed.isEmpty, "no test's title names \(unnamed)")
  }

  @Test("every rule id cited in Tests/ is defined in docs/RULES.md")
  func everyRuleATestCitesIsDefined() {
    let defined = Set(Self.definedRuleIDs())
    for (path, text) in Self.tests() {
      let missing = Self.citedRuleIDs(in: text).subtracting(defined)
      #expect(missing.isEmpty, "\(path) cites \(missing.sorted()), which docs/RULES.md does not define")
    }
  }

  @Test("a test's title is read from @Test and @Suite, escapes and line breaks included")
  func testTitlesAreRead() {
    let text = #"""
      @Suite("Keys (K1–K3)") struct S {
        @Test(
          "M2: \"a\" then P1") func f() {}
        @Test func g() {}
      }
      """#
    #expect(Self.testTitles(in: text) == ["Keys (K1–K3)", #"M2: "a" then P1"#])
  }

  @Test("every rule id a suite's title names (M1–M9: M1 to M9) is defined and named by a test inside it")
  func suiteTitlesNameTheirTests() {
    let defined = Set(Self.definedRuleIDs())
    var ranges = 0
    for (path, text) in Self.tests() {
      let problems = Self.suiteTitleProblems(in: text, defined: defined)
      #expect(problems.isEmpty, "\(path): \(problems.joined(separator: "; "))")
      ranges += Self.titledSuites(in: text).filter { !Self.ranges(in: $0.title).isEmpty }.count
    }
    #expect(ranges >= 5, "the suites of T, P, M, K and I write their ranges out")
  }

  @Test("a suite's title is checked: an id no test inside names, one not defined, a stale range")
  func suiteTitleProblemsAreFound() {
    let text = #"""
      @Suite("Menu (M1–M3), with P2")
      struct MenuTests {
        @Test("M1: one") func one() {}
        @Test("M2: two, as P2") func two() {}
        // M3 in a comment is not a test's title.
        @Test("M4: past the range") func four() {}
      }

      @Suite("Keys (K2–K1)") struct Keys {
        @Test("K1") func k() {}
      }
      @Suite(.serialized) struct Untitled {
        @Test("M9") func nine() {}
      }
      """#
    #expect(Self.titledSuites(in: text).map(\.title) == ["Menu (M1–M3), with P2", "Keys (K2–K1)"])
    #expect(Self.titledSuites(in: text).first?.tests == ["M1: one", "M2: two, as P2", "M4: past the range"])
    #expect(
      Self.suiteTitleProblems(in: text, defined: ["M1", "M2", "M4", "P2", "K1", "K2"]) == [
        "Menu (M1–M3), with P2: a test inside names M4, outside M1–M3",
        "Menu (M1–M3), with P2: names M3, which docs/RULES.md does not define",
        "Keys (K2–K1): K2–K1 is not a range of one letter's rules",
        "Keys (K2–K1): names K2, which no test's title inside it names",
      ])
    #expect(
      Self.suiteTitleProblems(in: text, defined: ["M1", "M2", "M3", "M4", "P2", "K1", "K2"]).prefix(2) == [
        "Menu (M1–M3), with P2: a test inside names M4, outside M1–M3",
        "Menu (M1–M3), with P2: names M3, which no test's title inside it names",
      ])
  }

  @Test("every rule id cited in Sources/ is defined in docs/RULES.md")
  func everyCitedRuleIsDefined() {
    let defined = Set(Self.definedRuleIDs())
    var cited: Set<String> = []
    for (path, text) in Self.sources() {
      let missing = Self.citedRuleIDs(in: text).subtracting(defined)
      #expect(missing.isEmpty, "\(path) cites \(missing.sorted()), which docs/RULES.md does not define")
      cited.formUnion(Self.citedRuleIDs(in: text))
    }
    #expect(cited.count > 30, "the sources cite the rules: \(cited.sorted())")
  }

  @Test("the scan finds ids standing alone, and not inside other words")
  func scanFindsRuleIDs() {
    #expect(Self.citedRuleIDs(in: "(SPEC T1, P1-P8; M10) and K3.") == ["T1", "P1", "P8", "M10", "K3"])
    #expect(Self.citedRuleIDs(in: "UInt64 0x1p52 IT1 T1a T") == [])
  }

  @Test("every section that Sources/ cites (\"section 7\") is a section of docs/RULES.md")
  func everyCitedSectionExists() {
    for (path, text) in Self.sources() {
      var rest = Substring(text)
      while let range = rest.range(of: "section ", options: .caseInsensitive) {
        rest = rest[range.upperBound...]
        let number = rest.prefix { $0.isNumber }
        guard !number.isEmpty else { continue }
        #expect(Self.rules.contains("\n## \(number). "), "\(path) cites section \(number)")
      }
    }
  }

  @Test("the configuration table, the outcomes and what a front end draws are in RULES.md")
  func rulesHoldTheTables() {
    for name in ["hold", "slop", "lift", "commit", "fade", "overlay", "peek", "pop"] {
      #expect(Self.rules.contains("| `\(name)` |"), "the configuration table has \(name)")
    }
    let standard = Configuration.standard
    #expect(Self.rules.contains("| `hold` | \(standard.hold.nanoseconds / 1_000_000) ms |"))
    #expect(Self.rules.contains("| `lift` | \(standard.lift.nanoseconds / 1_000_000) ms |"))
    #expect(Self.rules.contains("| `fade` | \(standard.fade.nanoseconds / 1_000_000) ms |"))
    #expect(Self.rules.contains("`dismiss preview|outside|escape|host|system|removed`"))
    #expect(Self.rules.contains("## 7. What a front end draws"))
  }

  @Test("TRACE-FORMAT.md's example parses and passes; it names hover, the escapes and the largest instant")
  func traceFormatExample() throws {
    let blocks = Self.format.components(separatedBy: "```")
    let example = try #require(blocks.first { $0.hasPrefix("\ntrace 1\n") })
    let trace = try Trace.parse(String(example.dropFirst()))
    #expect(try trace.replay().result.passed)
    #expect(Self.format.contains("| `hover ID\\|none` |"))
    #expect(Self.format.contains("a double quote is written `\\\"` and a\n  backslash `\\\\`"))
    #expect(Self.format.contains("9,223,372,036.854775807 s"))
    let transcript = try #require(blocks.first { $0.hasPrefix("\n0.000  idle --down") })
    #expect(transcript.contains("ignored ("))
  }

  @Test("the README, the guides and the references link inside the package, to files that exist")
  func linksStayInside() throws {
    let readme = TraceFixtures.text(Self.root.appendingPathComponent("README.md"))
    for page in Documentation.pages where page.path != "docs/DECISIONS.md" {  // the history may name it
      #expect(!page.text.contains("../shared"), "\(page.path) links outside the package")
    }
    #expect(readme.contains("](docs/RULES.md)") && readme.contains("](docs/TRACE-FORMAT.md)"))
    for (name, text) in [("docs/RULES.md", Self.rules), ("docs/TRACE-FORMAT.md", Self.format)] {
      #expect(!text.contains("../shared"), "\(name) links outside the package")
      var rest = Substring(text)
      while let range = rest.range(of: "](") {
        rest = rest[range.upperBound...]
        let target = String(rest.prefix { $0 != ")" && $0 != "#" })
        guard !target.isEmpty else { continue }
        let url = Self.root.appendingPathComponent("docs").appendingPathComponent(target)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(name) links to \(target)")
      }
    }
  }
}

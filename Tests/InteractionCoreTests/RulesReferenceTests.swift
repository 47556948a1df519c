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
      if startsWord, "TPMKI".utf8.contains(byte) {
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

  // docs/RULES.md is where a rule id is written: these tests read it, and so does scripts/regenerate for
  // InteractionAnalysis's RuleTable.allRules. What a hand list of the ids caught, they still catch: a
  // definition lost or mistyped (a test or a source cites the id), one written twice, out of order or
  // with a gap in its letter's numbers.

  @Test("RULES.md defines each letter's rule ids once, numbered from 1 without a gap, in the order T P M K I")
  func everyRuleDefinedOnce() {
    let defined = Self.definedRuleIDs()
    var expected: [String] = []
    for letter in "TPMKI" {
      let count = defined.filter { $0.first == letter }.count
      expected += (0..<count).map { "\(letter)\($0 + 1)" }
    }
    #expect(defined == expected)
    #expect(Set(defined.compactMap(\.first)) == Set("TPMKI"))
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

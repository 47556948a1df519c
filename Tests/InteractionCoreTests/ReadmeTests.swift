import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// The documentation's examples (the README, the guides in docs/, the DocC articles) are part of the
/// contract a user reads first: they must stay true, wherever they move.
@Suite("README and guides")
struct ReadmeTests {
  static func codeBlocks() -> [String] {
    Documentation.codeBlocks().map(\.text)
  }

  @Test(
    "the CLI guide's trace example replays to the transcript printed beside it, and passes its expectations")
  func traceExampleMatchesTranscript() throws {
    let blocks = Documentation.codeBlocks(in: Documentation.page("docs/cli.md").text).map(\.text)
    let traceText = try #require(blocks.first { $0.hasPrefix("trace 1\n") })
    let trace = try Trace.parse(traceText)
    let (_, result) = try trace.replay()
    #expect(result.passed)
    let transcript = try #require(blocks.first { $0.hasPrefix("0.000  idle --down") })
    #expect(try trace.transcript == transcript)
  }

  @Test("the documentation's state chart is docs/state-chart.mmd")
  func stateChartIsInSync() throws {
    let chart = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent("docs/state-chart.mmd"), encoding: .utf8)
    #expect(Self.codeBlocks().contains(chart))
  }

  @Test("the README is a front page: at most 300 lines, the two commands, a table of contents, the licence")
  func readmeIsAFrontPage() {
    let readme = Documentation.page("README.md").text
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 301)
    #expect(
      readme.contains("swift run interaction-sim   # replays every trace in traces/ and prints a summary\n"))
    #expect(readme.contains("swift test                  # runs the tests\n"))
    #expect(readme.contains("## Contents\n"))
    #expect(readme.contains("[LICENSE](LICENSE)") && readme.contains("Apache License 2.0"))
    #expect(readme.contains("**Version \(PackageVersion.string)**"))
    for picture in ["docs/web-phone.png", "docs/web-desktop.png"] {
      #expect(readme.contains("](\(picture))"))
    }
  }

  @Test("each host's install line in the README is what scripts/setup --print gives for it")
  func installLinesAreSetups() throws {
    let readme = Documentation.page("README.md").text
    for host in ["c", "js", "web"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [
        TraceFixtures.packageRoot.appendingPathComponent("scripts/setup").path, "--print", host,
      ]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let line = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0 && line.hasPrefix("sudo apt-get update && sudo apt-get install"))
      #expect(
        readme.contains("```sh\n" + line), "the README's \(host) quick start does not start with: \(line)")
    }
  }

  @Test("scripts/setup --print refuses a host it does not know, and prints no install line for it")
  func setupRefusesAnUnknownHost() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      TraceFixtures.packageRoot.appendingPathComponent("scripts/setup").path, "--print", "nodejs",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(printed.isEmpty)
    #expect(said == "setup: unknown host 'nodejs' (swift, c, js, web, ci)\n")
  }

  @Test(
    "docs/performance.md names each instruction-count guard that .ci/run runs, with its limit, and no other")
  func instructionGuardsAreCIs() throws {
    let ci = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    func guards(in text: String) -> Set<String> {
      Set(text.matches(of: /--max-(core|cabi|parse|replay) [0-9]+/).map { String($0.output.0) })
    }
    let run = guards(in: ci)
    #expect(run.count == 4, "\(run)")
    #expect(guards(in: Documentation.page("docs/performance.md").text) == run)
  }

  @Test("user-facing documentation names no issue and no commit")
  func noHistoryInUserDocs() {
    for page in Documentation.pages where page.path != "docs/DECISIONS.md" {
      #expect(
        page.text.range(of: #"[Ii]ssue \d"#, options: .regularExpression) == nil,
        "\(page.path) names an issue")
      #expect(
        page.text.range(of: #"`[0-9a-f]{7,40}`"#, options: .regularExpression) == nil,
        "\(page.path) names a commit")
    }
  }

  @Test("docs/javascript.md names the WebAssembly size gates that .ci/run runs, and no other")
  func wasmSizeGatesAreCIs() throws {
    let ci = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    func gates(in text: String) -> [String] {
      text.matches(of: /--max-gzip [0-9]+/).map { String($0.output) }
    }
    let run = gates(in: ci)
    #expect(run.count == 2, "\(run)")
    #expect(gates(in: Documentation.page("docs/javascript.md").text) == run)
  }

  @Test("every C call the guides write takes as many arguments as the header declares")
  func cCallsMatchTheHeader() throws {
    let header = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("include/interaction.h"))
    // Each declaration: its name and its parameters' names (`(void)`: none).
    var declared: [String: [String]] = [:]
    for call in Self.calls(in: header) where call.followedBy == ";" {
      declared[call.name] = call.arguments == ["void"] ? [] : call.arguments.map { Self.lastWord($0) }
    }
    #expect(declared.count > 35 && declared["interaction_machine_report_text"]?.count == 7)
    var checked = 0
    for page in Documentation.pages where page.path != "docs/DECISIONS.md" {
      for call in Self.calls(in: page.text) {
        guard let parameters = declared[call.name], !call.arguments.contains(where: { $0.contains("…") })
        else { continue }
        let written = call.arguments.map { Self.lastWord($0) }
        #expect(
          written.count == parameters.count,
          "\(page.path): \(call.name)(\(call.arguments.joined(separator: ", "))): the header's takes \(parameters)"
        )
        checked += 1
      }
    }
    #expect(checked > 15)
  }

  /// Every `name(arguments)` of the C ABI in `text` (names `interaction_…`), its arguments split at the
  /// top level's commas, and the character after its closing parenthesis.
  static func calls(in text: String) -> [(name: String, arguments: [String], followedBy: Character?)] {
    var calls: [(name: String, arguments: [String], followedBy: Character?)] = []
    for match in text.matches(of: /\binteraction_[a-z0-9_]+\(/) {
      var depth = 0
      var arguments = [""]
      var end = match.range.upperBound
      while end < text.endIndex {
        let character = text[end]
        end = text.index(after: end)
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        if character == "," && depth == 0 {
          arguments.append("")
        } else {
          arguments[arguments.count - 1].append(character)
        }
      }
      let trimmed = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      calls.append(
        (
          String(text[match.range].dropLast()), trimmed == [""] ? [] : trimmed,
          end < text.endIndex ? text[end] : nil
        ))
    }
    return calls
  }

  /// The last word of a parameter's declaration or an argument (`const int64_t *instant` → `instant`,
  /// `&length` → `length`).
  static func lastWord(_ text: String) -> String {
    String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
  }

  @Test("every relative link of the README and the guides reaches a file that exists")
  func relativeLinksExist() {
    for page in Documentation.pages where page.path == "README.md" || page.path.hasPrefix("docs/") {
      let folder = TraceFixtures.packageRoot.appendingPathComponent(page.path).deletingLastPathComponent()
      var rest = Substring(page.text)
      while let range = rest.range(of: "](") {
        rest = rest[range.upperBound...]
        let target = String(rest.prefix { $0 != ")" && $0 != "#" })
        // Pictures that the web page's tests draw (the lead checks they exist once they are drawn).
        guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("web-"),
          !target.hasPrefix("docs/web-")
        else { continue }
        let url = folder.appendingPathComponent(target)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(page.path) links to \(target)")
      }
    }
  }
}

/// The documentation's Swift examples compile as written: each block stands verbatim in a test source
/// (`ReadmeExamples.swift` here, `ReadmeTestingExample.swift` in InteractionTestingTests, where its
/// `@Test` runs), and what they do is checked here. A manifest excerpt (`.package(…)`) is checked
/// against `Package.swift` instead.
@Suite("README Swift examples")
struct ReadmeSwiftExampleTests {
  static func swiftBlocks() -> [String] {
    Documentation.codeBlocks().filter { $0.info == "swift" }.map(\.text)
  }

  @Test("every Swift block of the documentation stands verbatim in a compiled test source")
  func everyBlockIsCompiled() throws {
    let sources = [
      TraceFixtures.testsFolder("InteractionCoreTests").appendingPathComponent("ReadmeExamples.swift"),
      TraceFixtures.testsFolder("InteractionTestingTests").appendingPathComponent(
        "ReadmeTestingExample.swift"),
    ].map { TraceFixtures.text($0) }
    let blocks = Self.swiftBlocks().filter { !$0.contains(".package(") }
    let examples = [
      "func longPressAndOpen()", "func recordASession()", "@Test func longPressShowsTheMenu()",
      "print(report)",
    ]
    for example in examples {
      #expect(blocks.contains { $0.contains(example) }, "the documentation lost the example \(example)")
    }
    for block in blocks {
      // Top-level code (a main.swift) stands inside a function, less its imports.
      let body = block.split(separator: "\n", omittingEmptySubsequences: false).drop {
        $0.hasPrefix("import ") || $0.isEmpty
      }
      .joined(separator: "\n")
      #expect(
        sources.contains { $0.contains(block) || $0.contains("() throws {\n" + body) },
        "not compiled as written:\n\(block)")
    }
  }

  @Test("the manifest excerpts name this version and this package's library products")
  func manifestExcerptsAreTrue() throws {
    let manifest = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("Package.swift"))
    let excerpts = Self.swiftBlocks().filter { $0.contains(".package(") }
    #expect(!excerpts.isEmpty)
    for excerpt in excerpts {
      #expect(excerpt.contains("InteractionCore.git\", from: \"\(PackageVersion.string)\")"))
      var rest = Substring(excerpt)
      var products = 0
      while let range = rest.range(of: ".product(name: \"") {
        rest = rest[range.upperBound...]
        let name = String(rest.prefix { $0 != "\"" })
        #expect(manifest.contains(".library(name: \"\(name)\""), "\(name) is not a library product")
        #expect(rest.hasPrefix(name + "\", package: \"InteractionCore\")"), "the URL's last component")
        products += 1
      }
      #expect(products >= 2)
    }
    let readme = Documentation.page("README.md").text
    for product in [
      "InteractionCore", "InteractionTesting", "InteractionC", "InteractionCStatic", "interaction-sim",
    ] {
      #expect(manifest.contains("(name: \"\(product)\"") && readme.contains("| `\(product)` |"), "\(product)")
    }
  }

  @Test("every version the documentation quotes is this one, in a block of any kind or in the text")
  func quotedVersionsAreThisOne() {
    // A manifest line (the DocC article's blocks carry no `swift` tag) and the tool's --version line.
    let quoted = ["InteractionCore.git\", from: \"", "`interaction-sim "]
    var found = 0
    for page in Documentation.pages where page.path != "docs/DECISIONS.md" {
      for prefix in quoted {
        var rest = Substring(page.text)
        while let range = rest.range(of: prefix) {
          rest = rest[range.upperBound...]
          let version = rest.prefix { $0.isNumber || $0 == "." }
          guard version.first?.isNumber == true else { continue }
          #expect(version == PackageVersion.string, "\(page.path) quotes \(prefix)\(version)")
          found += 1
        }
      }
    }
    #expect(found >= 4)  // the README, docs/swift.md, the DocC article, docs/cli.md
  }

  @Test("the README's quick start prints what its comment says")
  func quickStartPrintsItsComment() throws {
    try quickStart()
    var machine = try InteractionMachine(
      scene: Scene(targets: [
        Target(
          id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
      ]))
    let first = try #require(machine.send(.down(Point(100, 20)), at: .zero).first)
    let readme = Documentation.page("README.md").text
    #expect(readme.contains("// \(first)\n"))
    let timers = machine.advance(to: .milliseconds(835)).map(\.text)
    #expect(
      timers.count == 2 && timers[0].contains(" --timer hold--> lifting")
        && timers[1].contains(" --timer lift--> presented"))
  }

  @Test("the embedding example lifts, shows the menu and commits to the same destination")
  func embeddingExample() throws {
    let frame = try longPressAndOpen()
    #expect(frame.phase == .committing)
    #expect(abs(frame.commitProgress - 100.0 / 335) < 1e-12)
    #expect(frame.previewPresence == 1)
  }

  @Test("the host guide's recorded session replays to the same outcome (M10: slide to select)")
  func recordedSessionReplays() throws {
    let text = try recordASession()
    let trace = try Trace.parse(text)
    let (_, result) = try trace.replay()
    #expect(result.passed)
    #expect(text.contains("at 0.000 down 100.5,20\nat 0.512 tick\nat 0.848 tick\n"), "a tick per deadline")
    #expect(text.contains("at 0.990 hover copy\nat 1.000 up\n"), "a plain up: no select")
    #expect(text.contains("expect outcome 1 perform copy\n"))
    #expect(result.outcomes == [.perform("copy")])
  }
}

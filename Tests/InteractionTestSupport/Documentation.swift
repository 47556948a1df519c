import Foundation

/// The package's user-facing documentation, as the tests read it: the README, the guides in `docs/`
/// and the DocC catalogs' articles. Whatever moves between them, the tests still find every example.
public enum Documentation {
  /// One documentation file: its path from the package's root, and its text.
  public struct Page: Sendable {
    /// The path from the package's root, for instance `docs/cli.md`.
    public var path: String
    /// The file's text.
    public var text: String
  }

  /// `README.md`, every `docs/*.md`, and every article of `Sources/*/*.docc`, in that order.
  public static let pages: [Page] = {
    let root = TraceFixtures.packageRoot
    var paths = ["README.md"]
    paths += markdown(in: "docs", from: root)
    let sources =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path))
      ?? []
    for module in sources.sorted() {
      let folder = "Sources/\(module)"
      let entries =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
      for catalog in entries.sorted() where catalog.hasSuffix(".docc") {
        paths += markdown(in: "\(folder)/\(catalog)", from: root)
      }
    }
    return paths.map { Page(path: $0, text: TraceFixtures.text(root.appendingPathComponent($0))) }
  }()

  /// The rule ids that `text` defines (docs/RULES.md by default, or the API reference's summary of the
  /// rules), in its order: each is a list item that starts with it in bold (`- **K3** …`), a letter of
  /// T, P, M, K, I and a number. The tests' own reading, apart from scripts/regenerate's, so that each
  /// checks the other.
  public static func ruleIDs(definedIn text: String = page("docs/RULES.md").text) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- **") else { return nil }
      let id = line.dropFirst(4).prefix { $0 != "*" }
      guard let letter = id.first, "TPMKI".contains(letter), id.count > 1,
        id.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }  // the words of section 0 are bold too
      return String(id)
    }
  }

  /// The page at `path`, or an empty page when there is none.
  public static func page(_ path: String) -> Page {
    pages.first { $0.path == path } ?? Page(path: path, text: "")
  }

  /// Every fenced code block of every page, with its info string (`swift`, `sh`, `` for none) and its
  /// text without the fences.
  public static func codeBlocks() -> [(page: String, info: String, text: String)] {
    var blocks: [(page: String, info: String, text: String)] = []
    for page in pages {
      for block in codeBlocks(in: page.text) { blocks.append((page.path, block.info, block.text)) }
    }
    return blocks
  }

  /// The fenced code blocks of one text (fences indented or not), each with its info string.
  public static func codeBlocks(in text: String) -> [(info: String, text: String)] {
    let parts = text.components(separatedBy: "```")
    return stride(from: 1, to: parts.count, by: 2).map { index in
      let block = parts[index]
      guard let newline = block.firstIndex(of: "\n") else { return ("", "") }
      let body = String(block[block.index(after: newline)...])
      // An indented fence (in a list) leaves its indentation after the last line break: drop it.
      let end = body.lastIndex(of: "\n").map { body.index(after: $0) } ?? body.endIndex
      return (String(block[..<newline]), String(body[..<end]))
    }
  }

  /// The Markdown files of a folder (not its subfolders), sorted, as paths from the root.
  private static func markdown(in folder: String, from root: URL) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
  }
}

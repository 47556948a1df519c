import InteractionCore
import Testing

/// Titles in traces (SPEC section 9, values; I9): `\"` and `\\` are the only escapes, any other
/// backslash is an error at its column, and every title a menu can show survives writing and reading.
@Suite struct TraceTitleTests {
  /// Titles that UIKit menus show: quotes, backslashes, `#`, emoji, right-to-left text, combining marks.
  static let titles = [
    #"Say "hi""#, #"C:\Users\me"#, #"\"#, #"\\"#, #""""#, #"a\"b"#, "# not a comment", "Café ☕️",
    "👩‍👩‍👧‍👦 Family", "مرحبا بالعالم", "שלום \"עולם\"", "e\u{301}", "", " leading and trailing ",
  ]

  @Test func aTitleReadsItsTwoEscapes() throws {
    let trace = try parsed(
      #"""
      target a frame=0,0,10,10
        action quote "Say \"hi\" # now" icon=star
        action slash "C:\\Users\\me\\"
        menu both "\\\"" inline
      """#)
    let nodes = trace.scene.targets[0].menu.nodes.dropFirst()  // the root first
    #expect(nodes.map(\.title) == [#"Say "hi" # now"#, #"C:\Users\me\"#, #"\""#])
    #expect(nodes.map(\.id) == ["quote", "slash", "both"])
  }

  @Test(arguments: titles)
  func everyTitleRoundTrips(_ title: String) throws {
    let scene = Scene(targets: [
      Target(
        id: "row", frame: Rect(0, 0, 100, 40),
        menu: Menu([
          .action(Action(id: "a", title: title)),
          .submenu(Submenu(id: "m", title: title, children: [.action(Action(id: "b", title: title))])),
        ]))
    ])
    let trace = Trace(scene: scene, inputs: [TimedInput(instant: .zero, input: .down(Point(1, 1)))])
    let written = trace.text
    let again = try parsed(written)
    #expect(again == trace)
    #expect(again.scene.targets[0].menu.nodes.dropFirst().map(\.title) == [title, title, title])
    #expect(again.text == written)
  }

  @Test func theWriterEscapesQuotesAndBackslashesOnly() {
    let trace = Trace(
      scene: Scene(targets: [
        Target(
          id: "row", frame: Rect(0, 0, 1, 1),
          menu: Menu([.action(Action(id: "a", title: #"1 "2" \3 ☕️ عالم"#))]))
      ]))
    #expect(trace.text.contains(#"action a "1 \"2\" \\3 ☕️ عالم""#))
  }

  @Test func anyOtherEscapeIsAnErrorAtTheBackslash() throws {
    let plain = try #require(parseError("target a frame=0,0,1,1\n  action x \"a\\nb\""))
    #expect(plain.kind == .invalidEscape)
    #expect(plain.line == 2 && plain.column == 14)
    #expect(plain.message == #"expected `\"` or `\\` in a title, found `\n`"#)
    // The column counts UTF-8 bytes: ☕ is three.
    let afterEmoji = try #require(parseError("target a frame=0,0,1,1\n  action x \"☕\\é\""))
    #expect(afterEmoji.kind == .invalidEscape)
    #expect(afterEmoji.column == 16)
    #expect(afterEmoji.message == #"expected `\"` or `\\` in a title, found `\é`"#)
    // A backslash that escapes the closing quote leaves the title open.
    #expect(parseError("target a frame=0,0,1,1\n  action x \"a\\\"")?.kind == .unterminatedString)
    #expect(parseError("target a frame=0,0,1,1\n  action x \"a\\")?.kind == .unterminatedString)
  }

  @Test func aTabInATitleIsStillAControlCharacter() throws {
    let error = try #require(parseError("target a frame=0,0,1,1\n  action x \"a\tb\""))
    #expect(error.kind == .controlCharacter)
    #expect(error.column == 14)
  }
}

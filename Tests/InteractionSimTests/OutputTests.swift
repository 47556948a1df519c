import Testing

@testable import interaction_sim

/// How the tool writes what went wrong: `NAME: error: MESSAGE` for a file, `error: MESSAGE` otherwise,
/// the label bold red only when its output is coloured: the label of SPEC section 9's
/// `FILE:LINE:COLUMN: error: MESSAGE`.
@Suite("interaction-sim's error lines")
struct OutputTests {
  @Test("a file's error line: its name, the label, the message; the label painted only when colouring")
  func fileErrorLine() {
    #expect(
      Output.fileErrorLine("traces/a.trace", "no such file", colours: false)
        == "traces/a.trace: error: no such file")
    #expect(
      Output.fileErrorLine("traces/a.trace", "no such file", colours: true)
        == "traces/a.trace: \u{1B}[1;31merror:\u{1B}[0m no such file")
  }

  @Test("text painted with an SGR code only when colouring")
  func paint() {
    #expect(Output.paint("PASS", "32", colours: true) == "\u{1B}[32mPASS\u{1B}[0m")
    #expect(Output.paint("PASS", "32", colours: false) == "PASS")
  }

  @Test("a formatted line's label painted at its first occurrence only, and only when colouring")
  func paintLabel() {
    let line = "a.trace:3: expectation failed: expected `x: expectation failed: y`, got z"
    #expect(
      Output.paintLabel("expectation failed:", in: line, colours: true)
        == "a.trace:3: \u{1B}[1;31mexpectation failed:\u{1B}[0m expected `x: expectation failed: y`, got z")
    #expect(Output.paintLabel("expectation failed:", in: line, colours: false) == line)
    #expect(Output.paintLabel("error:", in: line, colours: true) == line)
  }
}

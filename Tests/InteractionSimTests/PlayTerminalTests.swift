import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// One `interaction-sim play` session in a real pseudo-terminal: a tmux server of its own (its own
/// socket, no user configuration) with one pane, driven by `send-keys` and read by `capture-pane`.
final class PlayPane {
  /// tmux, found on the `PATH` or in the usual places; `nil` when it is not installed.
  static let tmux: String? = {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    folders += ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return folders.map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The play tests' scene.
  static let scene = TraceFixtures.fixtures.appendingPathComponent("play/scene.trace")

  /// The folder of this session's files: the tmux configuration and the recording.
  let scratch: URL
  /// Where the session records its trace (`--record`).
  let record: URL
  /// Where the shell in the pane writes the tool's exit status when it ends.
  let status: URL
  private let tmux: String
  private let socket = "interaction-play-" + UUID().uuidString

  /// Starts `interaction-sim play SCENE --record FILE` in a detached pane of `columns` × `rows`; with
  /// `inShell`, typed at the prompt of an interactive bash, whose job control stops and continues it;
  /// with `environment`, under those variables (`env NAME=VALUE …`).
  init(
    scene: URL = PlayPane.scene, columns: Int = 100, rows: Int = 40, inShell: Bool = false,
    environment: [String: String] = [:], record: URL? = nil
  ) throws {
    tmux = try #require(PlayPane.tmux)
    let binary = try #require(InteractionSim.binary, "interaction-sim is not built: run `swift build` first")
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    self.record = record ?? scratch.appendingPathComponent("session.trace")
    status = scratch.appendingPathComponent("status")
    // The pane stays after the tool exits, so that its exit status and terminal modes can be read.
    let configuration = scratch.appendingPathComponent("tmux.conf")
    try "set -g remain-on-exit on\nset -g status off\n".write(
      to: configuration, atomically: true, encoding: .utf8)
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)' " }.joined()
    // No core file from SIGQUIT, which ends the tool the way the signal does.
    let command =
      "ulimit -c 0; " + (variables.isEmpty ? "" : "env " + variables)
      + "'\(binary.path)' play '\(scene.path)' --record '\(self.record.path)'; echo $? > '\(status.path)'"
    let shell = "env HISTFILE=/dev/null PS1='$ ' bash --norc --noprofile -i"
    try run([
      "-f", configuration.path, "new-session", "-d", "-x", String(columns), "-y", String(rows),
      inShell ? shell : command,
    ])
    if inShell { try typeLine(command) }
  }

  /// Types a command line at the prompt of the pane's shell.
  func typeLine(_ line: String) throws {
    try send(line)
    try keys("Enter")
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Runs tmux on this session's server and returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    // Output goes to a file, not a pipe: the server that `new-session` starts would hold a pipe open.
    let outputURL = scratch.appendingPathComponent("tmux-output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let status = PlayPane.spawn(tmux, ["-L", socket] + arguments, output: outputURL.path)
    try #require(status >= 0, "tmux could not be started")
    return TraceFixtures.text(outputURL)
  }

  /// Runs a program and waits for it, its standard output into a file, with every signal at its
  /// default and none blocked (so that the tmux server, and the tool in its pane, do not inherit the
  /// test runner's blocked signals). Returns the exit status, -1 when it could not start.
  static func spawn(_ path: String, _ arguments: [String], output: String) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// Sends bytes to the pane as they are (`send-keys -l`).
  func send(_ text: String) throws { try run(["send-keys", "-l", text]) }

  /// Sends keys by their tmux names (`Tab`, `Escape`, `Down`, `Enter`, `q`, …).
  func keys(_ names: String...) throws { try run(["send-keys"] + names) }

  /// Presses the left button on a cell (0-based), as an SGR mouse report (`ESC [ < 0 ; X ; Y M`).
  func press(_ column: Int, _ row: Int) throws { try send("\u{1B}[<0;\(column + 1);\(row + 1)M") }

  /// Releases the left button on a cell (`ESC [ < 0 ; X ; Y m`).
  func release(_ column: Int, _ row: Int) throws { try send("\u{1B}[<0;\(column + 1);\(row + 1)m") }

  /// Moves the pointer to a cell with the left button held (`ESC [ < 32 ; X ; Y M`).
  func drag(_ column: Int, _ row: Int) throws { try send("\u{1B}[<32;\(column + 1);\(row + 1)M") }

  /// Presses and releases the left button on a cell, in one write.
  func click(_ column: Int, _ row: Int) throws {
    try send("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// Clicks the right button on a cell.
  func rightClick(_ column: Int, _ row: Int) throws {
    try send("\u{1B}[<2;\(column + 1);\(row + 1)M\u{1B}[<2;\(column + 1);\(row + 1)m")
  }

  /// The screen as text, one string a row.
  func screen() throws -> [String] {
    try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A tmux format of the pane (`#{pane_dead}`, …).
  func format(_ text: String) throws -> String {
    try run(["display-message", "-p", text]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until the screen shows every text, for at most `seconds`; records an issue with the screen
  /// when it does not.
  @discardableResult
  func waitForScreen(
    showing texts: String..., seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let end = Date().addingTimeInterval(seconds)
    var lines = try screen()
    while !texts.allSatisfy({ text in lines.contains { $0.contains(text) } }) {
      guard Date() < end else {
        let drawn = lines.joined(separator: "\n")
        Issue.record("the screen does not show \(texts):\n\(drawn)", sourceLocation: sourceLocation)
        return lines
      }
      Thread.sleep(forTimeInterval: 0.05)
      lines = try screen()
    }
    return lines
  }

  /// The tool's exit status once it has exited (as the shell gives it: 128 + N after signal N);
  /// `nil` when it has not exited within `seconds`.
  func exitStatus(seconds: Double = 10) throws -> Int? {
    let end = Date().addingTimeInterval(seconds)
    while true {
      let text = TraceFixtures.text(status).trimmingCharacters(in: .whitespacesAndNewlines)
      if let number = Int(text) { return number }
      guard Date() < end else { return nil }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// The process id of the tool: the child of the pane's shell.
  func toolProcess() throws -> Int32? {
    let shell = try format("#{pane_pid}")
    let children = TraceFixtures.text(URL(fileURLWithPath: "/proc/\(shell)/task/\(shell)/children"))
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }

  /// The cell (0-based column and row) where `text` first appears on the screen.
  static func cell(of text: String, in lines: [String]) -> (column: Int, row: Int)? {
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    return nil
  }

  /// The recording, and what `interaction-sim check` says of it.
  func checkRecording() throws -> (trace: Trace, check: CommandResult) {
    let text = try String(contentsOf: record, encoding: .utf8)
    return (try Trace.parse(text), try InteractionSim.run(["check", record.path]))
  }
}

/// `interaction-sim play` as a person uses it: a mouse and keys in a real terminal (tmux), what is
/// drawn, and the recorded session checked by `interaction-sim check` (SPEC section 7, I4).
@Suite(.serialized) struct PlayTerminalTests {
  /// The tmux tests run only where tmux is installed (`.ci/run` installs it).
  static let hasTmux = PlayPane.tmux != nil

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aLongPressLiftsThePreviewShowsTheMenuAndAClickPerformsAnAction() throws {
    let pane = try PlayPane()
    var screen = try pane.waitForScreen(showing: "play scene.trace", "idle", "outcomes: none yet")
    #expect(try pane.format("#{alternate_on} #{mouse_button_flag} #{mouse_sgr_flag}") == "1 1 1")
    #expect(screen.contains { $0.contains("┌─ apple ─") })
    // A press on the apple card (cell 10,2 is the point 84,24), split across two writes: the decoder
    // waits for the rest of the sequence.
    try pane.send("\u{1B}[<0;11")
    Thread.sleep(forTimeInterval: 0.02)
    try pane.send(";3M")
    try pane.waitForScreen(showing: "pressing apple", "hold ")
    // Held past the hold (0.5 s) and the lift (0.335 s): the preview at its preferred size, the menu.
    screen = try pane.waitForScreen(showing: "presented apple", "Favorite")
    #expect(screen.contains { $0.contains("╔═ apple-card ═") })
    #expect(screen.contains { $0.contains("240×320 pt") })
    #expect(screen.contains { $0.contains("Favorite") && $0.contains("[star]") })
    #expect(screen.contains { $0.contains("More") && $0.contains("›") })
    #expect(screen.contains { $0.contains("⋯ Recent (loading)") })
    #expect(screen.contains { $0.contains("Delete") && $0.contains("[trash]") })
    #expect(!screen.contains { $0.contains("Secret") }, "a hidden item is not drawn")
    try pane.release(10, 2)
    try pane.waitForScreen(showing: "presented --up--> presented")
    // The deferred element loads 1 s after the menu is shown.
    screen = try pane.waitForScreen(showing: "Inbox")
    let delete = try #require(PlayPane.cell(of: "Delete", in: screen))
    try pane.click(delete.column, delete.row)
    try pane.waitForScreen(showing: "outcomes: 1 perform delete")
    screen = try pane.waitForScreen(showing: "idle", "dismissing --timer fade--> idle")
    #expect(!screen.contains { $0.contains("apple-card ═") }, "the preview has faded")
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
    #expect(try pane.format("#{alternate_on} #{mouse_button_flag} #{mouse_sgr_flag}") == "0 0 0")
    let (trace, check) = try pane.checkRecording()
    #expect(check.status == 0)
    #expect(check.stdout == "1 passed, 0 failed\n")
    #expect(trace.inputs.first?.input == .down(Point(84, 24)))
    #expect(trace.inputs.contains { $0.input == .select("delete") })
    #expect(
      trace.expectations.map(\.kind) == [.outcome(1, .perform("delete")), .outcomeCount(1)])
    #expect(try trace.replay().result.outcomes == [.perform("delete")])
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func slideToSelectHoversTheRowsAndTheReleaseSelects() throws {
    // M10: long press, slide onto the menu (hover), off it (hover none), back onto a row, release.
    let pane = try PlayPane()
    try pane.waitForScreen(showing: "idle")
    try pane.press(10, 2)
    var screen = try pane.waitForScreen(showing: "presented apple", "Favorite", "Delete")
    let favorite = try #require(PlayPane.cell(of: "Favorite", in: screen))
    let delete = try #require(PlayPane.cell(of: "Delete", in: screen))
    try pane.drag(favorite.column, favorite.row)
    screen = try pane.waitForScreen(showing: "highlight favorite", "presented --hover favorite--> presented")
    try pane.drag(10, 2)  // back over the preview: no row
    try pane.waitForScreen(showing: "highlight none", "presented --hover none--> presented")
    try pane.drag(delete.column, delete.row)
    try pane.waitForScreen(showing: "highlight delete")
    try pane.release(delete.column, delete.row)
    try pane.waitForScreen(showing: "outcomes: 1 perform delete")
    try pane.waitForScreen(showing: "dismissing --timer fade--> idle")
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
    let (trace, check) = try pane.checkRecording()
    #expect(check.stdout == "1 passed, 0 failed\n")
    let inputs = trace.inputs.map(\.input).filter {
      if case .move = $0 { return false }
      return $0 != .tick
    }
    #expect(inputs == [.down(Point(84, 24)), .hover("favorite"), .hover(nil), .hover("delete"), .up])
    #expect(try trace.replay().result.outcomes == [.perform("delete")])
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aClickOnThePreviewCommitsToItsDestinationAndCClosesIt() throws {
    let pane = try PlayPane()
    try pane.waitForScreen(showing: "idle")
    try pane.press(10, 2)
    try pane.waitForScreen(showing: "presented apple", "Favorite")
    try pane.release(10, 2)
    try pane.waitForScreen(showing: "presented --up--> presented")
    try pane.click(10, 10)  // inside the lifted preview
    try pane.waitForScreen(showing: "outcomes: 1 navigate apple-card sheet")
    // The commit animation already draws the destination growing; wait for the state to be reached.
    let screen = try pane.waitForScreen(
      showing: "destination apple-card", "shown as a sheet", "[Close]", "showingDestination apple")
    #expect(screen.contains { $0.contains("showingDestination apple") })
    try pane.keys("c")
    try pane.waitForScreen(showing: "showingDestination --closed--> idle")
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
    let (trace, check) = try pane.checkRecording()
    #expect(check.stdout == "1 passed, 0 failed\n")
    #expect(
      trace.inputs.map(\.input).filter { $0 != .tick } == [.down(Point(84, 24)), .up, .tapPreview, .closed])
    #expect(try trace.replay().result.outcomes == [.navigate("apple-card", .sheet)])
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aTapARightClickAndTheKeyboard() throws {
    let pane = try PlayPane()
    try pane.waitForScreen(showing: "idle")
    try pane.click(10, 6)  // the note row: a tap, its primary action
    try pane.waitForScreen(showing: "outcomes: 1 tap note", "primary note open-note")
    try pane.rightClick(10, 6)  // the compact menu: no preview
    var screen = try pane.waitForScreen(
      showing: "presented note", "compact", "Copy", "─ Tags ─", "✓ Red", "Blue")
    #expect(!screen.contains { $0.contains("═") }, "a compact menu has no preview")
    try pane.keys("Escape")
    try pane.waitForScreen(showing: "2 dismiss escape")
    try pane.waitForScreen(showing: "dismissing --timer fade--> idle")
    try pane.keys("Tab", "Tab")  // apple, then note
    try pane.waitForScreen(showing: "focus note", "┏━ note ━")
    try pane.keys("m")
    screen = try pane.waitForScreen(showing: "▸  Copy")
    try pane.keys("Down")
    screen = try pane.waitForScreen(showing: "▸✓ Red", "highlight red")
    try pane.keys("Enter")
    try pane.waitForScreen(showing: "3 perform red")
    screen = try pane.waitForScreen(showing: "dismissing --timer fade--> idle")
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
    let (trace, check) = try pane.checkRecording()
    #expect(check.stdout == "1 passed, 0 failed\n")
    #expect(try trace.replay().result.outcomes == [.tap("note"), .dismiss(.escape), .perform("red")])
    #expect(trace.text.contains("expect outcome 3 perform red\nexpect outcomes 3\n"))
  }

  @Test(
    .enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"),
    arguments: [SIGTERM, SIGQUIT])
  func anEndingSignalRestoresTheTerminalAndWritesTheRecording(_ signal: Int32) throws {
    let pane = try PlayPane()
    try pane.waitForScreen(showing: "idle")
    try pane.press(10, 2)
    try pane.waitForScreen(showing: "presented apple")
    let pid = try #require(try pane.toolProcess())
    #expect(kill(pid, signal) == 0)
    #expect(try pane.exitStatus() == 128 + Int(signal), "ended by the signal, after restoring")
    #expect(try pane.format("#{alternate_on} #{mouse_button_flag} #{mouse_sgr_flag}") == "0 0 0")
    let (trace, check) = try pane.checkRecording()
    #expect(check.stdout == "1 passed, 0 failed\n")
    #expect(trace.inputs.first?.input == .down(Point(84, 24)))
    #expect(trace.expectations.map(\.kind) == [.outcomeCount(0)])
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func ctrlZAndSIGTSTPStopItWithTheTerminalRestoredAndFgTakesItAgain() throws {
    let pane = try PlayPane(inShell: true)
    try pane.waitForScreen(showing: "idle")
    try pane.press(10, 2)
    try pane.waitForScreen(showing: "presented apple")
    let modes = "#{alternate_on} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag}"
    for stop in ["Ctrl-Z", "SIGTSTP"] {
      if stop == "Ctrl-Z" {
        try pane.keys("C-z")
      } else {
        let tool = try #require(try pane.toolProcess())
        #expect(kill(tool, SIGTSTP) == 0)
      }
      #expect(try pane.exitStatus() == 128 + Int(SIGTSTP), "\(stop): the shell says the job stopped")
      try pane.waitForScreen(showing: "Stopped")
      #expect(try pane.format(modes) == "0 0 0 1", "\(stop): the shell's screen, no mouse reports")
      try FileManager.default.removeItem(at: pane.status)
      try pane.typeLine("fg; echo $? > '\(pane.status.path)'")
      try pane.waitForScreen(showing: "play scene.trace", "presented apple")
      #expect(try pane.format(modes) == "1 1 1 0", "\(stop): fg takes the terminal again")
    }
    // Raw mode again: a key counts at once, with no Return after it.
    try pane.release(10, 2)
    try pane.keys("Escape")
    try pane.waitForScreen(showing: "outcomes: 1 dismiss escape")
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
    let (trace, check) = try pane.checkRecording()
    #expect(check.stdout == "1 passed, 0 failed\n")
    #expect(try trace.replay().result.outcomes == [.dismiss(.escape)])
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aTerminalTooSmallSaysSoAndAResizeLaysItOutAgain() throws {
    let pane = try PlayPane(columns: 50, rows: 12)
    var screen = try pane.waitForScreen(showing: "terminal too small: 50×12", "play needs at least 60×16")
    #expect(!screen.contains { $0.contains("apple") })
    try pane.run(["resize-window", "-x", "100", "-y", "40"])
    screen = try pane.waitForScreen(showing: "play scene.trace", "┌─ apple ─", "outcomes: none yet")
    #expect(!screen.contains { $0.contains("too small") })
    try pane.keys("q")
    #expect(try pane.exitStatus() == 0)
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aDumbTerminalIsRefusedBeforeAnythingIsWritten() throws {
    // In a shell, whose pane lives on: the output of a tool that ends at once, in a pane that ends
    // with it, is not always on the pane's screen yet.
    let pane = try PlayPane(inShell: true, environment: ["TERM": "dumb"])
    #expect(try pane.exitStatus() == 2)
    try pane.waitForScreen(
      showing: "error: play needs a terminal with cursor movement and mouse reporting: TERM is 'dumb'")
    #expect(try pane.format("#{alternate_on} #{mouse_button_flag}") == "0 0")
    #expect(!FileManager.default.fileExists(atPath: pane.record.path), "no recording is begun")
  }

  @Test(.enabled(if: hasTmux, "tmux is not installed: the terminal tests of `play` are skipped"))
  func aRecordingThatCannotBeWrittenIsFoundBeforeTheSession() throws {
    // /dev/full takes no byte: an empty write to it succeeds, and the session was lost at its end.
    let pane = try PlayPane(inShell: true, record: URL(fileURLWithPath: "/dev/full"))
    #expect(try pane.exitStatus() == 2)
    try pane.waitForScreen(showing: "/dev/full: error: cannot write the file")
    #expect(try pane.format("#{alternate_on} #{mouse_button_flag}") == "0 0", "no session was begun")
  }

  @Test func withoutATerminalItExitsWithTwo() throws {
    try assertExecute(
      ["play", PlayPane.scene.path], status: 2, stdout: "",
      stderr: "error: play needs a terminal: standard input is not a terminal\n")
  }

  @Test func aBadSceneExitsWithTwoAndTheErrorLine() throws {
    try assertExecute(
      ["play", "bad-scene.trace"], in: TraceFixtures.fixtures.appendingPathComponent("play"), status: 2,
      stdout: "",
      stderr: "bad-scene.trace:3:28: error: expected a frame's height of at least 0, found `-44`\n")
    try assertExecute(
      ["play", "missing.trace"], in: TraceFixtures.fixtures.appendingPathComponent("play"), status: 2,
      stdout: "",
      stderr: "missing.trace: error: no such file\n")
  }

  @Test func badUsageOfPlayExitsWithTwo() throws {
    try assertExecute(
      ["play"], status: 2, stdout: "",
      stderr: """
        error: missing SCENE.trace
        usage: interaction-sim play SCENE.trace [--record FILE]
        See 'interaction-sim play --help' for more information.

        """)
    try assertExecute(["play", "a.trace", "b.trace"], status: 2, stdout: "")
    try assertExecute(["play", PlayPane.scene.path, "--record"], status: 2, stdout: "")
    try assertExecute(["play", PlayPane.scene.path, "--frames"], status: 2, stdout: "")
    try assertExecute(["play", "-"], status: 2, stdout: "")
  }
}

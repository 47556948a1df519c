#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal of a `play` session: raw mode, the alternate screen, SGR mouse reporting,
/// and the way back to how the terminal was.
///
/// ``enter()`` saves the terminal's settings where ``restoreFromSignal()`` can reach them, so that the
/// terminal is restored on every way out: a normal exit, a handled signal and a crash (see
/// ``PlaySignals``).
enum Terminal {
  /// What ``enter()`` writes: the alternate screen, the cursor hidden, no autowrap (so that writing the
  /// bottom-right cell never scrolls), mouse buttons (1000), drags (1002) in SGR coordinates (1006), and
  /// a clear screen.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[2J"
  /// What ``restore()`` writes: every mode of ``enterSequence`` switched off, in reverse order.
  static let restoreSequence =
    "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The terminal's size in cells, `nil` when it cannot be read.
  static func size() -> (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return nil
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Puts standard input in raw mode (no echo, no line editing, no signals from keys, no output
  /// processing) and switches to the alternate screen with mouse reporting. Returns `false`, changing
  /// nothing, when the settings cannot be read or set.
  static func enter() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    TerminalState.saved.pointee = settings
    var raw = settings
    cfmakeraw(&raw)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    TerminalState.isEntered.pointee = 1
    emit(enterSequence)
    return true
  }

  /// Puts the terminal back in raw mode with every mode of ``enterSequence`` on, from the settings
  /// ``enter()`` saved (never from the current ones, which are raw already when nothing changed them).
  /// Does nothing when the terminal was not entered.
  static func reenter() {
    guard TerminalState.isEntered.pointee == 1 else { return }
    var raw = TerminalState.saved.pointee
    cfmakeraw(&raw)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    emit(enterSequence)
  }

  /// Switches every mode off and puts back the settings ``enter()`` saved. Does nothing when the
  /// terminal was not entered, so it is safe to call twice.
  static func restore() {
    guard TerminalState.isEntered.pointee == 1 else { return }
    TerminalState.isEntered.pointee = 0
    emit(restoreSequence)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, TerminalState.saved)
  }

  /// ``restore()`` for a signal handler: only async-signal-safe calls, from memory allocated before.
  static func restoreFromSignal() {
    guard TerminalState.isEntered.pointee == 1 else { return }
    TerminalState.isEntered.pointee = 0
    _ = write(STDOUT_FILENO, TerminalState.restoreBytes, TerminalState.restoreCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, TerminalState.saved)
  }

  /// Writes text to standard output, all of it.
  static func emit(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

/// The saved terminal settings and the restore sequence, in memory that a signal handler may read:
/// allocated once, before any handler is installed (``prepare()``).
enum TerminalState {
  /// The settings before raw mode.
  nonisolated(unsafe) static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// 1 while the terminal is in raw mode on the alternate screen.
  nonisolated(unsafe) static let isEntered: UnsafeMutablePointer<sig_atomic_t> = {
    let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()
  /// ``Terminal/restoreSequence`` as bytes.
  nonisolated(unsafe) static let restoreBytes: UnsafeMutablePointer<UInt8> = {
    let bytes = Array(Terminal.restoreSequence.utf8)
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return pointer
  }()
  /// How many bytes ``restoreBytes`` holds.
  static let restoreCount = Terminal.restoreSequence.utf8.count

  /// Touches every value so that none is first initialized inside a signal handler.
  static func prepare() {
    _ = saved
    _ = isEntered
    _ = restoreBytes
    _ = restoreCount
  }
}

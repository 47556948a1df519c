#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals of a `play` session, turned into bytes on a pipe that the host loop polls beside
/// standard input (the self-pipe trick: a signal between two polls is never lost).
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end the session the normal way (the terminal restored, the recording
/// written); SIGWINCH asks for a new layout; SIGTSTP stops the tool once the terminal is restored
/// (``stop()``), and SIGCONT takes the terminal again. On a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT,
/// SIGFPE) the handler restores the terminal itself, then lets the signal take its default course.
enum PlaySignals {
  /// The pipe: read end first, then write end; -1 until ``install()``.
  nonisolated(unsafe) static let pipeDescriptors: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    pointer.initialize(repeating: -1, count: 2)
    return pointer
  }()

  /// The signals that end the session. SIGQUIT too: left to the Swift runtime, it printed a backtrace
  /// onto the alternate screen in raw mode and let the session run on under it.
  static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The signals that the host loop handles and that go on: a new size, a stop and a continue.
  static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
  /// The signals of a crash.
  static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// The read end of the pipe, for `poll`.
  static var descriptor: Int32 { pipeDescriptors[0] }

  /// Creates the pipe and installs the handlers; `false` when the pipe cannot be made.
  static func install() -> Bool {
    TerminalState.prepare()
    guard pipe(pipeDescriptors) == 0 else { return false }
    for index in 0..<2 {
      let flags = fcntl(pipeDescriptors[index], F_GETFL)
      _ = fcntl(pipeDescriptors[index], F_SETFL, flags | O_NONBLOCK)
    }
    for number in ending + handled { _ = signal(number, forward) }
    // A parent may have blocked them (a test runner's thread, say): a blocked SIGTERM would never end
    // the session, a blocked SIGWINCH never lay it out again.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in ending + handled + crashes { sigaddset(&unblocked, number) }
    _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    for number in crashes {
      _ = signal(number) { number in
        Terminal.restoreFromSignal()
        _ = signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
    return true
  }

  /// Puts every handler back to its default.
  static func uninstall() {
    for number in ending + handled + crashes { _ = signal(number, SIG_DFL) }
  }

  /// Stops the tool as SIGTSTP does by default (the shell reports the job stopped), and returns once
  /// it is continued. The caller restores the terminal first.
  static func stop() {
    _ = signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)
    _ = signal(SIGTSTP, forward)
  }

  /// The handler of every signal the host loop reads: the signal's number, as a byte on the pipe.
  private static let forward: @convention(c) (Int32) -> Void = { number in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(PlaySignals.pipeDescriptors[1], &byte, 1)
    errno = savedErrno
  }

  /// The signals received since the last call, in order.
  static func drain() -> [Int32] {
    var received: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received.append(contentsOf: buffer[0..<count].map { Int32($0) })
    }
    return received
  }
}

import InteractionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a session ended.
enum SessionEnd: Equatable {
  /// `q` or Ctrl-C.
  case quit
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT.
  case signal(Int32)
  /// The terminal went away (end of input).
  case hangup
}

/// The reference embedding of ``InteractionMachine``: a host that owns the machine, the clock and the
/// screen, and does only this, over and over:
///
/// 1. read the monotonic clock and hand the machine the time with ``DrivenMachine/frame(at:to:)``,
///    which fires the timers due by then (only when one is due is anything recorded);
/// 2. draw the ``Appearance`` that call returns;
/// 3. `poll()` standard input for as long as the machine can wait: until its next deadline, or the next
///    frame (every ``frameInterval``) while something animates;
/// 4. hand every input to the machine with the instant it was read.
///
/// The machine reads no clock and starts no timer (SPEC T4): all time comes from step 1 and step 4.
/// Every call goes through a ``TraceRecorder``, so the session can be written out as a trace that
/// replays to the same transcript (SPEC I4).
struct HostLoop {
  /// A frame every 33 ms (about 30 per second) while the press, the lift, the commit or the fade runs.
  static let frameInterval = Interval.milliseconds(33)

  /// The machine, behind a recorder that keeps every input for `--record`.
  private(set) var recorder: TraceRecorder
  /// The machine's reports, as the status lines show them.
  private(set) var log = SessionLog()
  private var machine: InteractionMachine { recorder.machine }

  private let clock = MonotonicClock()
  private let renderer: Renderer
  private var layout: Layout
  private var decoder = InputDecoder()
  private var mapping = InputMapping()
  private var stage = Stage()
  private var shown: ScreenBuffer?
  private var pendingSince: Instant?

  /// A host over a trace's scene and configuration, drawing into a terminal of the given size.
  init(trace: Trace, title: String, columns: Int, rows: Int) throws(SceneError) {
    recorder = try TraceRecorder(scene: trace.scene, configuration: trace.configuration)
    renderer = Renderer(title: title)
    layout = Layout(columns: columns, rows: rows)
  }

  /// Runs the session until it ends.
  mutating func run() -> SessionEnd {
    while true {
      let now = clock.now()
      // The timers due by now fire, each at its own deadline (recorded as one tick), and the frame is
      // what the machine shows after them: never a stale one.
      draw(recorder.frame(at: now, to: &log))

      let (inputReady, signalReady) = wait(milliseconds: timeout(from: now))
      let instant = clock.now()
      if signalReady {
        for number in PlaySignals.drain() {
          switch number {
          case SIGWINCH: resize()
          case SIGTSTP: suspend()
          case SIGCONT: resume()
          default: return .signal(number)
          }
        }
      }
      var events: [TerminalEvent] = []
      if inputReady {
        guard let bytes = readInput() else { return .hangup }
        events = decoder.feed(bytes)
        pendingSince = decoder.isWaitingForEscape ? instant : nil
      } else if let since = pendingSince, instant >= since + InputDecoder.escapeTimeout {
        events = decoder.flush()
        pendingSince = nil
      }

      for event in events {
        switch mapping.action(for: event, machine: machine, stage: stage, layout: layout) {
        case .quit: return .quit
        case .suspend: suspend()
        case .send(let inputs):
          for input in inputs { recorder.send(input, at: instant, to: &log) }
        }
      }
    }
  }

  /// Draws a frame of the machine's appearance, writing only what changed.
  private mutating func draw(_ appearance: Appearance) {
    stage = Stage(appearance: appearance, scene: machine.scene, layout: layout)
    let frame = renderer.frame(
      FrameInput(
        appearance: appearance, scene: machine.scene, focusedTarget: machine.focusedTargetID, stage: stage,
        layout: layout, log: log))
    guard frame != shown else { return }
    Terminal.emit(FrameDiff.output(from: shown, to: frame))
    shown = frame
  }

  /// How long `poll` may wait, in milliseconds (rounded up, so that it wakes at or after the
  /// deadline); -1 for as long as it takes, when nothing is pending and nothing moves.
  private func timeout(from now: Instant) -> Int32 {
    var wake = machine.nextDeadline
    let animating = [.pressing, .lifting, .committing, .dismissing].contains(machine.phase)
    if animating { wake = min(wake ?? now + HostLoop.frameInterval, now + HostLoop.frameInterval) }
    if let since = pendingSince {
      let escape = since + InputDecoder.escapeTimeout
      wake = min(wake ?? escape, escape)
    }
    guard let wake else { return -1 }
    let nanoseconds = max(0, (wake - now).nanoseconds)
    return Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
  }

  /// Waits for standard input or a signal, at most `milliseconds` (-1: no limit).
  private func wait(milliseconds: Int32) -> (input: Bool, signal: Bool) {
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: PlaySignals.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, 2, milliseconds) > 0 else { return (false, false) }  // timeout, or EINTR
    let ready = Int16(POLLIN | POLLHUP | POLLERR)
    return (descriptors[0].revents & ready != 0, descriptors[1].revents & Int16(POLLIN) != 0)
  }

  /// The bytes waiting on standard input; `nil` at its end (the terminal went away).
  private func readInput() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count == 0 { return nil }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    return Array(buffer[0..<count])
  }

  /// Ctrl-Z or SIGTSTP: restores the terminal and stops the tool; once the shell continues it (`fg`),
  /// takes the terminal again and redraws it all. The clock runs on meanwhile: a timer due while the
  /// tool was stopped fires at the next frame, as in an app that was in the background.
  private mutating func suspend() {
    Terminal.restore()
    PlaySignals.stop()
    _ = Terminal.enter()
    resize()
  }

  /// SIGCONT: the tool was stopped by another way than ``suspend()`` (SIGSTOP), and the shell may have
  /// set the terminal back to its own modes meanwhile: takes it again and redraws it all.
  private mutating func resume() {
    Terminal.reenter()
    resize()
  }

  /// Lays the frame out anew for the terminal's size (SIGWINCH) and redraws it all.
  private mutating func resize() {
    if let size = Terminal.size() { layout = Layout(columns: size.columns, rows: size.rows) }
    shown = nil
  }
}

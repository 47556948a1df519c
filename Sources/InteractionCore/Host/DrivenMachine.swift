/// What a host loop drives: an ``InteractionMachine`` itself, or a ``TraceRecorder`` in front of one
/// (which records every input it forwards). Write the loop once, generic over this protocol, and choose
/// at the call site whether the session is recorded.
///
/// ```swift
/// func play<Machine: DrivenMachine>(_ machine: inout Machine, host: inout Host) {
///   machine.send(.down(Point(100, 20)), at: .zero, to: &host)
///   let frame = machine.frame(at: .milliseconds(16), to: &host)  // draw it
///   _ = frame.pressProgress
/// }
/// ```
public protocol DrivenMachine {
  /// The machine, as the host reads it (its scene, focus, phase, deadlines).
  var machine: InteractionMachine { get }

  /// Hands the machine an input at an instant (``InteractionMachine/send(_:at:to:)``).
  mutating func send<Sink: ReportSink>(_ input: Input, at instant: Instant, to sink: inout Sink)

  /// Advances time to `instant`, firing every timer due by then (``InteractionMachine/advance(to:to:)``).
  mutating func advance<Sink: ReportSink>(to instant: Instant, to sink: inout Sink)

  /// Lets time run on until no timer is pending (``InteractionMachine/settle(to:)``).
  mutating func settle<Sink: ReportSink>(to sink: inout Sink)

  /// Fires the timers due by `instant` and returns what to draw then (``InteractionMachine/frame(at:to:)``).
  mutating func frame<Sink: ReportSink>(at instant: Instant, to sink: inout Sink) -> Appearance
}

extension DrivenMachine {
  /// When the machine next needs time (``InteractionMachine/nextDeadline``).
  public var nextDeadline: Instant? { machine.nextDeadline }

  /// The current phase (``InteractionMachine/phase``).
  public var phase: Phase { machine.phase }

  /// What to draw at `instant`, without changing anything (``InteractionMachine/appearance(at:)``).
  public func appearance(at instant: Instant) -> Appearance { machine.appearance(at: instant) }
}

extension InteractionMachine: DrivenMachine {
  /// The machine itself.
  public var machine: InteractionMachine { self }
}

extension TraceRecorder: DrivenMachine {
  /// Fires the timers due by `instant`, recorded as one `tick` at `instant` when any is due (a frame
  /// with nothing due records nothing, so a recording holds a tick per deadline, never one per frame),
  /// and returns what to draw then.
  public mutating func frame<Sink: ReportSink>(at instant: Instant, to sink: inout Sink) -> Appearance {
    if let deadline = machine.nextDeadline, deadline <= instant { advance(to: instant, to: &sink) }
    return machine.appearance(at: instant)
  }
}

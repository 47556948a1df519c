import InteractionCore

/// The floor under the core's figure: the same inputs at the same instants, each one switched on by its
/// case into a bare phase enum, with no scene, no rules, no timers and no reports. It costs what reading
/// an input array and dispatching on `Input` cost, so the core's time over it (`core_over_baseline`) is
/// what the machine's rules and reports add, a ratio that every run shows whatever the machine's speed.
enum Baseline {
  /// A phase as bare as the switch can keep it.
  private enum Phase {
    case idle
    case pressing
    case presented
  }

  /// The floor's state: its phase, when it last changed, and how many inputs it saw of each kind of
  /// change, so the optimizer cannot drop the switch.
  private struct Floor {
    var phase = Phase.idle
    var since = Instant.zero
    var pressed = 0
    var presented = 0
    var released = 0
    var other = 0

    /// One input: one switch on its case.
    @inline(__always)
    mutating func send(_ input: Input, at instant: Instant) {
      switch input {
      case .down, .rightClick:
        phase = .pressing
        since = instant
        pressed &+= 1
      case .up, .cancel, .closed, .dismiss, .tapOutside:
        phase = .idle
        released &+= 1
      case .select, .tapPreview:
        if phase == .pressing { phase = .presented }
        presented &+= 1
      default:
        other &+= 1
      }
    }

    /// What the floor saw, folded into one number.
    var checksum: Int {
      pressed &* 31 &+ presented &* 7 &+ released &* 3 &+ other &+ Int(since.nanoseconds & 1)
    }
  }

  /// One pass of the floor over the inputs, each shifted by `offset`: the loop alone, which
  /// `scripts/callgrind-figures` counts.
  @inline(never)
  private static func measuredFloorPass(
    _ inputs: [Input], _ instants: [Instant], offset: Interval, floor: inout Floor
  ) {
    inputs.withUnsafeBufferPointer { inputs in
      instants.withUnsafeBufferPointer { instants in
        for index in 0..<inputs.count { floor.send(inputs[index], at: instants[index] + offset) }
      }
    }
  }

  /// The floor's best and median pass, each pass shifted later in time as the core's are, after a
  /// warm-up pass, and what it saw.
  @inline(never)
  static func floorPasses(_ stream: [(Input, Instant)], passes: Int) -> (
    nanoseconds: UInt64, medianNanoseconds: UInt64, checksum: Int
  ) {
    let inputs = stream.map { $0.0 }
    let instants = stream.map { $0.1 }
    let passLength = Workload.passLength(of: stream)
    var floor = Floor()
    var passNanoseconds: [UInt64] = []
    passNanoseconds.reserveCapacity(passes)
    for pass in 0...passes {
      let offset = Interval(nanoseconds: Int64(pass) * passLength)
      let start = monotonicNanoseconds()
      measuredFloorPass(inputs, instants, offset: offset, floor: &floor)
      let elapsed = monotonicNanoseconds() - start
      if pass > 0 { passNanoseconds.append(elapsed) }
    }
    passNanoseconds.sort()
    return (passNanoseconds[0], passNanoseconds[passNanoseconds.count / 2], floor.checksum)
  }
}

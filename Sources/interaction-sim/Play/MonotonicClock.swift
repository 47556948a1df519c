import InteractionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The host's clock: `CLOCK_MONOTONIC`, as nanoseconds since the session started, read as an
/// ``Instant``. The machine reads no clock of its own (SPEC T4): every instant it sees comes from here.
struct MonotonicClock {
  /// The monotonic time at the start of the session, in nanoseconds.
  let start: Int64

  /// Starts the clock: the instant now is zero.
  init() { start = MonotonicClock.nanoseconds() }

  /// The instant now. Never goes backwards (SPEC T1).
  func now() -> Instant { Instant(nanoseconds: MonotonicClock.nanoseconds() - start) }

  private static func nanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

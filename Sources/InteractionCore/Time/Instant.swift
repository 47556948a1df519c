/// A point on the interaction's timeline, in whole nanoseconds from the timeline's start.
///
/// The machine never holds time as floating point (SPEC section 0): instants and intervals are
/// exact integers, so `0.1 s + 0.5 s` is exactly `0.6 s`.
public struct Instant: Hashable, Comparable, Sendable {
  /// Nanoseconds since the start of the timeline.
  public var nanoseconds: Int64

  /// Creates the instant that lies `nanoseconds` after the start of the timeline.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The start of the timeline.
  public static let zero = Instant(nanoseconds: 0)

  /// Creates the instant that lies the given number of milliseconds after the start (saturating).
  public static func milliseconds(_ value: Int64) -> Instant {
    Instant(nanoseconds: saturating(value, times: 1_000_000))
  }

  /// Creates the instant that lies the given number of whole seconds after the start (saturating).
  public static func seconds(_ value: Int64) -> Instant {
    Instant(nanoseconds: saturating(value, times: 1_000_000_000))
  }

  /// Orders instants by their position on the timeline.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The instant that lies `interval` after `instant`, saturating at either end of the timeline.
  public static func + (instant: Instant, interval: Interval) -> Instant {
    let (sum, overflow) = instant.nanoseconds.addingReportingOverflow(interval.nanoseconds)
    return Instant(nanoseconds: overflow ? (interval.nanoseconds < 0 ? Int64.min : Int64.max) : sum)
  }

  /// The interval from `rhs` to `lhs` (negative when `lhs` lies earlier).
  public static func - (lhs: Instant, rhs: Instant) -> Interval {
    let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
    return Interval(nanoseconds: overflow ? (lhs < rhs ? Int64.min : Int64.max) : difference)
  }
}

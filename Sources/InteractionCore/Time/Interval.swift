/// A length of time in whole nanoseconds.
///
/// Named `Interval` rather than `Duration` so that it never shadows the standard library's type in a
/// host that imports both.
public struct Interval: Hashable, Comparable, Sendable {
  /// The length in nanoseconds.
  public var nanoseconds: Int64

  /// Creates an interval of the given number of nanoseconds.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The empty interval.
  public static let zero = Interval(nanoseconds: 0)

  /// An interval of the given number of milliseconds (saturating).
  public static func milliseconds(_ value: Int64) -> Interval {
    Interval(nanoseconds: saturating(value, times: 1_000_000))
  }

  /// An interval of the given number of whole seconds (saturating).
  public static func seconds(_ value: Int64) -> Interval {
    Interval(nanoseconds: saturating(value, times: 1_000_000_000))
  }

  /// Orders intervals by length.
  public static func < (lhs: Interval, rhs: Interval) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  /// The fraction `elapsed / self`, clamped to 0…1; an empty interval counts as complete.
  public func progress(of elapsed: Interval) -> Double {
    if nanoseconds <= 0 { return 1 }
    if elapsed.nanoseconds <= 0 { return 0 }
    if elapsed.nanoseconds >= nanoseconds { return 1 }
    return Double(elapsed.nanoseconds) / Double(nanoseconds)
  }
}

/// `value * factor` (a positive factor), or the largest or smallest `Int64` where the product cannot be
/// represented: a host's huge count of milliseconds or seconds is out of range, never a trap.
@inline(__always)
func saturating(_ value: Int64, times factor: Int64) -> Int64 {
  let (product, overflow) = value.multipliedReportingOverflow(by: factor)
  return overflow ? (value < 0 ? .min : .max) : product
}

// A fraction written as a number, as a host or a test has it (`Fraction(0.05)`), made exact. The
// conversion never traps, whatever the value.

extension Fraction {
  /// The fraction nearest to `value`, to the millionth: `value` × 1,000,000 rounded to the nearest whole
  /// number, a tie away from zero, computed exactly from the binary value (so `Fraction(0.05)` is
  /// 50,000 millionths, as `0.05` in a trace is).
  ///
  /// Never traps. A value beyond what an `Int64` of millionths holds (about ±9.2 × 10¹²) and an infinity
  /// give the largest or the smallest fraction; NaN gives the largest. A scene refuses a fraction
  /// outside 0…1 (docs/RULES.md, I9).
  public init(_ value: Double) {
    self.init(millionths: ExactScaling.nearest(value, times: UInt64(Fraction.scale)))
  }
}

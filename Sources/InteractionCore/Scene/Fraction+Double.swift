// A fraction written as a number, as a host or a test has it (`Fraction(0.05)`), made exact. The
// conversion never traps, whatever the value.

extension Fraction {
  /// The fraction nearest to `value`, to the millionth: `value` × 1,000,000 rounded to the nearest whole
  /// number, a tie away from zero, computed exactly from the binary value (so `Fraction(0.05)` is
  /// 50,000 millionths, as `0.05` in a trace is).
  ///
  /// Never traps. A value beyond what an `Int64` of millionths holds (about ±9.2 × 10¹² ) and an infinity
  /// give the largest or the smallest fraction; NaN gives the largest. A scene refuses a fraction
  /// outside 0…1 (docs/RULES.md, I9).
  public init(_ value: Double) {
    self.init(millionths: Fraction.nearestMillionths(value))
  }

  /// `value` × 1,000,000 rounded to the nearest integer, ties away from zero, saturating; NaN gives the
  /// largest value. Exact: the binary value is `significand × 2^exponent`, and its product with
  /// 1,000,000 is taken at full width (a 53-bit significand times a 20-bit factor) before it is shifted.
  static func nearestMillionths(_ value: Double) -> Int64 {
    if value.isNaN { return .max }
    let negative = value < 0
    let magnitude = value.magnitude
    // From 2⁴³ on, the millionths pass 2⁶³ (2⁴³ × 10⁶ > 2⁶³).
    guard magnitude < 0x1p43 else { return negative ? .min : .max }
    // Below 2⁻²¹ the product is below 0.477: nothing to round up to.
    guard magnitude >= 0x1p-21 else { return 0 }
    let significand = (1 << 52) | magnitude.significandBitPattern
    let (high, low) = significand.multipliedFullWidth(by: UInt64(scale))  // below 2⁷³
    let shift = 52 - Int(magnitude.exponent)  // 10…73, since 2⁻²¹ ≤ magnitude < 2⁴³
    var rounded =
      shift >= 64
      ? high >> UInt64(shift - 64) : (low >> UInt64(shift)) | (high << UInt64(64 - shift))
    let halfBit = shift - 1  // the remainder is at least a half when this bit is set
    let half = halfBit >= 64 ? (high >> UInt64(halfBit - 64)) & 1 : (low >> UInt64(halfBit)) & 1
    rounded += half
    let millionths = Int64(rounded)  // below 2⁴³ × 10⁶ < 2⁶³
    return negative ? -millionths : millionths
  }
}

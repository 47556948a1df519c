/// A host's `Double` (a touch location in points, an opacity) as a whole number of the units the
/// machine counts in (thousandths of a point, millionths), exactly and without a trap.
enum ExactScaling {
  /// `value` × `scale` rounded to the nearest integer, a tie away from zero; beyond what an `Int64` holds
  /// (and for an infinity) the largest or the smallest value; NaN gives the largest.
  ///
  /// Exact: the binary value is `significand × 2^exponent`, and its product with `scale` is taken at full
  /// width (a 53-bit significand times a 64-bit scale) before it is shifted and rounded, so `0.0005`,
  /// whose binary value lies just above a half thousandth, is 1 thousandth.
  static func nearest(_ value: Double, times scale: UInt64) -> Int64 {
    if value.isNaN { return .max }
    let negative = value < 0
    let magnitude = value.magnitude
    // Rounded to nearest, the floating product lies on the same side of 0.5 and of 1.5 × 2⁶³ as the exact
    // one or on them: below 0.5 nothing rounds up, and from 1.5 × 2⁶³ on nothing fits.
    let approximate = magnitude * Double(scale)
    guard approximate < 0x1.8p63 else { return negative ? .min : .max }
    guard approximate >= 0.5 else { return 0 }
    let significand = (1 << 52) | magnitude.significandBitPattern
    let (high, low) = significand.multipliedFullWidth(by: scale)
    // Since 0.5 ≤ the product < 1.5 × 2⁶³: a scale of at least 1 keeps the exponent within -65…63.
    let shift = 52 - Int(magnitude.exponent)
    var rounded: UInt64
    if shift <= 0 {
      rounded = low << UInt64(-shift)  // a whole number below 1.5 × 2⁶³: `high` is 0
    } else {
      rounded =
        shift >= 64 ? high >> UInt64(shift - 64) : (low >> UInt64(shift)) | (high << UInt64(64 - shift))
      let halfBit = shift - 1  // the remainder is at least a half when this bit is set
      rounded += halfBit >= 64 ? (high >> UInt64(halfBit - 64)) & 1 : (low >> UInt64(halfBit)) & 1
    }
    guard rounded <= UInt64(Int64.max) else { return negative ? .min : .max }
    return negative ? -Int64(rounded) : Int64(rounded)
  }
}

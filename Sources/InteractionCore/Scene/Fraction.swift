/// A value in 0…1 (an opacity, a normalized force), held exactly in millionths.
public struct Fraction: Hashable, Comparable, Sendable {
  /// The value in millionths: 0 is 0, 1,000,000 is 1.
  public var millionths: Int64

  /// Creates a fraction from millionths.
  public init(millionths: Int64) {
    self.millionths = millionths
  }

  /// One millionth as the unit of ``millionths``.
  public static let scale: Int64 = 1_000_000

  /// Zero.
  public static let zero = Fraction(millionths: 0)

  /// One.
  public static let one = Fraction(millionths: scale)

  /// The value as a floating-point number, for drawing only.
  public var value: Double { Double(millionths) / Double(Fraction.scale) }

  /// Orders fractions.
  public static func < (lhs: Fraction, rhs: Fraction) -> Bool { lhs.millionths < rhs.millionths }

  /// The fraction as the shortest exact decimal (`0.05`, `1`).
  public var text: String { TextWriter.text { $0.write(fraction: self) } }
}

// Floating-point coordinates, as a host's frame loop has them (a touch location, a view's frame),
// made exact. The conversions never trap, whatever the value.

extension Length {
  /// The length nearest to `points`, to the thousandth of a point: `points` × 1000 rounded to the
  /// nearest whole number, a tie away from zero, computed exactly from the binary value (so `0.0005`,
  /// whose binary value lies just above a half thousandth, is 1 millipoint, and `12.3456` is 12.346 pt).
  ///
  /// Never traps. A value whose thousandths an `Int64` cannot hold (beyond about ±9.2 × 10¹⁵ points),
  /// and an infinity, give the largest or the smallest length; NaN gives the largest. Each of these lies
  /// far beyond ±``limit`` points: a scene refuses it, and the machine ignores an input that carries
  /// one as a value out of range (docs/RULES.md, I9).
  @_disfavoredOverload
  public init(points: Double) {
    self.init(millipoints: ExactScaling.nearest(points, times: 1000))
  }
}

extension Point {
  /// The point nearest to (`x`, `y`) in points, each coordinate rounded as ``Length/init(points:)-(Double)``
  /// rounds it (to the thousandth of a point, a tie away from zero); never traps.
  @_disfavoredOverload
  public init(_ x: Double, _ y: Double) {
    self.init(x: Length(points: x), y: Length(points: y))
  }
}

extension Size {
  /// The size nearest to `width` × `height` in points, each rounded as ``Length/init(points:)-(Double)``
  /// rounds it; never traps (a negative size is refused where a scene is checked).
  @_disfavoredOverload
  public init(_ width: Double, _ height: Double) {
    self.init(width: Length(points: width), height: Length(points: height))
  }
}

extension Rect {
  /// The rectangle nearest to origin (`x`, `y`) and size `width` × `height` in points, each rounded as
  /// ``Length/init(points:)-(Double)`` rounds it; never traps.
  @_disfavoredOverload
  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.init(origin: Point(x, y), size: Size(width, height))
  }
}

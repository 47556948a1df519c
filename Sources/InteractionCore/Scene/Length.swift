/// A length or coordinate in points, held exactly as a whole number of thousandths of a point.
///
/// Hit testing is exact integer arithmetic: a point on the edge of a shape is inside, with no rounding
/// (SPEC P1). The trace format accepts up to three decimals; lengths are limited to
/// ±``Length/limit`` points so that squared distances never overflow.
public struct Length: Hashable, Comparable, Sendable {
  /// The length in thousandths of a point.
  public var millipoints: Int64

  /// Creates a length of the given number of thousandths of a point.
  public init(millipoints: Int64) {
    self.millipoints = millipoints
  }

  /// Creates a length of a whole number of points; beyond what thousandths of a point can hold, the
  /// largest or smallest length (which no scene or input accepts: ``SceneRules``).
  public init(points: Int64) {
    let (product, overflow) = points.multipliedReportingOverflow(by: 1000)
    self.millipoints = overflow ? (points < 0 ? .min : .max) : product
  }

  /// The largest magnitude in whole points that a coordinate or size may have: one million.
  public static let limit: Int64 = 1_000_000

  /// The zero length.
  public static let zero = Length(millipoints: 0)

  /// The length in points as a floating-point number, for drawing only.
  public var points: Double { Double(millipoints) / 1000 }

  /// Orders lengths.
  public static func < (lhs: Length, rhs: Length) -> Bool { lhs.millipoints < rhs.millipoints }

  /// The sum of two lengths, saturating at the largest and smallest lengths.
  public static func + (lhs: Length, rhs: Length) -> Length {
    let (sum, overflow) = lhs.millipoints.addingReportingOverflow(rhs.millipoints)
    return Length(millipoints: overflow ? (rhs.millipoints < 0 ? .min : .max) : sum)
  }

  /// The difference of two lengths, saturating at the largest and smallest lengths.
  public static func - (lhs: Length, rhs: Length) -> Length {
    let (difference, overflow) = lhs.millipoints.subtractingReportingOverflow(rhs.millipoints)
    return Length(millipoints: overflow ? (rhs.millipoints < 0 ? .max : .min) : difference)
  }

  /// The length as the shortest exact decimal (`12.5`, `-3`, `0.001`).
  public var text: String { TextWriter.text { $0.write(length: self) } }
}

/// A point in the scene's coordinate space.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Length
  /// The vertical coordinate.
  public var y: Length

  /// Creates a point from two lengths.
  public init(x: Length, y: Length) {
    self.x = x
    self.y = y
  }

  /// Creates a point from whole points.
  public init(_ x: Int64, _ y: Int64) {
    self.init(x: Length(points: x), y: Length(points: y))
  }

  /// The squared straight-line distance to `other`, in squared thousandths of a point; `Int64.max`
  /// where it cannot be represented (never for two points within ±``Length/limit`` points).
  public func squaredDistance(to other: Point) -> Int64 {
    let dx = x.millipoints.subtractingReportingOverflow(other.x.millipoints)
    let dy = y.millipoints.subtractingReportingOverflow(other.y.millipoints)
    let dx2 = dx.partialValue.multipliedReportingOverflow(by: dx.partialValue)
    let dy2 = dy.partialValue.multipliedReportingOverflow(by: dy.partialValue)
    let sum = dx2.partialValue.addingReportingOverflow(dy2.partialValue)
    if dx.overflow || dy.overflow || dx2.overflow || dy2.overflow || sum.overflow { return .max }
    return sum.partialValue
  }

  /// ``squaredDistance(to:)`` for two points that ``SceneRules/isCoordinate(_:)-(Point)`` accepts,
  /// where it cannot overflow: the machine's hot path (P3).
  @inline(__always)
  func squaredDistance(withinRangeTo other: Point) -> Int64 {
    let dx = x.millipoints &- other.x.millipoints
    let dy = y.millipoints &- other.y.millipoints
    return dx &* dx &+ dy &* dy
  }

  /// The point as trace text, `X,Y`.
  public var text: String { TextWriter.text { $0.write(point: self) } }
}

/// A width and a height, each at least 0.
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Length
  /// The height.
  public var height: Length

  /// Creates a size.
  public init(width: Length, height: Length) {
    self.width = width
    self.height = height
  }

  /// Creates a size from whole points.
  public init(_ width: Int64, _ height: Int64) {
    self.init(width: Length(points: width), height: Length(points: height))
  }

  /// The size as trace text, `WxH`.
  public var text: String { TextWriter.text { $0.write(size: self) } }
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from whole points.
  public init(_ x: Int64, _ y: Int64, _ width: Int64, _ height: Int64) {
    self.init(origin: Point(x, y), size: Size(width, height))
  }

  /// The rectangle as trace text, `X,Y,W,H`.
  public var text: String { origin.text + "," + size.width.text + "," + size.height.text }
}

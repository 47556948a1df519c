/// A target's frame and the bands of it that its content shape holds whatever its corners, in
/// thousandths of a point: all that hit testing reads of a target that a point passes over (P1).
///
/// A point of the frame with `safeMinX <= x <= safeMaxX`, or `safeMinY <= y <= safeMaxY`, lies in no
/// corner's square, so it is inside the shape; only a point in a corner's square is for the shape to
/// decide (``CompiledTarget/cornerContains(_:_:)``). For a rectangle the bands are the whole frame; for
/// a circle they are empty.
struct HitBox: Sendable {
  /// The frame's edges.
  var minX: Int64
  var minY: Int64
  var maxX: Int64
  var maxY: Int64
  /// The bands that no corner reaches.
  var safeMinX: Int64
  var safeMaxX: Int64
  var safeMinY: Int64
  var safeMaxY: Int64

  @_optimize(speed)
  init(frame: Rect, shape: ContentShape) {
    minX = frame.origin.x.millipoints
    minY = frame.origin.y.millipoints
    maxX = minX + frame.size.width.millipoints
    maxY = minY + frame.size.height.millipoints
    (safeMinX, safeMaxX, safeMinY, safeMaxY) = Self.safeBands(
      of: shape, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// The bands of a frame that lie inside `shape` whatever its corners (see ``HitBox``).
  @_optimize(speed)
  static func safeBands(
    of shape: ContentShape, minX: Int64, minY: Int64, maxX: Int64, maxY: Int64
  ) -> (minX: Int64, maxX: Int64, minY: Int64, maxY: Int64) {
    let halfShorter = Length(millipoints: min(maxX - minX, maxY - minY) / 2)
    let radii: CornerRadii
    switch shape {
    case .rectangle: radii = CornerRadii(uniform: .zero)
    case .capsule: radii = CornerRadii(uniform: halfShorter)
    case .roundedRectangle(let given): radii = given.clamped(to: halfShorter)
    case .circle: return (.max, .min, .max, .min)
    }
    return (
      minX + max(radii.topLeft.millipoints, radii.bottomLeft.millipoints),
      maxX - max(radii.topRight.millipoints, radii.bottomRight.millipoints),
      minY + max(radii.topLeft.millipoints, radii.topRight.millipoints),
      maxY - max(radii.bottomLeft.millipoints, radii.bottomRight.millipoints)
    )
  }

  /// Whether the point lies in the frame (an edge counts as inside, P1).
  @inline(__always)
  @_optimize(speed)
  func frameHolds(_ x: Int64, _ y: Int64) -> Bool {
    x >= minX && y >= minY && x <= maxX && y <= maxY
  }

  /// Whether a point of the frame lies in a band that no corner reaches, and so inside the shape.
  @inline(__always)
  @_optimize(speed)
  func bandsHold(_ x: Int64, _ y: Int64) -> Bool {
    x >= safeMinX && x <= safeMaxX || y >= safeMinY && y <= safeMaxY
  }
}

/// The shape inside a target's frame that takes touches (SwiftUI's `contentShape(.contextMenu, …)`).
public enum ContentShape: Hashable, Sendable {
  /// The whole frame.
  case rectangle
  /// A rounded rectangle with per-corner radii, as a chat bubble's 20/20/4/20.
  case roundedRectangle(CornerRadii)
  /// A capsule: a rounded rectangle whose radius is half the shorter side.
  case capsule
  /// The circle centred in the frame with diameter min(width, height).
  case circle

  /// Whether `point` lies inside this shape filling `frame`; a point on the edge is inside (P1).
  ///
  /// Exact integer arithmetic that cannot overflow: a frame outside the ranges a scene may have
  /// (``SceneRules/isFrame(_:)``) holds no point, and radii are clamped to 0…half the shorter side.
  /// So every factor of a product below is at most ``SceneRules/lengthLimit`` (10^9) in magnitude, each
  /// square at most 10^18 and a sum of two at most 2·10^18, below `Int64.max` (about 9.2·10^18): the
  /// products wrap (`&*`), which never happens, rather than check (a checked 64-bit product is a call
  /// to a 128-bit multiply in wasm32). `ShapeTests` holds the bound at the limits.
  public func contains(_ point: Point, in frame: Rect) -> Bool {
    guard SceneRules.isFrame(frame) else { return false }
    let minX = frame.origin.x.millipoints
    let minY = frame.origin.y.millipoints
    let width = frame.size.width.millipoints
    let height = frame.size.height.millipoints
    let px = point.x.millipoints
    let py = point.y.millipoints
    guard px >= minX, py >= minY, px <= minX + width, py <= minY + height else { return false }
    let halfShorter = min(width, height) / 2
    switch self {
    case .rectangle:
      return true
    case .circle:
      // Compare doubled coordinates so that an odd diameter stays exact. The point is in the frame,
      // so |dx| <= width and |dy| <= height, each at most the length limit.
      let diameter = min(width, height)
      let dx = 2 * px - (2 * minX + width)
      let dy = 2 * py - (2 * minY + height)
      return dx &* dx + dy &* dy <= diameter &* diameter
    case .capsule:
      let radius = Length(millipoints: halfShorter)
      let radii = CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
      return ContentShape.roundedRectangle(radii).contains(point, in: frame)
    case .roundedRectangle(let radii):
      let clampedHalf = Length(millipoints: halfShorter)
      let r = radii.clamped(to: clampedHalf)
      let maxX = minX + width
      let maxY = minY + height
      // Each corner: if the point lies in the corner's square, it must lie within the arc.
      // In the corner's square, |dx| and |dy| are at most the radius: at most half the length limit.
      func outside(cornerX: Int64, cornerY: Int64, radius: Int64, inX: Bool, inY: Bool) -> Bool {
        guard radius > 0, inX, inY else { return false }
        let dx = px - cornerX
        let dy = py - cornerY
        return dx &* dx + dy &* dy > radius &* radius
      }
      let tl = r.topLeft.millipoints
      let tr = r.topRight.millipoints
      let br = r.bottomRight.millipoints
      let bl = r.bottomLeft.millipoints
      if outside(cornerX: minX + tl, cornerY: minY + tl, radius: tl, inX: px < minX + tl, inY: py < minY + tl)
      {
        return false
      }
      if outside(cornerX: maxX - tr, cornerY: minY + tr, radius: tr, inX: px > maxX - tr, inY: py < minY + tr)
      {
        return false
      }
      if outside(cornerX: maxX - br, cornerY: maxY - br, radius: br, inX: px > maxX - br, inY: py > maxY - br)
      {
        return false
      }
      if outside(cornerX: minX + bl, cornerY: maxY - bl, radius: bl, inX: px < minX + bl, inY: py > maxY - bl)
      {
        return false
      }
      return true
    }
  }

  /// The shape as trace text: `rect`, `rounded:R`, `rounded:TL,TR,BR,BL`, `capsule` or `circle`.
  public var text: String {
    switch self {
    case .rectangle: return "rect"
    case .capsule: return "capsule"
    case .circle: return "circle"
    case .roundedRectangle(let r):
      if r.topLeft == r.topRight && r.topRight == r.bottomRight && r.bottomRight == r.bottomLeft {
        return "rounded:" + r.topLeft.text
      }
      return "rounded:" + r.topLeft.text + "," + r.topRight.text + "," + r.bottomRight.text + ","
        + r.bottomLeft.text
    }
  }
}

/// The four corner radii of a rounded rectangle, clockwise from the top left.
public struct CornerRadii: Hashable, Sendable {
  /// The top-left radius.
  public var topLeft: Length
  /// The top-right radius.
  public var topRight: Length
  /// The bottom-right radius.
  public var bottomRight: Length
  /// The bottom-left radius.
  public var bottomLeft: Length

  /// Creates corner radii, clockwise from the top left.
  public init(topLeft: Length, topRight: Length, bottomRight: Length, bottomLeft: Length) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(uniform radius: Length) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Each radius clamped to `limit` (half the shorter side, SPEC section 9), and a negative one to 0.
  func clamped(to limit: Length) -> CornerRadii {
    func clamp(_ radius: Length) -> Length { max(.zero, min(radius, limit)) }
    return CornerRadii(
      topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
      bottomLeft: clamp(bottomLeft))
  }
}

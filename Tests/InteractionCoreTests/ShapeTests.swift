import InteractionCore
import InteractionTestSupport
import Testing

/// Content shapes: the part of a target's frame that takes touches (SPEC P1, section 9 "Shapes").
@Suite("Content shapes")
struct ShapeTests {
  func radii(_ tl: Int64, _ tr: Int64, _ br: Int64, _ bl: Int64) -> ContentShape {
    .roundedRectangle(
      CornerRadii(
        topLeft: Length(points: tl), topRight: Length(points: tr), bottomRight: Length(points: br),
        bottomLeft: Length(points: bl)))
  }

  @Test("P1 shapes: a rectangle holds its whole frame, edges and corners included")
  func rectangleEdgesInclusive() {
    let frame = Rect(10, 20, 100, 50)
    let inside = [
      mpt(10_000, 20_000), mpt(110_000, 70_000), mpt(10_000, 70_000), mpt(110_000, 20_000),
      mpt(60_000, 45_000),
    ]
    let outside = [mpt(9_999, 20_000), mpt(110_001, 70_000), mpt(60_000, 19_999), mpt(60_000, 70_001)]
    for point in inside { #expect(ContentShape.rectangle.contains(point, in: frame), "\(point.text)") }
    for point in outside { #expect(!ContentShape.rectangle.contains(point, in: frame), "\(point.text)") }
  }

  @Test("P1 shapes: an empty frame holds exactly its origin")
  func emptyFrame() {
    let frame = Rect(5, 5, 0, 0)
    #expect(ContentShape.rectangle.contains(pt(5, 5), in: frame))
    #expect(ContentShape.circle.contains(pt(5, 5), in: frame))
    #expect(!ContentShape.rectangle.contains(mpt(5_001, 5_000), in: frame))
  }

  @Test("P1 shapes: a chat bubble rounds each corner by its own radius, 20/20/4/20")
  func chatBubble() {
    let frame = Rect(16, 60, 280, 40)  // right edge 296, bottom 100
    let bubble = radii(20, 20, 4, 20)
    // The frame's corners lie outside every rounded corner.
    for corner in [pt(16, 60), pt(296, 60), pt(296, 100), pt(16, 100)] {
      #expect(!bubble.contains(corner, in: frame), "\(corner.text)")
    }
    // Top left, radius 20, centre (36, 80): a 12-16-20 point is on the arc, and the arc counts as inside.
    #expect(bubble.contains(pt(24, 64), in: frame))
    #expect(!bubble.contains(mpt(24_000, 63_999), in: frame))
    #expect(bubble.contains(pt(16, 80), in: frame))
    // Top right, radius 20, centre (276, 80).
    #expect(bubble.contains(pt(288, 64), in: frame))
    #expect(!bubble.contains(mpt(288_001, 64_000), in: frame))
    // Bottom right, radius only 4, centre (292, 96): (294, 99) is inside, though a 20 pt corner would cut it.
    #expect(bubble.contains(pt(294, 99), in: frame))
    #expect(!radii(20, 20, 20, 20).contains(pt(294, 99), in: frame))
    #expect(!bubble.contains(pt(295, 99), in: frame))  // 3² + 3² > 4²
    #expect(bubble.contains(mpt(294_400, 99_200), in: frame))  // 2.4-3.2-4: on the arc
    // Bottom left, radius 20, centre (36, 80).
    #expect(bubble.contains(pt(24, 96), in: frame))
    #expect(!bubble.contains(pt(20, 96), in: frame))
    // The straight edges between the corners are inside.
    for point in [pt(156, 60), pt(156, 100), pt(16, 80), pt(296, 80)] {
      #expect(bubble.contains(point, in: frame), "\(point.text)")
    }
  }

  @Test("P1 shapes: a uniform radius is the same at all four corners")
  func uniformRadius() {
    let frame = Rect(0, 0, 100, 100)
    let shape = ContentShape.roundedRectangle(CornerRadii(uniform: Length(points: 20)))
    for point in [pt(8, 4), pt(92, 4), pt(92, 96), pt(8, 96)] {
      #expect(shape.contains(point, in: frame), "\(point.text)")
    }
    for point in [pt(6, 4), pt(94, 4), pt(94, 96), pt(6, 96)] {
      #expect(!shape.contains(point, in: frame), "\(point.text)")
    }
  }

  @Test("P1 shapes: a radius larger than half the shorter side is clamped to it")
  func radiusClamping() {
    let frame = Rect(0, 0, 100, 40)  // half the shorter side: 20
    let clamped = radii(50, 50, 50, 50)
    // With the radius clamped to 20 the corner's centre is (20, 20): (8, 4) lies on the arc.
    #expect(clamped.contains(pt(8, 4), in: frame))
    #expect(clamped.contains(pt(92, 36), in: frame))
    #expect(!clamped.contains(pt(6, 4), in: frame))
    // A clamped shape is the same as one given the limit.
    for point in [pt(8, 4), pt(6, 4), pt(50, 0), pt(0, 20), pt(3, 10), pt(97, 30)] {
      #expect(
        clamped.contains(point, in: frame) == radii(20, 20, 20, 20).contains(point, in: frame),
        "\(point.text)")
    }
    // Only the radii that exceed the limit are clamped.
    let mixed = radii(50, 4, 50, 4)
    #expect(mixed.contains(pt(99, 1), in: frame) == false)  // 4 pt corner at (96, 4): 3² + 3² > 4²
    #expect(mixed.contains(pt(98, 1), in: frame))
  }

  @Test("P1 shapes: a capsule rounds by half the shorter side, lying or standing")
  func capsule() {
    let lying = Rect(0, 0, 100, 40)
    #expect(ContentShape.capsule.contains(pt(0, 20), in: lying))
    #expect(ContentShape.capsule.contains(pt(8, 4), in: lying))
    #expect(!ContentShape.capsule.contains(pt(6, 4), in: lying))
    #expect(ContentShape.capsule.contains(pt(50, 0), in: lying))
    #expect(!ContentShape.capsule.contains(pt(0, 0), in: lying))
    let standing = Rect(0, 0, 40, 100)
    #expect(ContentShape.capsule.contains(pt(20, 0), in: standing))
    #expect(ContentShape.capsule.contains(pt(4, 8), in: standing))
    #expect(!ContentShape.capsule.contains(pt(4, 6), in: standing))
    #expect(ContentShape.capsule.contains(pt(0, 50), in: standing))
  }

  @Test("P1 shapes: a circle is centred in the frame with diameter min(width, height)")
  func circle() {
    let frame = Rect(0, 0, 100, 40)  // centre (50, 20), radius 20
    for point in [pt(50, 0), pt(50, 40), pt(30, 20), pt(70, 20), pt(62, 36), pt(38, 4), pt(50, 20)] {
      #expect(ContentShape.circle.contains(point, in: frame), "\(point.text)")
    }
    for point in [
      mpt(29_999, 20_000), mpt(70_001, 20_000), pt(0, 0), pt(10, 20), pt(90, 20), mpt(62_001, 36_000),
    ] {
      #expect(!ContentShape.circle.contains(point, in: frame), "\(point.text)")
    }
  }

  @Test("P1 shapes: a circle with an odd diameter in millipoints stays exact")
  func oddCircle() {
    // Diameter 3 thousandths: the centre is (1.5, 1.5) thousandths, radius 1.5.
    let frame = Rect(
      origin: pt(0, 0), size: Size(width: Length(millipoints: 3), height: Length(millipoints: 3)))
    #expect(ContentShape.circle.contains(mpt(1, 1), in: frame))
    #expect(ContentShape.circle.contains(mpt(2, 2), in: frame))
    #expect(ContentShape.circle.contains(mpt(0, 2), in: frame) == false)  // √(1.5² + 0.5²) > 1.5
    #expect(!ContentShape.circle.contains(mpt(0, 1), in: frame))
    #expect(!ContentShape.circle.contains(mpt(3, 1), in: frame))
  }

  /// `contains` multiplies with wrapping products (`&*`, no 128-bit check in wasm32), sound because a
  /// frame within the scene's limits bounds every factor by ``SceneRules/lengthLimit``: at the largest
  /// frames, the terms computed with checked arithmetic do not overflow, and the answers agree with a
  /// reference that checks every product.
  @Test("P1 shapes: at the length limit the products of contains stay within Int64")
  func productsStayInRangeAtTheLimit() {
    let limit = SceneRules.lengthLimit
    // The extreme terms: the sum of two squared factors of the limit, and a squared limit.
    let square = limit.multipliedReportingOverflow(by: limit)
    #expect(!square.overflow)
    #expect(!square.partialValue.addingReportingOverflow(square.partialValue).overflow)
    /// Whether a point lies in the circle of `frame`, every product checked (traps on overflow).
    func circleReference(_ point: Point, _ frame: Rect) -> Bool {
      let (x, y) = (point.x.millipoints, point.y.millipoints)
      let (minX, minY) = (frame.origin.x.millipoints, frame.origin.y.millipoints)
      let (width, height) = (frame.size.width.millipoints, frame.size.height.millipoints)
      guard x >= minX, y >= minY, x <= minX + width, y <= minY + height else { return false }
      let diameter = min(width, height)
      let dx = 2 * x - (2 * minX + width)
      let dy = 2 * y - (2 * minY + height)
      return dx * dx + dy * dy <= diameter * diameter
    }
    let length = Length(millipoints: limit)
    let negative = Length(millipoints: -limit)
    let frames = [
      Rect(origin: Point(x: negative, y: negative), size: Size(width: length, height: length)),
      Rect(origin: Point(x: length, y: length), size: Size(width: length, height: length)),
      Rect(origin: Point(x: negative, y: length), size: Size(width: length, height: .zero)),
    ]
    for frame in frames {
      let (minX, minY) = (frame.origin.x.millipoints, frame.origin.y.millipoints)
      let (width, height) = (frame.size.width.millipoints, frame.size.height.millipoints)
      var points: [Point] = []
      let xs: [Int64] = [minX, minX + 1, minX + width / 2, minX + width - 1, minX + width]
      let ys: [Int64] = [minY, minY + 1, minY + height / 2, minY + height - 1, minY + height]
      for x in xs {
        for y in ys {
          points.append(mpt(x, y))
        }
      }
      for point in points {
        #expect(
          ContentShape.circle.contains(point, in: frame) == circleReference(point, frame), "\(point.text)")
        // A corner's square reaches half the shorter side: its products are bounded by the circle's.
        let rounded = ContentShape.roundedRectangle(CornerRadii(uniform: length))
        #expect(rounded.contains(point, in: frame) == ContentShape.capsule.contains(point, in: frame))
      }
      // The frame's centre is inside every shape; on a square frame its corner is outside the round ones.
      let centre = mpt(minX + width / 2, minY + height / 2)
      #expect(ContentShape.circle.contains(centre, in: frame))
      if width == height && width > 0 {
        #expect(!ContentShape.circle.contains(mpt(minX, minY), in: frame))
        #expect(!ContentShape.capsule.contains(mpt(minX, minY), in: frame))
        #expect(ContentShape.circle.contains(mpt(minX, minY + height / 2), in: frame))
      }
    }
  }

  @Test("P1 shapes: a target hit-tests by its content shape at its frame")
  func targetUsesItsShape() {
    #expect(Fixture.bubble.contains(pt(36, 80)))
    #expect(!Fixture.bubble.contains(pt(16, 60)))
    #expect(Fixture.bubble.contains(pt(294, 99)))
    let avatar = Target(id: "avatar", frame: Rect(200, 200, 40, 40), shape: .circle)
    #expect(avatar.contains(pt(220, 200)))
    #expect(!avatar.contains(pt(201, 201)))
  }

  @Test("Shapes: each shape has its trace text")
  func shapeText() {
    #expect(ContentShape.rectangle.text == "rect")
    #expect(ContentShape.capsule.text == "capsule")
    #expect(ContentShape.circle.text == "circle")
    #expect(radii(20, 20, 4, 20).text == "rounded:20,20,4,20")
    #expect(radii(12, 12, 12, 12).text == "rounded:12")
  }

  /// The machine tests a point against bands of the frame that no corner reaches, compiled once, and
  /// asks the shape only for points in a corner's square: the two must agree everywhere.
  @Test("P1 shapes: the machine's hit test agrees with ContentShape.contains, corners and edges included")
  func machineHitTestAgreesWithTheShape() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    var hits = 0
    var misses = 0
    for _ in 0..<400 {
      let width = Int64(generator.below(120))
      let height = Int64(generator.below(120))
      let frame = Rect(Int64(generator.below(20)), Int64(generator.below(20)), width, height)
      let radius = { Int64(generator.below(80)) }
      let shapes: [ContentShape] = [
        .rectangle, .capsule, .circle, radii(radius(), radius(), radius(), radius()),
        .roundedRectangle(CornerRadii(uniform: Length(points: radius()))),
      ]
      for shape in shapes {
        let scene = Scene(targets: [Target(id: "t", frame: frame, shape: shape)])
        for _ in 0..<24 {
          // Points on and around the frame, in thousandths of a point so that arcs are hit exactly too.
          let x = Int64(generator.below(Int(width + 2) * 1000 + 1)) - 1000 + frame.origin.x.millipoints
          let y = Int64(generator.below(Int(height + 2) * 1000 + 1)) - 1000 + frame.origin.y.millipoints
          let point = mpt(x, y)
          var machine = try InteractionMachine(scene: scene)
          let reports = machine.send(.down(point), at: .zero)
          let expected = shape.contains(point, in: frame)
          #expect(machine.phase == (expected ? .pressing : .idle), "\(shape.text) \(frame) \(point.text)")
          #expect(reports.count == 1)
          if expected { hits += 1 } else { misses += 1 }
        }
      }
    }
    // Both answers are well represented, so that the comparison means something.
    #expect(hits > 10_000 && misses > 10_000, "hits \(hits), misses \(misses)")
  }
}

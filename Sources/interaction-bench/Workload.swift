import Glibc
import InteractionCore

/// The benchmark's world: a list of fruit rows and a card with a custom preview and a destination.
enum Workload {
  /// A machine at rest over the workload's scene; a scene the machine refuses ends the run (exit 2).
  static func machine() -> InteractionMachine {
    do throws(SceneError) {
      return try InteractionMachine(scene: scene)
    } catch {
      print("interaction-bench: the workload's scene is refused: " + error.description)
      exit(2)
    }
  }

  /// How far apart in time the passes over `stream` lie: its last instant and ten seconds more. Pass
  /// `k` sends each input `k` times this later, so that every pass begins after the last one ended,
  /// with the machine at rest.
  static func passLength(of stream: [(Input, Instant)]) -> Int64 {
    (stream.last?.1.nanoseconds ?? 0) + 10_000_000_000
  }

  static let scene = Scene(targets: [
    row("apple", y: 0), row("banana", y: 44), row("peach", y: 88), row("pineapple", y: 132),
    Target(
      id: "card", frame: Rect(0, 200, 390, 300),
      shape: .roundedRectangle(CornerRadii(uniform: Length(points: 16))),
      preview: .custom("card-preview"), destination: .named("detail"), presentation: .sheet,
      preferredPreviewSize: Size(300, 400),
      menu: Menu([
        .action(Action(id: "share", title: "Share", destination: "share-sheet", presentation: .sheet))
      ])),
  ])

  static func row(_ id: String, y: Int64) -> Target {
    Target(
      id: id, frame: Rect(0, y, 390, 44), primaryAction: "open-" + id,
      menu: Menu([
        .action(Action(id: "favorite", title: "Favorite", icon: "star", state: .off)),
        .action(Action(id: "delete", title: "Delete", isDestructive: true)),
        .action(Action(id: "share", title: "Share", destination: "share-sheet", presentation: .sheet)),
      ]))
  }

  /// A deterministic stream of `count` realistic inputs with their instants: taps, long presses with a
  /// selection, scrolls, and preview commits that are later closed.
  static func inputs(count: Int) -> [(Input, Instant)] {
    var result: [(Input, Instant)] = []
    result.reserveCapacity(count + 8)
    var now: Int64 = 0
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    func at(_ milliseconds: Int64, _ input: Input) {
      result.append((input, Instant(nanoseconds: (now + milliseconds) * 1_000_000)))
    }
    while result.count < count {
      let row = Int64(next() % 4)
      let point = Point(100, row * 44 + 20)
      switch next() % 4 {
      case 0:  // a tap
        at(0, .down(point))
        at(90, .up)
        now += 400
      case 1:  // a long press, then an action
        at(0, .down(point))
        at(600, .up)
        at(1_200, .select(next() % 2 == 0 ? "favorite" : "share"))
        at(2_000, .closed)
        now += 2_500
      case 2:  // a scroll
        at(0, .down(point))
        at(30, .move(Point(100, row * 44 + 26)))
        at(60, .move(Point(100, row * 44 + 40)))
        at(90, .up)
        now += 300
      default:  // a preview commit
        at(0, .down(Point(200, 350)))
        at(700, .up)
        at(1_000, .tapPreview)
        at(1_600, .closed)
        now += 2_000
      }
    }
    result.removeLast(result.count - count)
    return result
  }
}

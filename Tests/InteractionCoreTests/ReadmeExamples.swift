// swift-format-ignore-file
// The Swift examples of the README and of docs/swift.md, verbatim (ReadmeTests checks that each block
// of the documentation stands in a compiled source as written). Edit them and this file together.

import InteractionCore

/// The host's side: it performs the effects that each report carries.
struct Host: ReportSink {
  var haptics = 0                                           // a sink keeps something (below)
  mutating func receive(_ report: Report) {
    guard case .transition(let transition) = report else { return }  // ignored inputs carry a reason
    for effect in transition.effects {
      switch effect {
      case .haptic: haptics += 1                            // play the lift haptic
      case .showPreview(let target, let preview, let size): _ = (target, preview, size)  // lift it
      case .showDestination(let name, let presentation): _ = (name, presentation)     // push or sheet
      case .performAction(_, let action): _ = action        // run the app's action
      default: break
      }
    }
  }
}

/// A long press on the apple, its menu, then a tap on the preview, which commits to the apple's card.
func longPressAndOpen() throws -> Appearance {
  var machine = try InteractionMachine(scene: Scene(targets: [
    Target(id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
           presentation: .sheet, menu: Menu([.action(Action(id: "delete", title: "Delete", isDestructive: true))]))
  ]))
  var host = Host()
  machine.send(.down(Point(100, 20)), at: .zero, to: &host)     // pressing: highlight
  if let deadline = machine.nextDeadline {                       // 0.5 s: the hold
    machine.advance(to: deadline, to: &host)                     // lifting: haptic, show-preview
  }
  machine.send(.up, at: .milliseconds(600), to: &host)           // the finger lifts: no tap
  machine.advance(to: .milliseconds(835), to: &host)             // presented: show-menu
  machine.send(.tapPreview, at: .seconds(1), to: &host)          // committing: navigate apple-card sheet
  return machine.frame(at: .milliseconds(1100), to: &host)       // what to draw now: commit 30%
}

import InteractionCore

/// A frame loop, written once for a machine or for a recorder in front of one (`DrivenMachine`).
struct FrameLoop<Machine: DrivenMachine> {
  var machine: Machine
  var host = Host()
  var hoveredRow: String?

  /// Each frame (a display link, a game loop's update): the timers due by `now` fire, each at its own
  /// deadline, their effects reach the host, and the frame is what the machine shows after them.
  mutating func frame(at now: Instant) -> Appearance {
    machine.frame(at: now, to: &host)
  }

  /// When nothing animates, the loop may sleep this long: until the next deadline, or (nil) until
  /// the next input.
  func sleepLimit(from now: Instant) -> Interval? {
    machine.nextDeadline.map { $0 - now }
  }

  /// A touch goes down: the machine hit-tests the scene.
  mutating func fingerDown(at point: Point, at now: Instant) {
    machine.send(.down(point), at: now, to: &host)
  }

  /// The finger moves, over the menu row `row` (your own hit test of the rows you drew) or none:
  /// slide to select says which row, whenever that changes (M10).
  mutating func fingerMoved(to point: Point, overRow row: String?, at now: Instant) {
    machine.send(.move(point), at: now, to: &host)
    if machine.phase == .presented, row != hoveredRow {
      hoveredRow = row
      machine.send(.hover(row), at: now, to: &host)
    }
  }

  /// The finger lifts: on a hovered row the machine selects it (M10); never send `select` for it.
  mutating func fingerLifted(at now: Instant) {
    machine.send(.up, at: now, to: &host)
    hoveredRow = nil
  }
}

/// A recorded session: the same loop over a `TraceRecorder`, written out as a trace that replays
/// to the same transcript (`interaction-sim check` passes it).
func recordASession() throws -> String {
  let scene = Scene(targets: [
    Target(id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
  ])
  var loop = FrameLoop(machine: try TraceRecorder(scene: scene))
  loop.fingerDown(at: Point(100.5, 20), at: .zero)               // Point, Length, Rect take Doubles too
  for frame in 1...60 { _ = loop.frame(at: .milliseconds(16 * Int64(frame))) }  // lifted, presented
  loop.fingerMoved(to: Point(120, 80), overRow: "copy", at: .milliseconds(990))  // hover copy
  loop.fingerLifted(at: .milliseconds(1000))                     // selects copy: perform copy
  return loop.machine.text(expectingOutcomes: true)
}

/// The README's quick start, less its `import` line: top-level code, as a `main.swift` holds it
/// (scripts/test-install builds and runs it as one), here inside a function.
func quickStart() throws {
var machine = try InteractionMachine(scene: Scene(targets: [
  Target(id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
]))
for report in machine.send(.down(Point(100, 20)), at: .zero) { print(report) }
// 0.000  idle --down 100,20--> pressing: highlight apple
for report in machine.advance(to: .milliseconds(835)) { print(report) }   // the hold, then the lift
}

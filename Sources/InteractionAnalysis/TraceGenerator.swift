import InteractionCore

/// Random valid traces from a seeded model of a user, for soak tests: taps, long presses, scrolls,
/// menu selections, dismissals, the keyboard, force and removals, over a few scenes. Each trace carries
/// the expectations of its outcomes and of its state at a few instants, all computed by replay, so it
/// passes `interaction-sim check` as long as the machine behaves the same.
///
/// The same seed gives the same traces, byte for byte, on every platform: the only randomness is
/// ``SplitMix64``. Trace `n` depends only on the seed and `n`, not on how many are generated.
public struct TraceGenerator: Sendable {
  /// The scenes a user acts in.
  public enum SceneKind: String, CaseIterable, Sendable {
    /// A list of fruit: four rows with the same menu (a toggle, a share sheet, a submenu, delete).
    case fruit
    /// Chat bubbles with rounded shapes and tails, a single-selection submenu and a deferred item.
    case chat
    /// A card whose preview has a destination, an inline single-selection group and a keep action,
    /// and a capsule button whose preview is its destination.
    case card

    /// The scene's declarations, as trace text.
    public var declarations: String {
      switch self {
      case .fruit:
        return ["apple", "banana", "peach", "plum"].enumerated().map { index, name in
          """
          target \(name) frame=0,\(index * 44),390,44 primary=open-\(name)
            action favorite "Favorite" icon=star off
            action share "Share" icon=square.and.arrow.up destination=share-sheet present=sheet
            menu more "More"
              action copy "Copy"
              action pin "Pin" disabled
            action delete "Delete" icon=trash destructive

          """
        }.joined()
      case .chat:
        return """
          target in-1 frame=16,8,260,44 shape=rounded:20,20,20,4 primary=open-thread
            action reply "Reply"
            action copy "Copy"
            menu react "React" single
              action like "Like" off
              action love "Love" off
              action laugh "Laugh" off
            deferred translate "Translating" after=300ms
              action translation "Show Translation"
            action delete "Delete" destructive
          target out-1 frame=114,60,260,44 shape=rounded:20,20,4,20 primary=open-thread
            action reply "Reply"
            action copy "Copy"
            action edit "Edit" hidden
            action delete "Delete" destructive
          target in-2 frame=16,112,200,60 shape=rounded:20,20,20,4 preview=custom:photo destination=same
            action save "Save" destination=photos present=sheet
            action copy "Copy"
            action delete "Delete" destructive

          """
      case .card:
        return """
          target album frame=0,0,390,240 preview=custom:album-card destination=album-page present=sheet size=280x360
            action pin "Pin" icon=pin off
            action like "Like" keep mixed
            menu sort "Sort" inline single
              action by-name "Name" on
              action by-date "Date" off
            action share "Share" destination=share-sheet present=sheet
            action delete "Delete" destructive
          target play frame=300,250,80,32 shape=capsule preview=custom:player destination=same primary=play
            action queue "Play Next"
            action download "Download" disabled

          """
      }
    }

    /// The scene, parsed from its declarations.
    public var scene: Scene {
      // The declarations are fixed text that the tests read back, so they always parse.
      (try? Trace.parse(declarations).scene) ?? Scene()
    }
  }

  /// The seed.
  public let seed: UInt64

  /// A generator for a seed.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The scene of trace `number` (counted from 1): the scenes in turn.
  public func sceneKind(of number: Int) -> SceneKind {
    SceneKind.allCases[(number - 1) % SceneKind.allCases.count]
  }

  /// The file name of trace `number`, `0001-fruit.trace`.
  public func fileName(of number: Int) -> String {
    var digits = String(number)
    while digits.count < 4 { digits = "0" + digits }
    return digits + "-" + sceneKind(of: number).rawValue + ".trace"
  }

  /// Trace `number` (counted from 1), with its expectations.
  public func trace(number: Int) -> Trace {
    var random = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: number) &* 0xD1B5_4A32_D192_ED03))
    _ = random.next()
    // The scenes are fixed text that the tests read back, so they always obey the rules (SPEC I9).
    guard var user = try? SimulatedUser(scene: sceneKind(of: number).scene, random: random) else {
      return Trace(configuration: .standard, scene: Scene(), inputs: [], expectations: [])
    }
    let gestures = user.random.int(in: 4...12)
    for _ in 0..<gestures {
      user.wait(100...1_200)
      user.gesture()
      user.finish()
    }
    var trace = user.recorder.trace(expectingOutcomes: true)
    // A few instants soon after an input, where something is likely under way.
    var instants: [Instant] = []
    for _ in 0..<user.random.int(in: 2...4) where !trace.inputs.isEmpty {
      let input = user.random.pick(trace.inputs)
      let milliseconds = input.instant.nanoseconds / 1_000_000 + Int64(user.random.int(in: 0...700))
      instants.append(.milliseconds(milliseconds))
    }
    instants.sort()
    var expectations: [Expectation] = []
    for (instant, state) in zip(instants, (try? TraceGenerator.states(of: trace, at: instants)) ?? []) {
      expectations.append(Expectation(.state(instant, state.0, target: state.1)))
    }
    trace.expectations = expectations + trace.expectations
    return trace
  }

  /// Trace `number` as the text of a file: a comment naming its origin, then ``TraceWriter``'s text.
  public func text(number: Int) -> String {
    "# Generated by `interaction-sim generate --seed \(seed)`: trace \(number), the "
      + sceneKind(of: number).rawValue + " scene.\n"
      + "# A seeded model of a user; every expectation was computed by replaying the trace.\n"
      + TraceWriter.text(for: trace(number: number))
  }

  /// The phase, and the running target, at each instant (in order), as a replay's expectations see
  /// them: after every input and timer at or before the instant.
  public static func states(of trace: Trace, at instants: [Instant]) throws(SceneError) -> [(Phase, String?)]
  {
    var machine = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    var sink = DiscardingSink()
    var result: [(Phase, String?)] = []
    var next = 0
    for input in trace.inputs {
      while next < instants.count && instants[next] < input.instant {
        machine.advance(to: instants[next], to: &sink)
        result.append((machine.phase, machine.targetID))
        next += 1
      }
      machine.send(input.input, at: input.instant, to: &sink)
    }
    while next < instants.count {
      machine.advance(to: instants[next], to: &sink)
      result.append((machine.phase, machine.targetID))
      next += 1
    }
    return result
  }
}

/// The model of a user: acts on what the screen shows, at human speed, now and then clumsily.
struct SimulatedUser {
  var random: SplitMix64
  var recorder: TraceRecorder
  var now = Instant.zero
  var sink = DiscardingSink()

  init(scene: Scene, random: SplitMix64) throws(SceneError) {
    self.random = random
    recorder = try TraceRecorder(scene: scene)
  }

  var scene: Scene { recorder.machine.scene }

  /// The phase the machine is in at ``now``, its timers due by then fired.
  var phase: Phase {
    var copy = recorder.machine
    var discard = DiscardingSink()
    copy.advance(to: now, to: &discard)
    return copy.phase
  }

  mutating func wait(_ milliseconds: ClosedRange<Int>) {
    now = now + .milliseconds(Int64(random.int(in: milliseconds)))
  }

  mutating func send(_ input: Input) {
    recorder.send(input, at: now, to: &sink)
  }

  /// The targets not removed yet.
  var liveTargets: [Target] { scene.targets.filter { !recorder.machine.isRemoved($0.id) } }

  /// A point inside a live target's frame (a rounded corner may still miss it), or a point that hits
  /// nothing.
  mutating func point(on target: Target?) -> Point {
    guard let target else { return Point(Int64(random.int(in: 0...390)), Int64(random.int(in: 400...800))) }
    let x = target.frame.origin.x.millipoints / 1000
    let y = target.frame.origin.y.millipoints / 1000
    let width = max(target.frame.size.width.millipoints / 1000, 2)
    let height = max(target.frame.size.height.millipoints / 1000, 2)
    return Point(
      x + Int64(random.int(in: 1...Int(width - 1))), y + Int64(random.int(in: 1...Int(height - 1))))
  }

  mutating func someTarget() -> Target? {
    let live = liveTargets
    return live.isEmpty ? nil : random.pick(live)
  }

  /// One gesture from rest.
  mutating func gesture() {
    let target = someTarget()
    let roll = random.below(100)
    switch roll {
    case 0..<22:  // a tap, now and then with the focus moving meanwhile
      send(.down(point(on: target)))
      if random.chance(15), let other = someTarget() {
        wait(20...200)
        send(.focus(other.id))
      }
      wait(30...250)
      send(.up)
    case 22..<50:  // a long press, the finger wobbling, and a choice in the menu
      let start = point(on: target)
      send(.down(start))
      wait(520...950)
      if random.chance(30) {
        send(.move(Point(x: start.x + Length(points: Int64(random.int(in: -30...30))), y: start.y)))
        wait(20...200)
      }
      if random.chance(25) {
        slide()
      } else if random.chance(75) {
        send(.up)
      }
      wait(0...500)
      menuChoice()
    case 50..<60:  // a scroll: small moves, then past slop
      let start = point(on: target)
      send(.down(start))
      wait(20...120)
      send(.move(Point(x: start.x, y: start.y + Length(points: Int64(random.int(in: 1...8))))))
      wait(20...80)
      send(.move(Point(x: start.x, y: start.y + Length(points: Int64(random.int(in: 6...60))))))
      wait(20...80)
      send(.up)
    case 60..<68:  // force: below peek, a peek, maybe a pop
      send(.down(point(on: target)))
      wait(40...200)
      send(.force(force(10...45)))
      wait(20...100)
      send(.force(force(50...90)))
      wait(40...400)
      if random.chance(60) { send(.force(force(90...100))) }
      wait(20...200)
      send(.up)
      wait(0...400)
      menuChoice()
    case 68..<78:  // the keyboard
      if let target { send(.focus(target.id)) }
      wait(50...300)
      send(.key(.menu))
      for _ in 0..<random.int(in: 0...4) {
        wait(60...250)
        send(.key(random.pick([.down, .down, .up, .right, .left])))
      }
      wait(60...300)
      send(.key(random.chance(60) ? .return : .escape))
    case 78..<86:  // a right click
      send(.rightClick(point(on: target)))
      wait(100...600)
      menuChoice()
    case 86..<91:  // a removal, now and then during a press
      guard liveTargets.count > 1, let target else { return }
      if random.chance(50) {
        send(.down(point(on: target)))
        wait(50...900)
        if random.chance(40), liveTargets.count > 2,
          let other = liveTargets.first(where: { $0.id != target.id })
        {
          send(.remove(other.id))
          wait(20...200)
        }
      }
      send(.remove(target.id))
    case 91..<96:  // a second finger, or the system cancelling
      send(.down(point(on: target)))
      wait(50...900)
      if random.chance(50) { send(.down(point(on: someTarget()))) } else { send(.cancel) }
      wait(20...200)
      send(.up)
    default:  // a miss
      send(.down(point(on: nil)))
      wait(30...200)
      send(.up)
    }
  }

  /// Slide to select (M10): the finger that long-pressed, still down, slides over rows of the menu
  /// (or off them) and lifts.
  mutating func slide() {
    guard let running = recorder.machine.targetID,
      let target = scene.targets.first(where: { $0.id == running })
    else { return }
    let elements = target.menu.elements
    for _ in 0..<random.int(in: 1...3) {
      wait(40...250)
      if elements.isEmpty || random.chance(15) {
        send(.hover(nil))
      } else {
        send(.hover(random.pick(elements).id))
      }
    }
    wait(20...150)
    send(.up)
  }

  /// A force of a whole number of hundredths in `hundredths`.
  mutating func force(_ hundredths: ClosedRange<Int>) -> Fraction {
    Fraction(millionths: Int64(random.int(in: hundredths)) * 10_000)
  }

  /// What the user does with a lifted preview or a presented menu.
  mutating func menuChoice() {
    guard phase == .lifting || phase == .presented, let running = recorder.machine.targetID,
      let target = scene.targets.first(where: { $0.id == running })
    else { return }
    let others = liveTargets.filter { $0.id != running }
    switch random.below(14) {
    case 0, 1, 2:
      let elements = target.menu.elements
      guard !elements.isEmpty else { return }
      let element = random.pick(elements)
      send(.select(element.id))
      if case .submenu(let submenu) = element, !submenu.children.isEmpty {
        wait(150...500)
        send(.select(random.pick(submenu.children).id))
      }
    case 3: send(.tapPreview)
    case 4: send(.tapOutside)
    case 5: send(.dismiss)
    case 6: send(.key(.escape))
    case 7:
      send(.key(.down))
      wait(80...300)
      send(.key(.return))
    case 8:
      if liveTargets.count > 1 { send(.remove(target.id)) } else { send(.cancel) }
    case 9: send(.cancel)
    case 10:
      send(.focus((others.isEmpty ? target : random.pick(others)).id))
      wait(100...400)
      send(.tapOutside)
    case 11:
      var keys = Array(repeating: Key.down, count: random.int(in: 1...4))
      keys += [.right, .down, random.chance(50) ? .left : .escape, .escape]
      for key in keys {
        send(.key(key))
        wait(80...300)
      }
    case 12:
      if others.count > 1 { send(.remove(random.pick(others).id)) }
      wait(100...400)
      send(.key(.escape))
    default:
      send(.force(force(92...100)))
    }
  }

  /// Now and then, while a route is decided or shown: the focus moves, or another target goes away.
  mutating func busyAside() {
    guard random.chance(35) else { return }
    wait(20...120)
    if random.chance(20) {
      send(.tick)
      return
    }
    let others = liveTargets.filter { $0.id != recorder.machine.targetID }
    if random.chance(50) || others.count < 2 {
      if let target = someTarget() { send(.focus(target.id)) }
    } else {
      send(.remove(random.pick(others).id))
    }
  }

  /// Brings the machine back to rest: ends a press, dismisses a menu, waits out a fade or a commit,
  /// closes a destination.
  mutating func finish() {
    for _ in 0..<6 {
      switch phase {
      case .idle: return
      case .pressing:
        wait(20...200)
        send(.up)
      case .lifting, .presented:
        wait(100...600)
        send(random.chance(70) ? .tapOutside : .key(.escape))
      case .committing, .dismissing:
        busyAside()
        wait(300...700)
      case .showingDestination:
        busyAside()
        wait(300...1_500)
        send(.closed)
      }
    }
  }
}

import InteractionCore
import InteractionTestSupport
import Testing

/// No input makes the parser or a replay trap; whatever parses writes back equal and replays the same
/// way twice (SPEC section 9, I1, I4, I5).
@Suite struct TraceFuzzTests {
  static let alphabet = FuzzAlphabet.bytes

  @Test func randomBytesNeverTrap() {
    var random = SeededGenerator(seed: 1)
    var rejected = 0
    for _ in 0..<3000 {
      let count = Int.random(in: 0..<160, using: &random)
      let bytes = (0..<count).map { _ in Self.alphabet.randomElement(using: &random)! }
      if parseError(bytes: bytes) != nil { rejected += 1 }
    }
    #expect(rejected > 2000)
  }

  @Test func mutatedTracesNeverTrap() throws {
    var random = SeededGenerator(seed: 2)
    let seeds = [Array(specExample.utf8), Array(TraceRoundTripTests.rich.utf8)]
    var accepted = 0
    for round in 0..<4000 {
      var bytes = seeds[round % seeds.count]
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: position)
        case 1: if position < bytes.count { bytes.remove(at: position) }
        default: if position < bytes.count { bytes[position] = Self.alphabet.randomElement(using: &random)! }
        }
      }
      guard let trace = try? Trace.parse(bytes) else { continue }
      accepted += 1
      let again = try Trace.parse(trace.text)
      #expect(again == trace)
      #expect(try again.transcript == trace.transcript)
    }
    #expect(accepted > 100)
  }

  @Test func randomSessionsKeepTheInvariants() throws {
    var random = SeededGenerator(seed: 3)
    for _ in 0..<150 {
      let trace = Self.randomTrace(&random)
      let text = trace.text
      let parsedTrace = try Trace.parse(text)
      #expect(parsedTrace == trace)
      let (reports, result) = try parsedTrace.replay()
      // I5: time never goes backwards.
      var previous = Instant.zero
      var interactions: [Int] = []
      for report in reports {
        #expect(report.instant >= previous)
        previous = report.instant
        if case .transition(let transition) = report, transition.outcome != nil {
          interactions.append(transition.interaction)
        }
      }
      // I1: one outcome per interaction, in order.
      #expect(interactions == Array(1...max(1, interactions.count)).prefix(interactions.count).map { $0 })
      #expect(result.outcomes.count == interactions.count)
      // I4: the same trace gives the same transcript.
      #expect(try Transcript.text(for: reports) == parsedTrace.transcript)
    }
  }

  static func randomTrace(_ random: inout SeededGenerator) -> Trace {
    var targets: [Target] = []
    var itemIDs: [String] = []
    for index in 0..<Int.random(in: 1...3, using: &random) {
      var counter = 0
      func elements(depth: Int) -> [MenuElement] {
        var result: [MenuElement] = []
        for _ in 0..<Int.random(in: 0...(depth == 0 ? 4 : 2), using: &random) {
          counter += 1
          let id = "i\(counter)"
          itemIDs.append(id)
          switch Int.random(in: 0..<(depth < 2 ? 6 : 3), using: &random) {
          case 0..<3:
            let state: ItemState? = [nil, .on, .off, .mixed].randomElement(using: &random)!
            let keep = Bool.random(using: &random)
            result.append(
              .action(
                Action(
                  id: id, title: "T \(id)", isDisabled: Int.random(in: 0..<6, using: &random) == 0,
                  isHidden: Int.random(in: 0..<8, using: &random) == 0, keepsMenuPresented: keep,
                  state: state,
                  destination: !keep && Bool.random(using: &random) ? "dest" : nil)))
          case 3, 4:
            result.append(
              .submenu(
                Submenu(
                  id: id, title: "", isInline: Bool.random(using: &random),
                  isSingleSelection: Bool.random(using: &random), children: elements(depth: depth + 1))))
          default:
            result.append(
              .deferred(
                DeferredElement(
                  id: id, title: "Loading",
                  loadTime: .milliseconds(Int64.random(in: 0...400, using: &random)),
                  children: elements(depth: depth + 1))))
          }
        }
        return result
      }
      let destination: Destination = [.none, .same, .named("elsewhere")].randomElement(using: &random)!
      targets.append(
        Target(
          id: "t\(index)", frame: Rect(Int64(index) * 50, 0, 100, 100),
          shape: [.rectangle, .circle, .capsule, .roundedRectangle(CornerRadii(uniform: Length(points: 30)))]
            .randomElement(using: &random)!,
          preview: Bool.random(using: &random) ? .source : .custom("card"), destination: destination,
          presentation: Bool.random(using: &random) ? .push : .sheet,
          preferredPreviewSize: Bool.random(using: &random) ? Size(200, 300) : nil,
          primaryAction: Bool.random(using: &random) ? "open" : nil, menu: Menu(elements(depth: 0))))
    }
    let configuration = Configuration(
      hold: .milliseconds(Int64.random(in: 0...600, using: &random)), slop: Length(points: 10),
      lift: .milliseconds(Int64.random(in: 0...400, using: &random)), fade: .milliseconds(300),
      peek: Fraction(millionths: 500_000), pop: Fraction(millionths: 900_000))
    var inputs: [TimedInput] = []
    var now: Int64 = 0
    for _ in 0..<Int.random(in: 0...60, using: &random) {
      now += [0, 0, 1, 100, 250, 300, 335, 500, 1000].randomElement(using: &random)! * 1_000_000
      let point = Point(
        Int64.random(in: -10...210, using: &random), Int64.random(in: -10...110, using: &random))
      let targetID = targets.randomElement(using: &random)!.id
      let input: Input
      switch Int.random(in: 0..<16, using: &random) {
      case 0, 1: input = .down(point)
      case 2: input = .move(point)
      case 3, 4: input = .up
      case 5: input = .force(Fraction(millionths: Int64.random(in: 0...1_000_000, using: &random)))
      case 6: input = .cancel
      case 7: input = .tapPreview
      case 8, 9: input = itemIDs.isEmpty ? .tick : .select(itemIDs.randomElement(using: &random)!)
      case 10: input = [.tapOutside, .dismiss, .closed].randomElement(using: &random)!
      case 11: input = .rightClick(point)
      case 12: input = .focus(targetID)
      case 13, 14:
        input = .key([.menu, .up, .down, .left, .right, .return, .escape].randomElement(using: &random)!)
      default: input = Int.random(in: 0..<4, using: &random) == 0 ? .remove(targetID) : .tick
      }
      inputs.append(TimedInput(instant: Instant(nanoseconds: now), input: input))
    }
    return Trace(configuration: configuration, scene: Scene(targets: targets), inputs: inputs)
  }
}

import InteractionCore
import InteractionTesting
import Testing

/// The test driver users embed in their own tests: it must pass a correct story and catch every kind of
/// wrong or missing assertion.
@Suite("InteractionTestStore")
struct TestStoreTests {
  let scene = Scene(targets: [
    Target(
      id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
      presentation: .sheet, menu: Menu([.action(Action(id: "delete", title: "Delete", isDestructive: true))]))
  ])

  @Test("a correct long-press story passes with no failures")
  func correctStoryPasses() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(
      .down(Point(100, 20)), at: .zero,
      expecting: [
        .transition(.idle, .input(.down(Point(100, 20))), .pressing, effects: [.highlightSource("apple")])
      ])
    store.advance(
      to: .milliseconds(835),
      expecting: [
        .transition(.pressing, .timer(.hold), .lifting),
        .transition(
          .lifting, .timer(.lift), .presented, effects: [.showMenu(target: "apple", compact: false)]),
      ])
    store.send(
      .select("delete"), at: .milliseconds(900),
      expecting: [
        .transition(.presented, .input(.select("delete")), .dismissing, outcome: .perform("delete"))
      ])
    #expect(store.finish() == [])
  }

  @Test("an unasserted report is a failure, not dropped")
  func unassertedReportFails() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(.down(Point(100, 20)), at: .zero)
    let failures = store.finish()
    #expect(failures.count == 1)
    #expect(failures.first?.contains("unasserted report: 0.000 idle --down 100,20--> pressing") == true)
  }

  @Test("a wrong phase, a wrong effect list and an unexpected outcome each fail")
  func mismatchesFail() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(
      .down(Point(100, 20)), at: .zero, expecting: [.transition(.idle, .lifting, effects: [.haptic])])
    store.send(.up, at: .milliseconds(100), expecting: [.transition(.pressing, .idle)])
    let failures = store.finish()
    #expect(failures.count == 2)
    #expect(failures[0].contains("to: expected lifting, got pressing"))
    #expect(failures[0].contains("effects: expected [haptic], got [highlight apple]"))
    #expect(failures[1].contains("outcome: expected none, got tap apple"))
  }

  @Test("a missing report and an ignored input where a transition was expected fail")
  func missingAndKindMismatchFail() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(
      .down(Point(500, 500)), at: .zero,
      expecting: [.transition(.idle, .pressing), .transition(.pressing, .idle)])
    let failures = store.finish()
    #expect(failures.count == 2)
    #expect(failures[0].contains("expected a transition, got an ignored input"))
    #expect(failures[1].contains("expected 1 more report(s), got none"))
  }

  @Test("ignored inputs are asserted with their reason")
  func ignoredWithReason() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(.down(Point(500, 500)), at: .zero, expecting: [.ignored(.idle, reason: .noTargetHit)])
    store.send(.up, at: .milliseconds(1), expecting: [.ignored(.idle, .up, reason: .fingerNotDown)])
    let failures = store.finish()
    #expect(failures.count == 1)
    #expect(failures[0].contains("reason: expected finger not down, got no rule in this state"))
  }
}

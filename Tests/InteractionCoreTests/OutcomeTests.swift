import InteractionCore
import Testing

/// SPEC section 6: outcomes, and which transition decides each.
@Suite("Outcomes (section 6)")
struct OutcomeTests {
  let apple = Fixture.applePoint

  @Test("Section 6: every outcome is written as the section writes it")
  func outcomeText() {
    let written: [(Outcome, String)] = [
      (.tap("apple"), "tap apple"),
      (.cancel(.moved), "cancel moved"), (.cancel(.multitouch), "cancel multitouch"),
      (.cancel(.system), "cancel system"), (.cancel(.removed), "cancel removed"),
      (.dismiss(.preview), "dismiss preview"), (.dismiss(.outside), "dismiss outside"),
      (.dismiss(.escape), "dismiss escape"), (.dismiss(.host), "dismiss host"),
      (.dismiss(.system), "dismiss system"), (.dismiss(.removed), "dismiss removed"),
      (.perform("delete"), "perform delete"),
      (.navigate("apple-card", .push), "navigate apple-card push"),
      (.navigate("apple-card", .sheet), "navigate apple-card sheet"),
    ]
    for (outcome, text) in written { #expect(outcome.text == text) }
    #expect(CancelReason.allCases.count == 4)
    #expect(DismissReason.allCases.count == 6)
  }

  @Test("Section 6: tap and cancel are decided by the transition back to idle")
  func tapAndCancelOnTheWayToIdle() {
    var m = Fixture.machine()
    let reports =
      m.send(.down(apple), at: .zero) + m.send(.up, at: ms(10)) + m.send(.down(apple), at: ms(20))
      + m.send(.cancel, at: ms(30))
    var deciding: [Transition] = []
    for case .transition(let t) in reports where t.outcome != nil { deciding.append(t) }
    #expect(deciding.map(\.outcome) == [.tap("apple"), .cancel(.system)])
    #expect(deciding.allSatisfy { $0.from == .pressing && $0.to == .idle })
    #expect(deciding.map(\.interaction) == [1, 2])
  }

  @Test("Section 6: dismiss is decided on entering dismissing; the fade belongs to the same interaction")
  func dismissOnEnteringDismissing() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    let reports = m.send(.tapOutside, at: ms(900)) + m.advance(to: ms(1200))
    #expect(
      reports == [
        step(
          ms(900), .presented, .tapOutside, .dismissing, "apple", dismissEffects, outcome: .dismiss(.outside),
          n: 1),
        fired(ms(1200), .dismissing, .fade, .idle, "apple", [.endFade], n: 1),
      ])
  }

  @Test("Section 6: perform is decided on entering dismissing, before the action's destination is shown")
  func performOnEnteringDismissing() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    let reports =
      m.send(.select("share"), at: ms(900)) + m.advance(to: ms(1200)) + m.send(.closed, at: ms(2000))
    #expect(outcomes(reports) == [.perform("share")])
    guard case .transition(let first) = reports.first else {
      Issue.record("no transition")
      return
    }
    #expect(first.to == .dismissing && first.outcome == .perform("share"))
    var rest: [Transition] = []
    for case .transition(let t) in reports.dropFirst() { rest.append(t) }
    #expect(rest.map(\.to) == [.showingDestination, .idle])
    #expect(rest.allSatisfy { $0.outcome == nil && $0.interaction == 1 })
  }

  @Test("Section 6: navigate is decided on entering committing; commit and destination belong to it")
  func navigateOnEnteringCommitting() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.tapPreview, at: ms(900)) + m.advance(to: ms(1235)) + m.send(.closed, at: ms(3000)) == [
        step(
          ms(900), .presented, .tapPreview, .committing, "apple", [.hideMenu, .beginCommit("apple-card")],
          outcome: .navigate("apple-card", .sheet), n: 1),
        fired(
          ms(1235), .committing, .commit, .showingDestination, "apple",
          [.showDestination("apple-card", .sheet)], n: 1),
        step(ms(3000), .showingDestination, .closed, .idle, "apple", [.closeDestination("apple-card")], n: 1),
      ])
    #expect(m.outcomeCount == 1)
  }

  @Test("Section 6: interactions are numbered from 1; a transition outside any carries 0 and no target")
  func interactionNumbers() {
    var m = Fixture.machine()
    #expect(
      m.send(.focus("apple"), at: .zero) == [
        step(.zero, .idle, .focus("apple"), .idle, nil, [.focus("apple")], n: 0)
      ])
    _ = m.send(.down(apple), at: ms(1))
    _ = m.send(.up, at: ms(2))
    #expect(
      m.send(.focus("photo"), at: ms(3)) == [
        step(ms(3), .idle, .focus("photo"), .idle, nil, [.focus("photo")], n: 0)
      ])
    #expect(m.send(.key(.menu), at: ms(4)).compactMap(\.transition).map(\.interaction) == [2])
    #expect(m.interactionCount == 2)
  }

  @Test("Section 6: the example session of section 9 ends with perform delete")
  func specExample() {
    var m = Fixture.machine()
    var reports = m.send(.down(pt(100, 20)), at: .zero)
    reports += m.send(.up, at: ms(600))
    #expect(m.phase == .lifting)  // `expect 0.5 state lifting apple`: the up at 0.6 changes only the finger
    reports += m.send(.select("delete"), at: ms(1200))
    var sink = ReportCollector()
    m.settle(to: &sink)
    reports += sink.reports
    #expect(outcomes(reports) == [.perform("delete")])
    #expect(m.phase == .idle)
    #expect(m.outcomeCount == 1 && m.interactionCount == 1)
  }

  @Test("Section 6: a session of every kind of ending gives one outcome per interaction, in order")
  func everyKindOfEnding() {
    var m = Fixture.machine()
    var reports: [Report] = []
    func at(_ t: Int64, _ input: Input) { reports += m.send(input, at: ms(t)) }
    at(0, .down(Fixture.bubblePoint))
    at(50, .up)  // tap bubble
    at(100, .down(apple))
    at(110, .move(pt(150, 20)))  // cancel moved
    at(200, .down(apple))
    at(210, .down(Fixture.photoPoint))  // cancel multitouch
    at(300, .down(Fixture.plainPoint))
    at(900, .up)
    at(1200, .tapPreview)  // dismiss preview
    at(1600, .rightClick(apple))
    at(1610, .key(.escape))  // dismiss escape
    at(2000, .down(apple))
    at(2500, .dismiss)  // dismiss host (while lifting)
    at(3000, .down(Fixture.photoPoint))
    at(3050, .force(.one))
    at(3100, .force(.one))  // navigate photo-detail push
    at(3500, .closed)
    at(3600, .focus("plain"))
    at(3610, .key(.menu))
    at(3620, .key(.return))  // perform copy
    at(4000, .down(apple))
    at(4010, .remove("apple"))  // cancel removed
    #expect(
      outcomes(reports) == [
        .tap("bubble"), .cancel(.moved), .cancel(.multitouch), .dismiss(.preview), .dismiss(.escape),
        .dismiss(.host), .navigate("photo-detail", .push), .perform("copy"), .cancel(.removed),
      ])
    #expect(m.interactionCount == 9)
    #expect(m.outcomeCount == 9)
  }
}

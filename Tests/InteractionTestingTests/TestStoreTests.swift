import InteractionCore
import InteractionTesting
import Testing

/// The test driver users embed in their own tests: it must pass a correct story and catch every kind of
/// wrong or missing assertion, each recorded as an issue at the line of the call that found it.
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
    store.advance(to: .milliseconds(1200), expecting: [.transition(.dismissing, .timer(.fade), .idle)])
    #expect(store.finish().isEmpty)
  }

  @Test("advance(to:) without expecting keeps the timers' reports for receive")
  func advanceThenReceive() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(.down(Point(100, 20)), at: .zero)
    store.receive([.transition(.idle, .pressing)])
    store.advance(to: .milliseconds(835))
    #expect(store.unasserted.count == 2)
    store.receive([.transition(.pressing, .timer(.hold), .lifting)])
    store.receive([.transition(.lifting, .timer(.lift), .presented)])
    #expect(store.finish().isEmpty)
  }

  @Test("a failure is an issue at the caller's line, with the report as the transcript prints it")
  func failureAtTheCallersLine() throws {
    let expectedLine = #line + 5
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(100, 20)), at: .zero)
      store.skipPendingTimers()
      store.finish()  // the unasserted report fails here
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID == #fileID
        && issue.comments.contains {
          $0.rawValue == "unasserted report: 0.000  idle --down 100,20--> pressing: highlight apple"
        }
    }
  }

  @Test("a store dropped without finish() is an issue at the line that made it")
  func droppedUnfinishedFails() throws {
    let creationLine = #line + 2
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(100, 20)), at: .zero)
      _ = store.unasserted
    } matching: { issue in
      issue.sourceLocation?.line == creationLine
        && issue.comments.contains { $0.rawValue.contains("dropped without finish()") }
    }
  }

  @Test("a wrong phase, a wrong effect list and an unexpected outcome each fail, at their own lines")
  func mismatchesFail() throws {
    let first = #line + 4
    let second = #line + 5  // the call below wraps over two lines
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(
        .down(Point(100, 20)), at: .zero, expecting: [.transition(.idle, .lifting, effects: [.haptic])])
      store.send(.up, at: .milliseconds(100), expecting: [.transition(.pressing, .idle)])
      let failures = store.finish()
      #expect(failures.count == 2)
      #expect(failures[0].hasPrefix("\(#fileID):\(first): report 1 (0.000  idle --down 100,20--> pressing"))
      #expect(failures[0].contains("to: expected lifting, got pressing"))
      #expect(failures[0].contains("effects: expected [haptic], got [highlight apple]"))
      #expect(failures[1].hasPrefix("\(#fileID):\(second): "))
      #expect(failures[1].contains("outcome: expected none, got tap apple"))
    } matching: { issue in
      [first, second].contains(issue.sourceLocation?.line ?? 0)
    }
  }

  @Test("a missing report and an ignored input where a transition was expected fail")
  func missingAndKindMismatchFail() throws {
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(
        .down(Point(500, 500)), at: .zero,
        expecting: [.transition(.idle, .pressing), .transition(.pressing, .idle)])
      let failures = store.finish()
      #expect(failures.count == 2)
      #expect(failures[0].contains("expected a transition, got an ignored input"))
      #expect(failures[1].contains("expected 1 more report(s), got none: pressing --any trigger--> idle"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("expected") }
    }
  }

  @Test("ignored inputs are asserted with their reason")
  func ignoredWithReason() throws {
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(500, 500)), at: .zero, expecting: [.ignored(.idle, reason: .noTargetHit)])
      store.send(.up, at: .milliseconds(1), expecting: [.ignored(.idle, .up, reason: .fingerNotDown)])
      let failures = store.finish()
      #expect(failures.count == 1)
      #expect(failures[0].contains("reason: expected finger not down, got no rule in this state"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("reason: expected finger not down") }
    }
  }
}

/// What a store left when the test ended: timers still pending fail as unasserted reports do (as an
/// effect still running fails TCA's `TestStore`), and every message names what was expected and what
/// happened.
@Suite("InteractionTestStore, at the end of a test")
struct TestStoreEndTests {
  let scene = Scene(targets: [
    Target(id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
  ])

  @Test("P5, M5: a timer still pending at finish() fails there, with what it would report")
  func pendingTimerFailsAtFinish() throws {
    let finishLine = #line + 5
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .pressing))
      // The hold and the lift are still to fire: the story stops mid-press.
      let failures = store.finish()
      #expect(
        failures == [
          "InteractionTestingTests/TestStoreTests.swift:\(finishLine): timers still pending would report: "
            + "0.500  pressing --timer hold--> lifting: unhighlight apple, haptic, show-preview apple source fill; "
            + "0.835  lifting --timer lift--> presented: show-menu apple "
            + "(advance(to:expecting:) past them, or skipPendingTimers())"
        ])
      #expect(store.machine.phase == .pressing, "finish() runs time on in a copy")
    } matching: { issue in
      issue.sourceLocation?.line == finishLine
        && issue.comments.contains { $0.rawValue.hasPrefix("timers still pending would report: 0.500") }
    }
  }

  @Test("M5: the fade asserted with advance(to:expecting:), or skipped on purpose, leaves nothing pending")
  func pendingTimerAssertedOrSkipped() throws {
    var asserted = try InteractionTestStore(scene: scene)
    asserted.send(.down(Point(100, 20)), at: .zero)
    asserted.skipUnasserted()
    asserted.advance(to: .milliseconds(835))
    asserted.skipUnasserted()
    asserted.send(.select("copy"), at: .seconds(1))
    asserted.skipUnasserted()
    asserted.advance(to: .milliseconds(1300), expecting: .transition(.dismissing, .timer(.fade), .idle))
    #expect(asserted.finish().isEmpty)

    var skipped = try InteractionTestStore(scene: scene)
    skipped.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .pressing))
    skipped.skipPendingTimers()
    #expect(skipped.machine.phase == .presented && skipped.machine.nextDeadline == nil)
    #expect(skipped.unasserted.isEmpty)
    #expect(skipped.finish().isEmpty)
  }

  @Test("a store dropped without finish() names the reports and the timers it left, at the line that made it")
  func droppedStoreNamesWhatWasLeft() throws {
    let expected =
      "InteractionTestStore dropped without finish(): "
      + "unasserted: 0.000  idle --down 100,20--> pressing: highlight apple; "
      + "timers still pending would report: "
      + "0.500  pressing --timer hold--> lifting: unhighlight apple, haptic, show-preview apple source fill; "
      + "0.835  lifting --timer lift--> presented: show-menu apple (call finish() at the end of the test)"
    let creationLine = #line + 2
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(100, 20)), at: .zero)
    } matching: { issue in
      issue.sourceLocation?.line == creationLine && issue.comments.map(\.rawValue) == [expected]
    }
  }

  @Test("a store dropped with nothing left says so, rather than that reports were never checked")
  func droppedCleanStoreSaysNothingWasLeft() throws {
    try withKnownIssue {
      _ = try InteractionTestStore(scene: scene)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "InteractionTestStore dropped without finish(): no report unasserted, no timer pending "
          + "(call finish() at the end of the test)"
      ]
    }
  }

  @Test("T2: the timers due before an input are its reports too: one more than expected fails at that send")
  func extraReportFailsAtItsOwnStep() throws {
    let sendLine = #line + 5
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .pressing))
      // The hold and the lift fire before the up (T2): three reports, where one is expected.
      store.send(.up, at: .seconds(1), expecting: .transition(.pressing, .timer(.hold), .lifting))
      store.advance(to: .seconds(2), expecting: [])  // they were reported here, at the wrong line
      let failures = store.finish()
      #expect(
        failures == [
          "InteractionTestingTests/TestStoreTests.swift:\(sendLine): expected 1 report(s), got 2 more: "
            + "0.835  lifting --timer lift--> presented: show-menu apple; 1.000  presented --up--> presented"
        ])
    } matching: { issue in
      issue.sourceLocation?.line == sendLine
    }
  }

  @Test("a missing report names the report that was expected")
  func missingReportNamesTheExpectation() throws {
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(
        .down(Point(100, 20)), at: .zero,
        expecting: .transition(.idle, .pressing),
        .transition(.pressing, .timer(.hold), .lifting, effects: []),
        .ignored(.lifting, .up, reason: .noRule))
      store.skipPendingTimers()
      let failures = store.finish()
      #expect(failures.count == 1)
      #expect(
        failures.first?.hasSuffix(
          "expected 2 more report(s), got none: pressing --timer hold--> lifting: no effect; "
            + "lifting: up ignored (no rule in this state)") == true)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("expected 2 more report(s), got none: ") }
    }
  }
}

/// The forms a user writes first: an input as the trigger, one report or several without an array, and
/// what leaving out `effects:` means.
@Suite("InteractionTestStore, as written first")
struct TestStoreFormsTests {
  let scene = Scene(targets: [
    Target(id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
  ])

  @Test("an input is the trigger as written; one report or several need no array")
  func inputTriggersAndVariadicReports() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(
      .down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .down(Point(100, 20)), .pressing))
    store.advance(
      to: .milliseconds(835), expecting: .transition(.pressing, .timer(.hold), .lifting),
      .transition(.lifting, .timer(.lift), .presented))
    store.send(.select("copy"), at: .seconds(1))
    store.receive(.transition(.presented, .select("copy"), .dismissing, outcome: .perform("copy")))
    store.send(.up, at: .milliseconds(1100))
    store.receive(.ignored(.dismissing, .up))
    store.advance(to: .seconds(2))
    store.receive([.transition(.dismissing, .timer(.fade), .idle, effects: [.endFade])])
    #expect(store.finish().isEmpty)
  }

  @Test("an input given as the trigger is checked: another input fails, at the caller's line")
  func inputTriggerIsChecked() throws {
    let expectedLine = #line + 3
    try withKnownIssue {
      var store = try InteractionTestStore(scene: scene)
      store.send(
        .down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .down(Point(1, 2)), .pressing))
      store.skipPendingTimers()
      let failures = store.finish()
      #expect(failures.count == 1)
      #expect(failures.first?.contains("trigger: expected down 1,2, got down 100,20") == true)
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
    }
  }

  @Test("effects: left out is not checked; effects: [] expects none and fails on any")
  func effectsLeftOutOrEmpty() throws {
    var store = try InteractionTestStore(scene: scene)
    store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .pressing))
    store.skipPendingTimers()
    #expect(store.finish().isEmpty, "highlight apple was not checked")
    try withKnownIssue {
      var strict = try InteractionTestStore(scene: scene)
      strict.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .pressing, effects: []))
      strict.skipPendingTimers()
      let failures = strict.finish()
      #expect(failures.count == 1)
      #expect(failures.first?.contains("effects: expected [], got [highlight apple]") == true)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("effects: expected []") }
    }
  }
}

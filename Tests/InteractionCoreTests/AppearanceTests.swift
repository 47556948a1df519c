import InteractionCore
import Testing

/// Watches what a front end would draw, sample after sample: every value in 0…1, and none going backwards
/// within a phase (SPEC section 7). Progress values never decrease; the preview's presence rises while
/// lifting or committing, falls while dismissing and stays put in every other phase; the preview's opacity
/// never increases while dismissing and stays put in every other phase; the overlay's opacity is always
/// `overlay`.
struct AppearanceMonitor {
  let overlay: Double
  private var last: Appearance?
  private var lastInteraction = -1

  init(configuration: Configuration) {
    overlay = configuration.overlay.value
  }

  /// The problems with `look`, sampled after every earlier one, in the interaction numbered `interaction`.
  mutating func check(_ look: Appearance, interaction: Int) -> [String] {
    var problems: [String] = []
    let values: [(String, Double)] = [
      ("press", look.pressProgress), ("lift", look.liftProgress), ("commit", look.commitProgress),
      ("fade", look.fadeProgress), ("preview presence", look.previewPresence),
      ("preview opacity", look.previewOpacity),
      ("overlay opacity", look.overlayOpacity),
    ]
    for (name, value) in values where !(0...1).contains(value) {
      problems.append("\(name) \(value) lies outside 0…1 in \(look.phase.spelling)")
    }
    if look.overlayOpacity != overlay {
      problems.append("overlay opacity \(look.overlayOpacity) is not \(overlay)")
    }
    if look.isMenuShown != (look.phase == .presented) {
      problems.append("menu shown is \(look.isMenuShown) in \(look.phase.spelling)")
    }
    if let last, last.phase == look.phase, lastInteraction == interaction {
      let progress: [(String, Double, Double)] = [
        ("press", last.pressProgress, look.pressProgress), ("lift", last.liftProgress, look.liftProgress),
        ("commit", last.commitProgress, look.commitProgress), ("fade", last.fadeProgress, look.fadeProgress),
        ("loaded", Double(last.loadedCount), Double(look.loadedCount)),
      ]
      for (name, before, after) in progress where after < before {
        problems.append("\(name) went back from \(before) to \(after) in \(look.phase.spelling)")
      }
      switch look.phase {
      case .lifting, .committing:
        if look.previewPresence < last.previewPresence {
          problems.append(
            "preview presence fell from \(last.previewPresence) to \(look.previewPresence) in \(look.phase.spelling)"
          )
        }
      case .dismissing:
        if look.previewPresence > last.previewPresence {
          problems.append(
            "preview presence rose from \(last.previewPresence) to \(look.previewPresence) while dismissing")
        }
      default:
        if look.previewPresence != last.previewPresence {
          problems.append(
            "preview presence moved from \(last.previewPresence) to \(look.previewPresence) in \(look.phase.spelling)"
          )
        }
      }
      if look.phase == .dismissing {
        if look.previewOpacity > last.previewOpacity {
          problems.append(
            "preview opacity rose from \(last.previewOpacity) to \(look.previewOpacity) while dismissing")
        }
      } else if look.previewOpacity != last.previewOpacity {
        problems.append(
          "preview opacity moved from \(last.previewOpacity) to \(look.previewOpacity) in \(look.phase.spelling)"
        )
      }
    }
    last = look
    lastInteraction = interaction
    return problems
  }
}

/// `count` + 1 instants from `start` to `end`, both included, evenly spaced.
func samples(from start: Instant, to end: Instant, count: Int64) -> [Instant] {
  guard end > start else { return [start] }
  let span = (end - start).nanoseconds
  return (0...count).map {
    start + Interval(nanoseconds: span / count * $0 + (($0 == count) ? span % count : 0))
  }
}

/// SPEC section 7: what a front end draws.
@Suite("Appearance (section 7)")
struct AppearanceTests {
  let apple = Fixture.applePoint

  @Test("Section 7: at rest nothing is drawn but the overlay's opacity")
  func idleAppearance() {
    let look = Fixture.machine().appearance(at: ms(100))
    #expect(look.phase == .idle && look.target == nil)
    #expect(!look.isSourceHighlighted && !look.isMenuShown && !look.isCompact)
    #expect(
      [look.pressProgress, look.liftProgress, look.commitProgress, look.fadeProgress, look.previewOpacity]
        == [0, 0, 0, 0, 0])
    #expect(look.overlayOpacity == 0.05)
    #expect(look.menuLevelID == nil && look.highlightedItemID == nil && look.destination == nil)
    #expect(look.previewPresence == 0)
  }

  @Test("Section 7: the press progress runs 0 to 1 over hold, with the source highlighted")
  func pressProgress() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: ms(100))
    #expect(m.appearance(at: ms(100)).pressProgress == 0)
    #expect(m.appearance(at: ms(350)).pressProgress == 0.5)
    #expect(m.appearance(at: ms(600)).pressProgress == 1)
    let look = m.appearance(at: ms(225))
    #expect(look.isSourceHighlighted && look.phase == .pressing && look.target == "apple")
    #expect(look.pressProgress == 0.25 && look.liftProgress == 0 && look.previewOpacity == 0)
  }

  @Test("Section 7: the lift progress runs 0 to 1 over lift, with the preview opaque at its size")
  func liftProgress() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    let start = m.appearance(at: ms(500))
    #expect(start.pressProgress == 1 && start.liftProgress == 0 && start.previewOpacity == 1)
    #expect(!start.isSourceHighlighted && !start.isMenuShown)
    #expect(start.previewSize == Size(300, 400))
    #expect(m.appearance(at: ns(667_500_000)).liftProgress == 0.5)
    #expect(m.appearance(at: ns(667_500_000)).previewPresence == 0.5)
    #expect(m.appearance(at: ms(835)).liftProgress == 1)
    #expect(m.appearance(at: ms(835)).phase == .presented, "at its deadline the lift has ended (T2)")
  }

  @Test("Section 7: a presented menu says its level and highlighted item, by id")
  func presentedAppearance() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    var look = m.appearance(at: ms(900))
    #expect(
      look.isMenuShown && !look.isCompact && look.menuLevelID == "root" && look.highlightedItemID == nil)
    #expect(look.liftProgress == 1 && look.previewOpacity == 1 && look.previewPresence == 1)
    _ = m.send(.select("more"), at: ms(900))
    _ = m.send(.key(.down), at: ms(910))
    look = m.appearance(at: ms(910))
    #expect(look.menuLevelID == "more" && look.menuLevelID == m.openMenuLevelID)
    #expect(look.highlightedItemID == "copy" && look.highlightedItemID == m.highlightedItemID)
  }

  @Test("Section 7: the loaded count of a presented menu counts deferred loads")
  func loadedCount() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.photoPoint), at: .zero)
    #expect(m.appearance(at: .zero).loadedCount == 0)
    _ = m.advance(to: ms(100))
    #expect(m.appearance(at: ms(100)).loadedCount == 1)
    _ = m.advance(to: ms(200))
    #expect(m.appearance(at: ms(200)).loadedCount == 2)
  }

  @Test("Section 7: while dismissing the preview fades from 1 into the overlay's opacity")
  func fadeIntoOverlay() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.tapOutside, at: ms(900))
    let start = m.appearance(at: ms(900))
    #expect(start.fadeProgress == 0 && start.previewOpacity == 1 && !start.isMenuShown)
    #expect(start.previewPresence == 1 && start.liftProgress == 0)
    let middle = m.appearance(at: ms(1050))
    #expect(middle.fadeProgress == 0.5 && middle.previewPresence == 0.5)
    #expect(abs(middle.previewOpacity - 0.525) < 1e-12)
    let end = m.appearance(at: ns(1_199_999_999))  // the fade's last instant: at 1.2 s it has ended (T2)
    #expect(abs(end.fadeProgress - 1) < 1e-8)
    #expect(abs(end.previewOpacity - 0.05) < 1e-8 && end.previewPresence < 1e-8)
    #expect(end.overlayOpacity == 0.05)
    #expect(m.appearance(at: ms(1200)).phase == .idle)
  }

  @Test("Section 7: a configured overlay is the overlay's opacity and what the preview fades into")
  func configuredOverlay() {
    var m = Fixture.machine(configuration: Configuration(overlay: f(200_000)))
    longPress(&m, at: apple)
    _ = m.send(.tapOutside, at: ms(900))
    let end = m.appearance(at: ns(1_199_999_999))
    #expect(end.overlayOpacity == 0.2)
    #expect(abs(end.previewOpacity - 0.2) < 1e-8)
    #expect(m.send(.closed, at: ms(1200)).count == 2)  // the fade, then the ignored `closed`
    #expect(m.appearance(at: ms(1300)).overlayOpacity == 0.2)
  }

  @Test("Section 7: the commit progress runs 0 to 1 over commit; then the destination is drawn")
  func commitProgress() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.tapPreview, at: ms(900))
    #expect(m.appearance(at: ms(900)).commitProgress == 0)
    #expect(m.appearance(at: ns(1_067_500_000)).commitProgress == 0.5)
    #expect(m.appearance(at: ms(1234)).previewOpacity == 1 && m.appearance(at: ms(1234)).previewPresence == 1)
    _ = m.advance(to: ms(1235))
    let shown = m.appearance(at: ms(1300))
    #expect(
      shown.phase == .showingDestination && shown.destination == "apple-card" && shown.commitProgress == 1)
    #expect(!shown.isMenuShown)
  }

  @Test("Section 7: empty durations count as complete, never as a division by zero")
  func emptyDurations() {
    #expect(Interval.zero.progress(of: .zero) == 1)
    #expect(Interval.zero.progress(of: .milliseconds(5)) == 1)
    #expect(Interval.milliseconds(10).progress(of: Interval(nanoseconds: -1)) == 0)
    #expect(Interval.milliseconds(10).progress(of: .seconds(1)) == 1)
    var m = Fixture.machine(configuration: Configuration(hold: .zero, lift: .zero, fade: .zero))
    #expect(m.send(.down(apple), at: ms(10)).count == 3)  // down, hold, lift: all at 10 ms
    let look = m.appearance(at: ms(10))
    #expect(look.phase == .presented && look.pressProgress == 1 && look.liftProgress == 1)
  }

  @Test("Section 7: along a whole session every value lies in 0…1 and none goes backwards within a phase")
  func monotoneAlongASession() {
    var m = Fixture.machine()
    var monitor = AppearanceMonitor(configuration: m.configuration)
    var problems: [String] = []
    func look(upTo end: Instant) {
      for instant in samples(from: m.now, to: end, count: 40) {
        problems += monitor.check(m.appearance(at: instant), interaction: m.interactionCount)
      }
    }
    for (instant, input) in TimeRuleTests.story {
      while let deadline = m.nextDeadline, deadline <= instant {
        look(upTo: deadline)
        _ = m.advance(to: deadline)
      }
      look(upTo: instant)
      _ = m.send(input, at: instant)
    }
    while let deadline = m.nextDeadline {
      look(upTo: deadline)
      _ = m.advance(to: deadline)
    }
    look(upTo: m.now + .seconds(1))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("Section 7: the monitor itself catches values that go backwards or out of range")
  func monitorCatchesProblems() {
    var monitor = AppearanceMonitor(configuration: .standard)
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(monitor.check(m.appearance(at: ms(300)), interaction: 1).isEmpty)
    #expect(monitor.check(m.appearance(at: ms(200)), interaction: 1).count == 1)
    var bad = m.appearance(at: ms(300))
    bad.liftProgress = 1.5
    #expect(monitor.check(bad, interaction: 1).count == 1)
  }

  @Test("Section 7, M5: a compact menu has no preview, so nothing flashes while it fades")
  func compactMenuFadesWithoutAPreview() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    _ = m.send(.tapOutside, at: ms(100))
    #expect(m.phase == .dismissing)
    for step in 0...5 {
      let look = m.appearance(at: ms(100 + 50 * Int64(step)))
      #expect(look.previewOpacity == 0)
      #expect(look.isCompact)
    }
    #expect(m.appearance(at: ms(250)).fadeProgress == 0.5)
  }
}

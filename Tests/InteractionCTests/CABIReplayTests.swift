import CInteraction
import Foundation
import InteractionCore
import Testing

/// Every shipped trace driven through the C ABI by a host loop (send, next deadline, advance): the
/// reports, decoded from the C structs, are the Swift machine's, and their transcript is the golden.
@Suite struct CABIReplayTests {
  @Test("I4: every shipped trace through the C ABI gives the golden transcript and the Swift reports")
  func shippedTraces() throws {
    let traces = CABIFixtures.shippedTraces
    #expect(traces.count >= 51)
    for url in traces {
      let text = CABIFixtures.text(url)
      let machine = try #require(CMachine(text), "\(url.lastPathComponent)")
      let reports = machine.hostLoop()
      let trace = try Trace.parse(text)
      let (swiftReports, _) = try trace.replay()
      #expect(reports == swiftReports, "\(url.lastPathComponent)")
      let golden = CABIFixtures.text(url.deletingPathExtension().appendingPathExtension("transcript"))
      #expect(Transcript.text(for: reports) == golden, "\(url.lastPathComponent)")
    }
  }

  @Test("interaction_machine_send_at, the instant read from memory, reports as interaction_machine_send")
  func sendAt() throws {
    for url in CABIFixtures.shippedTraces {
      let byValue = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      let byPointer = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      for (instant, input) in byValue.traceInputs {
        var input = input
        var at = instant
        let status = interaction_machine_send_at(byPointer.pointer, &input, &at)
        #expect(status == byValue.send(input, at: instant))
        #expect(byPointer.reports == byValue.reports, "\(url.lastPathComponent) at \(instant)")
      }
    }
  }

  @Test("interaction_machine_send_reports: the status and reports of send, then reports")
  func sendReports() throws {
    for url in CABIFixtures.shippedTraces {
      let apart = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      let together = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      for (instant, input) in apart.traceInputs {
        var input = input
        var reports: UnsafePointer<interaction_report>?
        var count: UInt32 = 99
        let status = interaction_machine_send_reports(together.pointer, &input, instant, &reports, &count)
        #expect(status == apart.send(input, at: instant))
        var expected: UnsafePointer<interaction_report>?
        var expectedCount: UInt32 = 0
        _ = interaction_machine_reports(together.pointer, &expected, &expectedCount)
        #expect(reports == expected && count == expectedCount)
        #expect(together.reports == apart.reports, "\(url.lastPathComponent) at \(instant)")
        #expect(together.effectBytes == apart.effectBytes, "\(url.lastPathComponent) at \(instant)")
      }
    }
  }

  @Test("interaction_machine_send_at_reports: the status, reports and effects of send_at, reports, effects")
  func sendAtReports() throws {
    for url in CABIFixtures.shippedTraces {
      let apart = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      let together = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      for (index, (instant, input)) in apart.traceInputs.enumerated() {
        var input = input
        var at = instant
        var reports: UnsafePointer<interaction_report>?
        var reportCount: UInt32 = 99
        var effects: UnsafePointer<interaction_effect>?
        var effectCount: UInt32 = 99
        // Every other input without its effects: they are then made on the next read, as after a send.
        let status =
          index % 2 == 0
          ? interaction_machine_send_at_reports(
            together.pointer, &input, &at, &reports, &reportCount, &effects, &effectCount)
          : interaction_machine_send_at_reports(
            together.pointer, &input, &at, &reports, &reportCount, nil, nil)
        #expect(status == apart.send(input, at: instant))
        var expected: UnsafePointer<interaction_report>?
        var expectedCount: UInt32 = 0
        _ = interaction_machine_reports(together.pointer, &expected, &expectedCount)
        #expect(reports == expected && reportCount == expectedCount)
        if index % 2 == 0 {
          #expect(Int(effectCount) * MemoryLayout<interaction_effect>.stride == together.effectBytes.count)
          #expect(effectCount == 0 || effects != nil)
        } else {
          #expect(effectCount == 99)
        }
        #expect(together.reports == apart.reports, "\(url.lastPathComponent) at \(instant)")
        #expect(together.effectBytes == apart.effectBytes, "\(url.lastPathComponent) at \(instant)")
      }
    }
  }

  @Test("Effects are made on the first read after a call: a second read gives the same structs")
  func effectsReadTwice() throws {
    var callsWithEffects = 0
    for url in CABIFixtures.shippedTraces {
      let machine = try #require(CMachine(CABIFixtures.text(url)), "\(url.lastPathComponent)")
      for (instant, input) in machine.traceInputs {
        machine.send(input, at: instant)
        let first = machine.effectBytes
        let second = machine.effectBytes
        #expect(first == second, "\(url.lastPathComponent) at \(instant)")
        if !first.isEmpty { callsWithEffects += 1 }
      }
    }
    #expect(callsWithEffects > 100)
  }

  @Test("interaction_replay gives the transcript bytes; interaction_check the expectations' results")
  func replayAndCheck() throws {
    for url in CABIFixtures.shippedTraces.prefix(12) {
      let text = Array(CABIFixtures.text(url).utf8)
      let golden = CABIFixtures.text(url.deletingPathExtension().appendingPathExtension("transcript"))
      var needed: UInt64 = 0
      let probe = text.withUnsafeBufferPointer { t in
        t.withMemoryRebound(to: CChar.self) {
          interaction_replay($0.baseAddress, UInt64($0.count), nil, 0, &needed, nil)
        }
      }
      #expect(probe == INTERACTION_STATUS_BUFFER_TOO_SMALL || golden.isEmpty)
      #expect(needed == UInt64(golden.utf8.count))
      var buffer = [CChar](repeating: 0, count: Int(needed))
      var written: UInt64 = 0
      let status = text.withUnsafeBufferPointer { t in
        t.withMemoryRebound(to: CChar.self) {
          interaction_replay($0.baseAddress, UInt64($0.count), &buffer, needed, &written, nil)
        }
      }
      #expect(status == INTERACTION_STATUS_OK)
      #expect(String(decoding: buffer.map { UInt8(bitPattern: $0) }, as: UTF8.self) == golden)

      var result = interaction_check_result()
      var length: UInt64 = 99
      let checked = text.withUnsafeBufferPointer { t in
        t.withMemoryRebound(to: CChar.self) {
          interaction_check($0.baseAddress, UInt64($0.count), &result, nil, 0, &length, nil)
        }
      }
      #expect(checked == INTERACTION_STATUS_OK)
      #expect(result.failure_count == 0 && length == 0)
      let trace = try Trace.parse(CABIFixtures.text(url))
      #expect(Int(result.expectation_count) == trace.expectations.count)
      #expect(Int(result.input_count) == trace.inputs.count)
    }
  }

  @Test("interaction_check prints a failed expectation as interaction-sim check does after the file name")
  func checkFailure() throws {
    let text = """
      target apple frame=0,0,100,100
        action copy "Copy"
      at 0 down 10,10
      at 0.1 up
      expect outcome 1 perform copy
      expect outcomes 1
      """
    let trace = try Trace.parse(text)
    let expected = try trace.replay().result.failures.map { $0.formatted(file: "F") }
    #expect(expected.count == 1)
    var result = interaction_check_result()
    var buffer = [CChar](repeating: 0, count: 512)
    var length: UInt64 = 0
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { t in
      t.withMemoryRebound(to: CChar.self) {
        interaction_check($0.baseAddress, UInt64($0.count), &result, &buffer, 512, &length, nil)
      }
    }
    #expect(status == INTERACTION_STATUS_OK)
    #expect(result.failure_count == 1 && result.expectation_count == 2 && result.outcome_count == 1)
    let printed = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect("F:" + printed == expected[0] + "\n")
  }

  @Test("M10: hover ID and hover none through the C ABI give the Swift machine's reports")
  func hover() throws {
    let text = """
      target apple frame=0,0,390,44 preview=custom:apple-card destination=same
        action copy "Copy"
        action delete "Delete" destructive
      """
    let trace = try Trace.parse(text)
    let machine = try #require(CMachine(text))
    var swift = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    let copy = try #require(machine.find("copy"))
    let delete = try #require(machine.find("delete"))
    func input(_ verb: InputVerb, _ name: UInt32 = INTERACTION_NO_NAME) -> interaction_input {
      cInput(verb, name, x: 100_000, y: 20_000)
    }
    let steps: [(Int64, interaction_input)] = [
      (0, input(.down)), (900_000_000, input(.hover, copy)), (1_000_000_000, input(.hover)),
      (1_100_000_000, input(.hover, delete)), (1_100_000_000, input(.hover, delete)),
      (1_200_000_000, input(.up)),
    ]
    for (instant, step) in steps {
      #expect(machine.send(step, at: instant) == INTERACTION_STATUS_OK)
      let expected = swift.send(machine.decode(step), at: Instant(nanoseconds: instant))
      #expect(machine.reports == expected)
    }
    #expect(machine.decode(input(.hover)) == .hover(nil))
    #expect(machine.decode(input(.hover, copy)) == .hover("copy"))
  }

  @Test("T2: an input's transition and the timers it sets that fire in the same call keep each their effects")
  func zeroDurationsInOneCall() throws {
    // Zero durations: a down's transition, then the hold's and the lift's, all in the call that sends
    // the down; the input's effects are copied before the timers' transitions replace them in the
    // machine (the call's last transition's effects are read from the machine).
    let text = """
      trace 1
      set hold=0 slop=10 lift=0 commit=0 fade=0 overlay=0.05 peek=0.5 pop=0.95
      target card frame=20,100,350,120 preview=custom:card-preview size=300x400
        action copy "Copy"
      """
    let trace = try Trace.parse(text)
    let machine = try #require(CMachine(text))
    var swift = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    let copy = try #require(machine.find("copy"))
    func input(_ verb: InputVerb, _ name: UInt32 = INTERACTION_NO_NAME) -> interaction_input {
      cInput(verb, name, x: 195_000, y: 160_000)
    }
    let steps: [(Int64, interaction_input)] = [
      (0, input(.down)), (600_000_000, input(.up)), (1_200_000_000, input(.select, copy)),
      (2_000_000_000, input(.down)), (2_100_000_000, input(.up)), (2_200_000_000, input(.tapPreview)),
    ]
    var callsWithSeveralTransitions = 0
    for (instant, step) in steps {
      #expect(machine.send(step, at: instant) == INTERACTION_STATUS_OK)
      let expected = swift.send(machine.decode(step), at: Instant(nanoseconds: instant))
      #expect(machine.reports == expected)
      if expected.count > 1 { callsWithSeveralTransitions += 1 }
    }
    #expect(callsWithSeveralTransitions == 4)
  }

  @Test("SPEC section 7: the appearance through the C ABI holds every value the Swift machine gives")
  func appearance() throws {
    var compared = 0
    try probeAppearances(advancingToDeadlines: true) { machine, swift, probe in
      let expected = swift.appearance(at: Instant(nanoseconds: probe))
      expectSameAppearance(machine.appearance(at: probe), expected, machine, at: probe)
      compared += 1
    }
    #expect(compared > 20)
  }

  @Test(
    "SPEC section 7, T2: the appearance through the C ABI past the next deadline is drawn after the timers due by then"
  )
  func appearancePastTheDeadline() throws {
    var pastADeadline = 0
    // The C machine is not advanced between inputs: each probe may lie past its next deadline.
    try probeAppearances(advancingToDeadlines: false) { machine, swift, probe in
      if let deadline = machine.nextDeadline, deadline <= probe { pastADeadline += 1 }
      var advanced = swift
      var sink = DiscardingSink()
      let expected = advanced.frame(at: Instant(nanoseconds: probe), to: &sink)
      expectSameAppearance(machine.appearance(at: probe), expected, machine, at: probe)
    }
    #expect(pastADeadline > 10)
  }

  /// Replays a shipped trace through the C ABI and the Swift machine side by side, and calls `probe`
  /// every 25 ms between inputs with both machines and the instant; with `advancingToDeadlines`, both
  /// are first advanced to each deadline due by then, else they are left where the last input put them.
  private func probeAppearances(
    advancingToDeadlines: Bool, _ probe: (CMachine, InteractionMachine, Int64) -> Void
  ) throws {
    let url = CABIFixtures.traces.appendingPathComponent("08-component-actions-with-destination.trace")
    let text = CABIFixtures.text(url)
    let trace = try Trace.parse(text)
    let machine = try #require(CMachine(text))
    var swift = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    var sink = DiscardingSink()
    for (instant, input) in machine.traceInputs {
      var at = swift.now.nanoseconds
      while at < instant {
        if advancingToDeadlines, let deadline = swift.nextDeadline, deadline.nanoseconds <= at {
          swift.advance(to: deadline, to: &sink)
          machine.advance(to: deadline.nanoseconds)
        }
        probe(machine, swift, at)
        at += 25_000_000
      }
      swift.send(machine.decode(input), at: Instant(nanoseconds: instant), to: &sink)
      machine.send(input, at: instant)
    }
  }
}

/// Every field of an appearance drawn through the C ABI against the one the Swift machine draws at the
/// same instant (SPEC section 7), the names read through `machine`; a failure names the instant.
private func expectSameAppearance(
  _ actual: interaction_appearance, _ expected: Appearance, _ machine: CMachine, at probe: Int64,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let at: Comment = "at \(probe) ns"
  #expect(actual.phase == expected.phase.rawValue, at, sourceLocation: sourceLocation)
  #expect(machine.name(actual.target) == expected.target, at, sourceLocation: sourceLocation)
  #expect(actual.press_progress == expected.pressProgress, at, sourceLocation: sourceLocation)
  #expect(actual.lift_progress == expected.liftProgress, at, sourceLocation: sourceLocation)
  #expect(actual.commit_progress == expected.commitProgress, at, sourceLocation: sourceLocation)
  #expect(actual.fade_progress == expected.fadeProgress, at, sourceLocation: sourceLocation)
  #expect(actual.preview_opacity == expected.previewOpacity, at, sourceLocation: sourceLocation)
  #expect(actual.preview_presence == expected.previewPresence, at, sourceLocation: sourceLocation)
  #expect(actual.overlay_opacity == expected.overlayOpacity, at, sourceLocation: sourceLocation)
  #expect((actual.menu_shown != 0) == expected.isMenuShown, at, sourceLocation: sourceLocation)
  #expect((actual.compact != 0) == expected.isCompact, at, sourceLocation: sourceLocation)
  #expect(
    (actual.source_highlighted != 0) == expected.isSourceHighlighted, at, sourceLocation: sourceLocation)
  #expect(Int(actual.loaded_count) == expected.loadedCount, at, sourceLocation: sourceLocation)
  #expect((actual.has_preview_size != 0) == (expected.previewSize != nil), at, sourceLocation: sourceLocation)
  #expect(
    actual.preview_width == (expected.previewSize?.width.millipoints ?? 0), at, sourceLocation: sourceLocation
  )
  #expect(machine.name(actual.destination) == expected.destination, at, sourceLocation: sourceLocation)
  let level: String? = actual.menu_level == INTERACTION_ROOT_LEVEL ? "root" : machine.name(actual.menu_level)
  #expect(level == expected.menuLevelID, at, sourceLocation: sourceLocation)
  #expect(
    machine.name(actual.highlighted_item) == expected.highlightedItemID, at, sourceLocation: sourceLocation)
}

import Foundation
import InteractionCore
import Testing

/// The transcript's lines and its JSON form (SPEC section 10).
@Suite struct TraceTranscriptTests {
  @Test func theSpecExamplesTranscript() throws {
    #expect(
      try parsed(specExample).transcript == """
        0.000  idle --down 100,20--> pressing: highlight apple
        0.500  pressing --timer hold--> lifting: unhighlight apple, haptic, show-preview apple custom:apple-card 300x400
        0.600  lifting --up--> lifting
        0.835  lifting --timer lift--> presented: show-menu apple
        1.200  presented --select delete--> dismissing: perform apple delete, hide-menu, begin-fade 0.05 => outcome 1: perform delete
        1.500  dismissing --timer fade--> idle: end-fade

        """)
  }

  @Test func anIgnoredInputSaysWhy() throws {
    let trace = try parsed(
      specExample.replacingOccurrences(of: "at 0.6 up", with: "at 0.6 up\nat 0.7 down 5,5"))
    #expect(try trace.transcript.contains("\n0.700  lifting: down 5,5 ignored (the screen is busy)\n"))
    let report = Report.ignored(
      IgnoredInput(instant: Instant(nanoseconds: 1), phase: .idle, input: .select("x"), reason: .noRule))
    #expect(Transcript.line(for: report) == "0.000000001  idle: select x ignored (no rule in this state)")
  }

  @Test func theJSONFormIsValidAndCarriesEveryField() throws {
    let (reports, result) = try parsed(specExample + "at 2 down 1000,1000\n").replay()
    let text = TranscriptJSON.document(reports: reports, outcomes: result.outcomes)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    #expect(transitions.count == reports.count)
    #expect(object["outcomes"] as? [String] == ["perform delete"])
    let select = transitions[4]
    #expect(select["instant_ns"] as? Int == 1_200_000_000)
    #expect(select["instant"] as? String == "1.200")
    #expect(select["kind"] as? String == "transition")
    #expect(select["from"] as? String == "presented")
    #expect(select["trigger"] as? String == "select delete")
    #expect(select["to"] as? String == "dismissing")
    #expect(select["target"] as? String == "apple")
    #expect(select["effects"] as? [String] == ["perform apple delete", "hide-menu", "begin-fade 0.05"])
    #expect(select["outcome"] as? String == "perform delete")
    #expect(select["interaction"] as? Int == 1)
    #expect(select["reason"] is NSNull)
    let ignored = try #require(transitions.last)
    #expect(ignored["kind"] as? String == "ignored")
    #expect(ignored["from"] as? String == "idle")
    #expect(ignored["to"] as? String == "idle")
    #expect(ignored["reason"] as? String == "no target hit")
    #expect(ignored["interaction"] is NSNull)
    #expect(ignored["outcome"] is NSNull)
    #expect(ignored["effects"] as? [String] == [])
  }

  @Test func anEmptyReplayIsValidJSON() throws {
    let text = TranscriptJSON.document(reports: [], outcomes: [])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((object["transitions"] as? [Any])?.isEmpty == true)
  }

  @Test("section 10: every string of a JSON entry is escaped, and reads back as its value's text")
  func jsonEntriesEscapeTheirStrings() throws {
    // Ids from the API are not checked against a trace's rules when they are only inputs: a select of an
    // id with a quote, a backslash and control characters is ignored, and its entry still parses.
    let odd = "q\"b\\s\nt\t\u{1}é"
    let ignored = Report.ignored(
      IgnoredInput(instant: .zero, phase: .presented, input: .select(odd), reason: .notInLevel(odd)))
    let transition = Report.transition(
      Transition(
        instant: Instant(nanoseconds: 1_500_000_000), from: .presented, trigger: .input(.select(odd)),
        to: .dismissing, target: odd, effects: EffectList(.performAction(target: odd, action: odd)),
        outcome: .perform(odd), interaction: 2))
    let entries = [ignored, transition].map(TranscriptJSON.entry(for:))
    #expect(
      entries[0]
        == #"{"instant_ns": 0, "instant": "0.000", "kind": "ignored", "from": "presented", "trigger": "select q\"b\\s\nt\t\u0001é", "to": "presented", "target": null, "effects": [], "outcome": null, "interaction": null, "reason": "q\"b\\s\nt\t\u0001é is not in the open level"}"#
    )
    let decoded = try entries.map { entry in
      try #require(try JSONSerialization.jsonObject(with: Data(entry.utf8)) as? [String: Any])
    }
    #expect(decoded[0]["trigger"] as? String == "select " + odd)
    #expect(decoded[0]["reason"] as? String == odd + " is not in the open level")
    #expect(decoded[1]["instant_ns"] as? Int == 1_500_000_000)
    #expect(decoded[1]["instant"] as? String == "1.500")
    #expect(decoded[1]["trigger"] as? String == "select " + odd)
    #expect(decoded[1]["target"] as? String == odd)
    #expect(decoded[1]["effects"] as? [String] == ["perform " + odd + " " + odd])
    #expect(decoded[1]["outcome"] as? String == "perform " + odd)
    #expect(decoded[1]["interaction"] as? Int == 2)
  }

  @Test func jsonStringsAreEscaped() throws {
    let literal = TranscriptJSON.string("a\"b\\c\nd\u{1}é")
    #expect(literal == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    let decoded = try JSONSerialization.jsonObject(with: Data(("[" + literal + "]").utf8)) as? [String]
    #expect(decoded == ["a\"b\\c\nd\u{1}é"])
  }
}

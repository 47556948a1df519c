import InteractionCore
import Testing

/// What a user writes first reads naturally: a fraction as a number, a report printed as its
/// transcript line (section 6).
@Suite("Readable values")
struct ReadableValuesTests {
  @Test("Fraction from Double: the nearest millionth, a tie away from zero, as a trace reads 0.05")
  func fractionFromDouble() {
    #expect(Fraction(0.05) == Fraction(millionths: 50_000))
    #expect(Fraction(0.05) == Configuration.standard.overlay)
    #expect(Fraction(1) == .one && Fraction(0) == .zero && Fraction(-0.0) == .zero)
    #expect(Fraction(0.0000005).millionths == 0, "0.0000005's binary value lies just below the tie")
    #expect(Fraction(0.0000015).millionths == 2, "just above 1.5 millionths in binary")
    #expect(Fraction(1.0000005).millionths == 1_000_001, "just above the tie")
    #expect(Fraction(0.1234565).millionths == 123_456, "just below the tie")
    #expect(Fraction(-0.1234565).millionths == -123_456)
    #expect(Fraction(0x1p-21).millionths == 0, "0.4768 millionths")
    #expect(Fraction(0x1p-20).millionths == 1, "0.9537 millionths")
    #expect(Fraction(0.5 / 1_000_000 + 0x1p-50).millionths == 1)
    #expect(Fraction(0x1p42).millionths == 4_398_046_511_104_000_000)
    // Never a trap: NaN, infinities and huge values land far outside 0…1, which a scene refuses.
    #expect(Fraction(.nan).millionths == .max)
    #expect(Fraction(.infinity).millionths == .max)
    #expect(Fraction(-.infinity).millionths == .min)
    #expect(Fraction(0x1p43).millionths == 8_796_093_022_208_000_000, "2⁴³ × 10⁶ < 2⁶³")
    #expect(Fraction(9.3e12).millionths == .max && Fraction(-1e300).millionths == .min)
    #expect(Fraction(.leastNonzeroMagnitude).millionths == 0)
    // Every millionth from 0 to 1 survives the trip through the nearest Double.
    for millionths in stride(from: Int64(0), through: 1_000_000, by: 1) {
      let value = Double(millionths) / 1_000_000
      if Fraction(value).millionths != millionths {
        Issue.record("Fraction(\(value)) is not \(millionths) millionths")
        break
      }
    }
  }

  @Test("section 6: a report prints as its transcript line, what report.text gives")
  func reportPrintsItsTranscriptLine() throws {
    var machine = try InteractionMachine(
      scene: Scene(targets: [
        Target(
          id: "apple", frame: Rect(0, 0, 390, 44), menu: Menu([.action(Action(id: "copy", title: "Copy"))]))
      ]))
    let ignored = try #require(machine.send(.up, at: .zero).first)
    let down = try #require(machine.send(.down(Point(100, 20)), at: .milliseconds(1)).first)
    #expect(down.text == "0.001  idle --down 100,20--> pressing: highlight apple")
    #expect(String(describing: down) == down.text && "\(down)" == Transcript.line(for: down))
    guard case .transition(let transition) = down else {
      Issue.record("expected a transition")
      return
    }
    #expect("\(transition)" == down.text)
    guard case .ignored(let input) = ignored else {
      Issue.record("expected an ignored input")
      return
    }
    #expect("\(input)" == "0.000  idle: up ignored (no rule in this state)")
    #expect(input.text == ignored.text)
  }
}

import InteractionAnalysis
import InteractionCore
import Testing

/// The shrinker's ddmin and the failure signature it keeps (issue 6).
@Suite("Shrinker")
struct ShrinkerTests {
  @Test("ddmin finds a 1-minimal sublist; the failure signature ignores what is not the failure's kind")
  func ddminAndSignature() {
    let result = TraceShrinker.minimize(Array(0..<40)) { $0.contains(7) && $0.contains(31) }
    #expect(result == [7, 31])
    #expect(TraceShrinker.minimize(Array(0..<10)) { _ in true } == [])
    func failure(_ kind: InteractionCore.Expectation.Kind, _ message: String) -> ExpectationFailure {
      ExpectationFailure(expectation: InteractionCore.Expectation(kind), line: 1, message: message)
    }
    #expect(
      TraceShrinker.signature(of: failure(.outcomeCount(3), "expected outcomes 3, got outcomes 5")) == "more")
    #expect(
      TraceShrinker.signature(of: failure(.outcomeCount(3), "expected outcomes 3, got outcomes 1")) == "fewer"
    )
    #expect(
      TraceShrinker.signature(
        of: failure(
          .outcome(2, .tap("a")), "expected outcome 2 tap a, got no outcome 2 (1 interaction ended)"))
        == "no outcome")
    #expect(
      TraceShrinker.signature(
        of: failure(
          .state(.zero, .lifting, target: "a"),
          "expected state lifting a at 0.000, got state idle a (b is pressing)"))
        == "state idle a")
  }
}

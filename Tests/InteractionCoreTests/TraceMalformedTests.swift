import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// The catalogue of malformed traces (SPEC section 9, errors): each `Malformed/NAME.trace` has its exact
/// error line in `Malformed/NAME.error`. A new trace, or an error message changed on purpose: write the
/// trace, then let the parser write its error line, and review it in the diff:
///
///     UPDATE_GOLDENS=1 swift test --filter TraceMalformed
///
/// A trace that parses is never written: the test fails for it, in either mode.
@Suite struct TraceMalformedTests {
  @Test func theCatalogueHoldsAtLeastTwentyFiveTraces() {
    #expect(TraceFixtures.malformedNames().count >= 25)
  }

  @Test(arguments: TraceFixtures.malformedNames())
  func parsingGivesTheCataloguedError(_ name: String) throws {
    let bytes = TraceFixtures.bytes(TraceFixtures.malformed.appendingPathComponent(name + ".trace"))
    let expected = TraceFixtures.text(TraceFixtures.malformed.appendingPathComponent(name + ".error"))
    let error = try #require(parseError(bytes: bytes), "\(name).trace parses: it is no malformed trace")
    let line = error.formatted(file: name + ".trace") + "\n"
    if Environment.updatesGoldens {
      if line != expected {
        try Data(line.utf8).write(to: TraceFixtures.malformed.appendingPathComponent(name + ".error"))
      }
      return
    }
    #expect(line == expected, "\(name).error is not what the parser says (UPDATE_GOLDENS=1 rewrites it)")
  }

  @Test func everyKindOfErrorIsCatalogued() throws {
    var kinds: Set<TraceError.Kind> = []
    for name in TraceFixtures.malformedNames() {
      let bytes = TraceFixtures.bytes(TraceFixtures.malformed.appendingPathComponent(name + ".trace"))
      if let error = parseError(bytes: bytes) { kinds.insert(error.kind) }
    }
    let all: [TraceError.Kind] = [
      .malformedStatement, .unknownStatement, .unknownVerb, .unknownExpectation, .unknownAttribute,
      .unknownFlag,
      .unknownValue, .invalidID, .undeclaredID, .duplicateID, .reservedID, .timeWentBackwards,
      .valueOutOfRange,
      .invalidNumber, .conflictingFlags, .unterminatedString, .controlCharacter, .invalidUTF8,
      .tabInIndentation,
      .badIndentation, .declarationAfterInput, .unsupportedVersion, .misplacedHeader,
    ]
    for kind in all { #expect(kinds.contains(kind), "no malformed trace gives \(kind)") }
  }

  @Test func theKindsAreTheOnesNamed() throws {
    func kind(_ name: String) -> TraceError.Kind? {
      parseError(bytes: TraceFixtures.bytes(TraceFixtures.malformed.appendingPathComponent(name + ".trace")))?
        .kind
    }
    #expect(kind("time-backwards") == .timeWentBackwards)
    #expect(kind("undeclared-select") == .undeclaredID)
    #expect(kind("duplicate-item") == .duplicateID)
    #expect(kind("reserved-target") == .reservedID)
    #expect(kind("keep-with-destination") == .conflictingFlags)
    #expect(kind("duplicate-attribute") == .conflictingFlags)
    #expect(kind("exponent") == .invalidNumber)
    #expect(kind("leading-plus") == .invalidNumber)
    #expect(kind("leading-dot") == .invalidNumber)
    #expect(kind("time-too-fine") == .valueOutOfRange)
    #expect(kind("peek-above-pop") == .valueOutOfRange)
    #expect(kind("item-under-action") == .badIndentation)
    #expect(kind("set-after-input") == .declarationAfterInput)
    #expect(kind("wrong-version") == .unsupportedVersion)
    #expect(kind("missing-version") == .unsupportedVersion)
  }
}

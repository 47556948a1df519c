import InteractionCore
import Testing

/// What each word of the effect, outcome and ignore tables carries, as `scripts/regenerate` reads it to
/// write the JavaScript module's decoding tables and the `.d.ts` unions, held to the values and text
/// the core makes (section 6's reports; the generated files are checked against these tables in CI).
@Suite("Word shapes: operands as the values carry them (section 6)")
struct WordShapeTests {
  /// One effect of every kind, each naming different ids, in the order its payload holds them.
  static let effects: [(effect: Effect, names: [String])] = [
    (.highlightSource("apple"), ["apple"]),
    (.unhighlightSource("apple"), ["apple"]),
    (.runPrimaryAction(target: "apple", action: "open"), ["apple", "open"]),
    (.haptic, []),
    (
      .showPreview(
        target: "apple", preview: .custom("apple-card"),
        size: Size(width: Length(points: 300), height: Length(points: 200))),
      ["apple"]
    ),
    (.showMenu(target: "apple", compact: true), ["apple"]),
    (.hideMenu, []),
    (.openSubmenu("more"), ["more"]),
    (.closeSubmenu("more"), ["more"]),
    (.highlightItem("share"), ["share"]),
    (.showLoadedItems("recent"), ["recent"]),
    (.setItemState(item: "pin", state: .on), ["pin"]),
    (.clearSelection(menu: "sort", except: "by-name"), ["sort", "by-name"]),
    (.performAction(target: "apple", action: "share"), ["apple", "share"]),
    (.beginFade(Fraction(millionths: 500_000)), []),
    (.endFade, []),
    (.beginCommit("apple-page"), ["apple-page"]),
    (.showDestination("apple-page", .sheet), ["apple-page"]),
    (.closeDestination("apple-page"), ["apple-page"]),
    (.focus("apple"), ["apple"]),
    (.unfocus("apple"), ["apple"]),
  ]

  @Test("Every effect kind has a sample, and its operands name as many ids as its payload holds")
  func effectOperandsMatchPayloads() {
    #expect(Set(Self.effects.map(\.effect.kind)) == Set(EffectKind.allCases))
    for (effect, names) in Self.effects {
      let nameOperands = effect.kind.operands.filter(\.isName)
      #expect(nameOperands.count == names.count, "\(effect.text)")
      // The text writes the names in the operands' order.
      var rest = Substring(effect.text)
      for name in names {
        guard let range = rest.range(of: name) else {
          Issue.record("\(effect.text) does not name \(name) in order")
          break
        }
        rest = rest[range.upperBound...]
      }
      #expect(effect.text.hasPrefix(effect.kind.spelling), "\(effect.text)")
    }
    // Each operand's key is a distinct host field name.
    let keys = WordOperand.allCases.map(\.key)
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isLetter) })
  }

  @Test("Every outcome has its kind and names what its operands say")
  func outcomeKindsAndOperands() {
    let outcomes: [(Outcome, OutcomeKind, [String])] = [
      (.tap("apple"), .tap, ["apple"]),
      (.cancel(.moved), .cancel, []),
      (.dismiss(.outside), .dismiss, []),
      (.perform("share"), .perform, ["share"]),
      (.navigate("apple-page", .push), .navigate, ["apple-page"]),
    ]
    #expect(Set(outcomes.map(\.1)) == Set(OutcomeKind.allCases))
    for (outcome, kind, names) in outcomes {
      #expect(outcome.kind == kind)
      #expect(outcome.text.hasPrefix(kind.spelling), "\(outcome.text)")
      #expect(kind.operands.filter(\.isName).count == names.count, "\(outcome.text)")
      for name in names { #expect(outcome.text.contains(name), "\(outcome.text)") }
    }
  }

  @Test("An ignored input's phrase names its id exactly when its kind says it does")
  func ignorePhrasesNameTheirIDs() {
    let id = "quince-tart"
    for kind in IgnoreKind.allCases {
      let reason = IgnoreReason(kind, for: .select(id))
      #expect(reason.kind == kind)
      #expect(reason.spelling == kind.spelling)
      #expect(reason.text.contains(id) == kind.namesID, "\(kind.spelling): \(reason.text)")
    }
  }
}

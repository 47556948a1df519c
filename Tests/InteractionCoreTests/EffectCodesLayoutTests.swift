import Testing

@testable import InteractionCore

/// The C ABI copies a transition's effect codes out of the machine as they lie
/// (`InteractionMachine.copyLastTransitionEffects`): six 8-byte codes from the first byte of
/// ``EffectCodes``, one 8-byte load each, then the count. The goldens through the C ABI would catch a
/// change to that layout as wrong effects; these stories name the cause.
@Suite("Effect codes lie as the C ABI copies them")
struct EffectCodesLayoutTests {
  @Test("An effect code is 8 bytes; six lie one after another from the list's first byte, the count after")
  func layout() {
    #expect(MemoryLayout<EffectCode>.size == 8)
    #expect(MemoryLayout<EffectCode>.stride == 8)
    let slots: [WritableKeyPath<EffectCodes, EffectCode>] = [\.c0, \.c1, \.c2, \.c3, \.c4, \.c5]
    #expect(slots.map { MemoryLayout<EffectCodes>.offset(of: $0) } == [0, 8, 16, 24, 32, 40])
    #expect(MemoryLayout<EffectCodes>.offset(of: \EffectCodes.count) == 48)
  }

  /// The packed form is a code's own bytes (natively one word, in the wasm four fields), so both
  /// layouts must give this format, which hosts keep and hand back: the kind's place in its vocabulary,
  /// the flag, then each operand plus one (0 for none) in 24 bits, little-endian.
  @Test("A code packs as its kind, its flag, then each operand plus one in 24 bits")
  func packedFormat() {
    func format(_ kind: EffectKind, flag: UInt64 = 0, _ first: UInt64 = 0, _ second: UInt64 = 0) -> UInt64 {
      UInt64(EffectKind.allCases.firstIndex(of: kind)!) | flag << 8 | first << 16 | second << 40
    }
    let cases: [(EffectCode, UInt64)] = [
      (.haptic, format(.haptic)),
      (.highlightSource(3), format(.highlightSource, 4)),
      (.showPreview(target: 3, preview: 0), format(.showPreview, 4, 1)),
      (.showMenu(target: 0, compact: true), format(.showMenu, flag: 1, 1)),
      (.highlightItem(nil), format(.highlightItem)),
      (.highlightItem(7), format(.highlightItem, 8)),
      (.showDestination(5, .sheet), format(.showDestination, flag: UInt64(Presentation.sheet.rawValue), 6)),
      (
        .performAction(target: EffectCode.maximumIndex, action: EffectCode.maximumIndex),
        format(.performAction, 0xFF_FFFF, 0xFF_FFFF)  // the largest index, plus one
      ),
    ]
    for (code, packed) in cases {
      #expect(code.packed == packed, "\(code.kind)")
    }
  }

  @Test("copyLastTransitionEffects copies every code in use and the count, for each transition of a story")
  func copiesEveryTransition() {
    var machine = Fixture.machine()
    let story: [(Input, Instant)] = [
      (.down(Fixture.applePoint), ms(0)), (.up, ms(90)),  // a tap: highlight, unhighlight, primary action
      (.down(Fixture.applePoint), ms(1_000)),  // a long press: the hold and the lift fire as timers
      (.up, ms(2_000)), (.hover("favorite"), ms(2_100)), (.select("favorite"), ms(2_200)),
      (.closed, ms(3_000)),
    ]
    var counts: Set<UInt8> = []
    for (input, instant) in story {
      _ = machine.send(input, at: instant)
      withUnsafeMutablePointer(to: &machine) { pointer in
        var slot = EffectCodes()
        for _ in 0..<EffectList.capacity { slot.append(.endFade) }  // what a reused slot held before
        let count = InteractionMachine.copyLastTransitionEffects(pointer, to: &slot)
        let effects = pointer.pointee.current.code.effects
        #expect(count == effects.count)
        #expect(slot.count == effects.count)
        for position in 0..<Int(count) { #expect(slot[position] == effects[position]) }
        counts.insert(count)
      }
    }
    // The story reaches transitions of several lengths, so the copy's branches are taken.
    #expect(counts.count >= 3, "effect counts seen: \(counts.sorted())")
  }
}

import InteractionAnalysis
import Testing

/// The generator behind `interaction-sim generate`: its sequence must never change (issue 6).
@Suite("SplitMix64")
struct SplitMixTests {
  @Test("SplitMix64 gives the reference sequence, and bounded values stay in their bounds")
  func splitMix() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    var bounded = SplitMix64(seed: 99)
    for _ in 0..<1_000 {
      #expect(bounded.below(7) < 7)
      #expect((3...5).contains(bounded.int(in: 3...5)))
    }
  }
}

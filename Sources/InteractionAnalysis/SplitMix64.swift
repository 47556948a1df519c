/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast, seeded generator whose output is the same on
/// every platform and every toolchain, so that a seed names the same traces forever.
///
/// It conforms to `RandomNumberGenerator`, but ``below(_:)`` and the helpers here are what the generator
/// uses: the standard library's `random(in:using:)` may change its algorithm between toolchains, these
/// never do.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The state; each call to ``next()`` adds the golden gamma to it.
  public private(set) var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (Lemire's multiply-high, with rejection so that it is unbiased);
  /// 0 when `bound` is 0.
  public mutating func below(_ bound: UInt64) -> UInt64 {
    guard bound > 0 else { return 0 }
    let threshold = (0 &- bound) % bound
    while true {
      let product = next().multipliedFullWidth(by: bound)
      if product.low >= threshold { return product.high }
    }
  }

  /// A whole number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(below(span))
  }

  /// Whether an event of `percent` percent chance happens.
  public mutating func chance(_ percent: Int) -> Bool {
    Int(below(100)) < percent
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(below(UInt64(elements.count)))]
  }
}

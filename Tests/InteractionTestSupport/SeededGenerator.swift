/// SplitMix64: a small, fast, seedable generator whose sequence depends on nothing but its seed, so that a
/// failing property case can be replayed from the seed it prints.
///
/// Bounded draws use this file's own arithmetic (never the standard library's `random(in:using:)`, whose
/// algorithm may change between toolchains), so a seed names the same case on every toolchain.
public struct SeededGenerator: RandomNumberGenerator {
  /// The generator's whole state: the last value of its Weyl sequence.
  public private(set) var state: UInt64

  /// A generator whose sequence is determined by `seed` alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (bound > 0), by rejection so that it is unbiased.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    let b = UInt64(bound)
    let limit = UInt64.max - UInt64.max % b
    while true {
      let value = next()
      if value < limit { return Int(value % b) }
    }
  }

  /// A value in `range`.
  public mutating func int(in range: ClosedRange<Int64>) -> Int64 {
    range.lowerBound + Int64(below(Int(range.upperBound - range.lowerBound + 1)))
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// `true` with probability `numerator / denominator`.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// The seed of the `index`th case of a run that starts from `base`: each case gets an independent seed
  /// that it can be replayed from alone.
  public static func caseSeed(base: UInt64, index: Int) -> UInt64 {
    var generator = SeededGenerator(seed: base &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    return generator.next()
  }
}

extension UInt32 {
  /// This index from a C caller as an index of a collection of `count` elements, `nil` when it lies past
  /// the end. Compared unsigned: `Int(self)` of an index past INT32_MAX traps where `Int` is 32 bits
  /// (wasm32), where it must give the call's status.
  @inline(__always)
  func index(below count: Int) -> Int? {
    UInt(self) < UInt(bitPattern: count) ? Int(bitPattern: UInt(self)) : nil
  }
}

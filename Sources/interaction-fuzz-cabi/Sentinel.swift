/// A value whose bytes are all 0xA5: what an out-parameter holds before a call, so that a write the
/// header does not promise shows.
func sentinel<T>(_: T.Type) -> T {
  withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { slot in
    UnsafeMutableRawBufferPointer(slot).initializeMemory(as: UInt8.self, repeating: 0xA5)
    return slot[0]
  }
}

/// The bytes of a value.
func bytes<T>(of value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

/// Whether a value still holds the sentinel's bytes.
func untouched<T>(_ value: T) -> Bool { bytes(of: value).allSatisfy { $0 == 0xA5 } }

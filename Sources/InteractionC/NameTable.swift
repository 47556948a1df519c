/// The machine's names as C reads them: every name's UTF-8 bytes, each followed by a NUL, in one block
/// that lives as long as the machine. Index `i` is the core's name code `i` (the table of
/// ``InteractionMachine/reportNameStrings``), then the custom previews' names.
final class NameTable {
  /// The names, for the inputs that carry one.
  let strings: [String]
  /// The bytes of every name, NUL after each.
  private let bytes: UnsafeMutablePointer<UInt8>
  /// Where each name starts in ``bytes``, and one more entry for the end.
  private let offsets: [UInt32]

  init(_ names: [String]) {
    strings = names
    var offsets: [UInt32] = []
    offsets.reserveCapacity(names.count + 1)
    var total = 0
    for name in names {
      offsets.append(UInt32(total))
      total += name.withUTF8Bytes { $0.count } + 1
    }
    offsets.append(UInt32(total))
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
    self.bytes = bytes
    var position = 0
    for name in names {
      name.withUTF8Bytes { name in
        for byte in name {
          bytes[position] = byte
          position += 1
        }
      }
      bytes[position] = 0
      position += 1
    }
    self.offsets = offsets
  }

  deinit {
    bytes.deallocate()
  }

  /// How many names the table holds.
  var count: Int { strings.count }

  /// The bytes of name `index` (below ``count``), without the NUL after them.
  func utf8(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    let start = Int(offsets[index])
    let end = Int(offsets[index + 1]) - 1
    return UnsafeBufferPointer(start: bytes + start, count: end - start)
  }

  /// The first index whose bytes are `name`'s, `nil` for none.
  func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < count {
      let candidate = utf8(index)
      if candidate.count == name.count && (name.isEmpty || memoryEqual(candidate, name)) { return index }
      index += 1
    }
    return nil
  }

  /// The first index whose name is `name`, `nil` for none.
  func index(of name: String) -> Int? {
    name.withUTF8Bytes { index(of: $0) }
  }
}

/// Whether two buffers of the same length hold the same bytes.
@inline(__always)
func memoryEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
  var index = 0
  while index < lhs.count {
    if lhs[index] != rhs[index] { return false }
    index += 1
  }
  return true
}

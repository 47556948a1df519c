/// The ids seen so far by a uniqueness rule (SPEC I9: target ids in a scene, item ids in a menu), by
/// their UTF-8 bytes: an open-addressing table of indices, sized once for a known number of ids.
///
/// A `Dictionary` keyed by ``IDKey`` did this before; it linked the standard library's hashing and
/// dictionary code into the WebAssembly module for two loops (about 2.4 KB of the gzipped embedding
/// module). The table hashes an id's bytes with FNV-1a and compares them with
/// `hasSameBytes(as:)`; each lookup is one probe for a scene without repeated ids, as before.
struct IDTable {
  /// The ids inserted, in order.
  private var ids: [String] = []
  /// Each slot `0` (empty) or an index into ``ids`` plus one; a power of two, at least twice as many
  /// slots as ids, so a probe always ends at an empty slot.
  private var slots: [Int32]

  /// A table for up to `capacity` ids.
  init(capacity: Int) {
    var count = 8
    while count < capacity * 2 { count *= 2 }
    slots = Array(repeating: 0, count: count)
    ids.reserveCapacity(capacity)
  }

  /// Inserts `id` when no id with its bytes is in the table yet and returns `nil`; otherwise inserts
  /// nothing and returns the number (from 0, in order of insertion) of the earlier id.
  @inline(never)
  mutating func insert(_ id: String) -> Int? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: IDTable.hash(id)) & mask
    while slots[slot] != 0 {
      let earlier = Int(slots[slot]) - 1
      if ids[earlier].hasSameBytes(as: id) { return earlier }
      slot = (slot + 1) & mask
    }
    ids.append(id)
    slots[slot] = Int32(truncatingIfNeeded: ids.count)
    return nil
  }

  /// FNV-1a over the id's UTF-8 bytes (written into each caller: ``IDMap`` shares it).
  @inline(__always)
  static func hash(_ id: String) -> UInt32 {
    id.withUTF8Bytes { bytes in
      var hash: UInt32 = 2_166_136_261
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return hash
    }
  }
}

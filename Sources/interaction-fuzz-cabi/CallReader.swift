import CInteraction

/// Reads fuzz bytes as the arguments of C ABI calls, with zeros once they run out: mostly values a host
/// means (a name of the table, a verb of the vocabulary, an instant a little after the machine's), now
/// and then any value of the field's type.
struct CallReader {
  var bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func uint32() -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 { value = value << 8 | UInt32(byte()) }
    return value
  }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return value
  }

  mutating func int64() -> Int64 { Int64(bitPattern: uint64()) }

  /// A value near the edges of a field whose limit is `limit`: small, at the limit or just past it,
  /// or any `Int64`.
  mutating func near(_ limit: Int64) -> Int64 {
    switch byte() % 6 {
    case 0, 1: return Int64(byte()) * (limit / 255)
    case 2: return limit &+ Int64(byte() % 3) &- 1
    case 3: return -(limit &+ Int64(byte() % 3) &- 1)
    case 4: return [Int64.min, Int64.max, 0, -1, 1][Int(byte()) % 5]
    default: return int64()
    }
  }

  /// A coordinate in millipoints (the input's limit is +-1e9).
  mutating func coordinate() -> Int64 {
    byte() % 2 == 0 ? Int64(byte()) * 2_000 : near(1_000_000_000)
  }

  /// An instant near `now` (the machine's), near `deadline`, or anywhere.
  mutating func instant(now: Int64, deadline: Int64?) -> Int64 {
    switch byte() % 8 {
    case 0, 1, 2: return now &+ Int64(byte()) * 10_000_000
    case 3: return now
    case 4: return now &- Int64(byte() % 4 + 1)
    case 5: return (deadline ?? now) &+ Int64(byte() % 3) &- 1
    case 6: return [Int64.max, Int64.min, Int64.max - 1, 0, Int64.max / 2][Int(byte()) % 5]
    default: return int64()
    }
  }

  /// A double for `interaction_machine_send_fields`: whole, fractional, at the edges of int64, or
  /// not a number at all.
  mutating func double(whole: Int64) -> Double {
    switch byte() % 8 {
    case 0, 1, 2, 3: return Double(whole)
    case 4: return Double(whole) + 0.5
    case 5:
      return [
        Double.nan, .infinity, -.infinity, -0.0, 9.223372036854775807e18, -9.223372036854775808e18,
        9.2233720368547748e18, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      ][Int(byte()) % 9]
    case 6: return Double(bitPattern: uint64())
    default: return Double(Int64(byte()) - 128)
    }
  }

  /// A name index: mostly one of the table's (`count` names), else NO_NAME, ROOT_LEVEL, just past the
  /// table, or any.
  mutating func name(count: UInt32) -> UInt32 {
    switch byte() % 8 {
    case 0, 1, 2, 3, 4: return count == 0 ? 0 : uint32Small() % count
    case 5: return INTERACTION_NO_NAME
    case 6: return [count, count &+ 1, INTERACTION_ROOT_LEVEL, 0x8000_0000, 0x7FFF_FFFF][Int(byte()) % 5]
    default: return uint32()
    }
  }

  private mutating func uint32Small() -> UInt32 { UInt32(byte()) }

  /// A value of a table of the vocabulary that runs from 1 to `last`: mostly one of its words, now and
  /// then 0, one past the end, or any byte.
  mutating func word(last: UInt8) -> UInt8 {
    switch byte() % 8 {
    case 0: return 0
    case 1: return last &+ 1
    case 2: return byte()
    default: return 1 + byte() % last
    }
  }

  /// An input as a host fills one: any verb, its fields near their edges, the reserved bytes too.
  mutating func input(names: UInt32) -> interaction_input {
    var input = interaction_input()
    input.verb = word(last: 16)
    input.x = coordinate()
    input.y = coordinate()
    input.force = byte() % 2 == 0 ? Int64(byte()) * 4_000 : near(1_000_000)
    input.name = name(count: names)
    input.key = word(last: 7)
    if byte() % 8 == 0 { input.reserved = (byte(), byte()) }
    return input
  }

  /// A capacity for a buffer of `length` bytes needed: 0, too small by one, exact, larger, or any.
  mutating func capacity(around length: UInt64) -> UInt64 {
    switch byte() % 5 {
    case 0: return 0
    case 1: return length == 0 ? 0 : length - 1
    case 2: return length
    case 3: return length + UInt64(byte())
    default: return UInt64(byte())
    }
  }
}

/// Texts a host hands over (a pointer and a length), kept for the life of the program: ids and titles
/// a scene takes, the edges of the rules, text that is not UTF-8, NULL with a length, and a length
/// beyond INT64_MAX (which the library must refuse before reading a byte).
enum TextPool {
  /// The texts as the ABI takes them.
  nonisolated(unsafe) static let texts: [interaction_text] = {
    let strings: [[UInt8]] = [
      Array("a".utf8), Array("b.c".utf8), Array("0-x_y".utf8), Array("root".utf8), Array("pin".utf8),
      Array("Say \"hi\" # now".utf8), Array("back\\slash".utf8), Array("Café ☕️".utf8), Array("שלום".utf8),
      Array("my row".utf8), Array("a#1".utf8), Array("none".utf8), [0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80],
      Array("tab\there".utf8), [0x61, 0x00, 0x62], Array("é".utf8),
    ]
    var texts = strings.map { string -> interaction_text in
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: max(string.count, 1))
      for (index, byte) in string.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      return interaction_text(utf8: UnsafePointer(pointer), length: UInt64(string.count))
    }
    let empty = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
    texts.append(interaction_text(utf8: UnsafePointer(empty), length: 0))
    texts.append(interaction_text(utf8: nil, length: 0))
    texts.append(interaction_text(utf8: nil, length: 3))
    texts.append(interaction_text(utf8: texts[0].utf8, length: UInt64(Int64.max) + 1))
    texts.append(interaction_text(utf8: texts[0].utf8, length: UInt64.max))
    return texts
  }()

  /// A text of the pool: mostly one of the first few (ids that make a valid scene), else any.
  static func pick(_ reader: inout CallReader) -> interaction_text {
    let pick = Int(reader.byte())
    return pick < 200 ? texts[pick % 5] : texts[pick % texts.count]
  }
}

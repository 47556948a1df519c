/// Whether `bytes` are well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
/// Allocates nothing; the standard library's validating initializers would make a `String`.
func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  var index = 0
  let count = bytes.count
  while index < count {
    let lead = bytes[index]
    if lead < 0x80 {
      index += 1
      continue
    }
    var needed: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: needed = 1
    case 0xE0:
      needed = 2
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: needed = 2
    case 0xED:
      needed = 2
      upper = 0x9F
    case 0xF0:
      needed = 3
      lower = 0x90
    case 0xF1...0xF3: needed = 3
    case 0xF4:
      needed = 3
      upper = 0x8F
    default: return false
    }
    guard index + needed < count else { return false }
    var position = index + 1
    let second = bytes[position]
    guard second >= lower && second <= upper else { return false }
    position += 1
    needed -= 1
    while needed > 0 {
      let next = bytes[position]
      guard next >= 0x80 && next <= 0xBF else { return false }
      position += 1
      needed -= 1
    }
    index = position
  }
  return true
}

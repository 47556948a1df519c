/// The fast path for the statement that makes up nearly all of a long trace, `at TIME VERB …`, once
/// the declarations have ended: one pass over the bytes, numbers parsed without building a `String`,
/// nothing allocated but a `select`, `focus` or `remove` id.
///
/// It accepts only the plainest spelling (printable ASCII, single spaces or more between tokens, no
/// tab, a time of digits with at most as many decimals as its unit holds, coordinates of at most
/// three decimals). Anything else, and every error, falls back to the general path (`nil`), which
/// then reads the line again and reports exactly what it always did.
extension TraceParser {
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// Reads an unsigned decimal with at most `scale` decimals, scaled by 10^scale (no more than 18
  /// digits in all, so that it cannot overflow), from `index`; `nil` where the general path must decide.
  @inline(__always)
  static func fastDecimal(
    _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ end: Int, scale: Int
  ) -> Int64? {
    var value: Int64 = 0
    var digits = 0
    while index < end, isDigit(bytes[index]) {
      if digits >= 18 - scale { return nil }  // so that the scaled value fits in 64 bits
      value = value &* 10 &+ Int64(bytes[index] &- 0x30)
      digits += 1
      index += 1
    }
    guard digits > 0 else { return nil }
    var decimals = 0
    if index < end && bytes[index] == 0x2E {
      index += 1
      while index < end, isDigit(bytes[index]) {
        if decimals >= scale { return nil }
        value = value &* 10 &+ Int64(bytes[index] &- 0x30)
        decimals += 1
        index += 1
      }
      guard decimals > 0 else { return nil }
    }
    while decimals < scale {
      value = value &* 10
      decimals += 1
    }
    return value
  }

  /// A coordinate, `-?DIGITS(.DIGITS)?` with at most three decimals and within the limit.
  @inline(__always)
  static func fastLength(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ end: Int, stop: UInt8)
    -> Length?
  {
    var negative = false
    if index < end && bytes[index] == 0x2D {
      negative = true
      index += 1
    }
    guard let magnitude = fastDecimal(bytes, &index, end, scale: 3),
      magnitude <= Length.limit * 1000
    else { return nil }
    guard index == end || bytes[index] == stop else { return nil }
    return Length(millipoints: negative ? -magnitude : magnitude)
  }

  /// The end of the token that starts at `index`: the next space or the end of the line, found eight
  /// bytes at a time.
  @inline(__always)
  static func tokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    let count = bytes.count
    let base = UnsafeRawPointer(bytes.baseAddress!)
    let ones: UInt64 = 0x0101_0101_0101_0101
    var end = index
    while end + 8 <= count {
      let word =
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ (ones &* 0x20)
      let found = (word &- ones) & ~word & (ones &* 0x80)
      if found != 0 { return end + (found.trailingZeroBitCount >> 3) }
      end += 8
    }
    while end < count && bytes[end] != 0x20 { end += 1 }
    return end
  }

  /// Whether the bytes of a range are exactly the keyword.
  @inline(__always)
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ keyword: StaticString)
    -> Bool
  {
    guard end - start == keyword.utf8CodeUnitCount else { return false }
    let pointer = keyword.utf8Start
    var index = 0
    while index < end - start {
      if bytes[start + index] != pointer[index] { return false }
      index += 1
    }
    return true
  }

  /// A point `X,Y` filling the range.
  @inline(__always)
  static func fastPoint(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Point? {
    var index = start
    guard let x = fastLength(bytes, &index, end, stop: 0x2C), index < end else { return nil }
    index += 1
    guard let y = fastLength(bytes, &index, end, stop: 0x20), index == end else { return nil }
    return Point(x: x, y: y)
  }

  /// A whole line (a trailing CR allowed), read by the fast path when it is a plain input and the
  /// declarations have ended; `nil` when the general path, ``parse(line:number:)``, must read it.
  @inline(__always)
  mutating func fastInputLine(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> (Instant, Input)? {
    guard declarationsClosed else { return nil }
    var count = line.count
    if count > 0 && line[count - 1] == 0x0D { count -= 1 }
    guard count > 3, line[0] == 0x61, line[1] == 0x74, line[2] == 0x20 else { return nil }
    return fastInput(UnsafeBufferPointer(rebasing: line[0..<count]), number: number)
  }

  /// `at TIME VERB …` read in one pass, or `nil` for the general path. The line is known to start
  /// with `at ` and the declarations to have ended.
  mutating func fastInput(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> (Instant, Input)? {
    let count = bytes.count
    // Printable ASCII only: control characters, tabs and UTF-8 are for the general path.
    var index = 0
    let base = UnsafeRawPointer(bytes.baseAddress!)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte below 0x20, at or above 0x80, or 0x7F (DEL) sends the line to the general path.
      let below = (word &- ones &* 0x20) & ~word & highs
      let del = word ^ (ones &* 0x7F)
      if (below | (word & highs) | ((del &- ones) & ~del & highs)) != 0 { return nil }
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte > 0x7E { return nil }
      index += 1
    }
    index = 3
    while index < count && bytes[index] == 0x20 { index += 1 }
    // The time, in one pass: DIGITS(.DIGITS)? then `ms`, `s` or nothing (seconds), then a space.
    var value: Int64 = 0
    var digits = 0
    while index < count, TraceParser.isDigit(bytes[index]) {
      value = value &* 10 &+ Int64(bytes[index] &- 0x30)
      digits += 1
      index += 1
    }
    guard digits > 0 && digits <= 9 else { return nil }
    var decimals = 0
    if index < count && bytes[index] == 0x2E {
      index += 1
      while index < count, TraceParser.isDigit(bytes[index]) {
        value = value &* 10 &+ Int64(bytes[index] &- 0x30)
        decimals += 1
        index += 1
      }
      guard decimals > 0 && decimals <= 9 else { return nil }
    }
    var scale = 9
    if index + 1 < count && bytes[index] == 0x6D && bytes[index + 1] == 0x73 {
      scale = 6
      index += 2
    } else if index < count && bytes[index] == 0x73 {
      index += 1
    }
    guard decimals <= scale, index == count || bytes[index] == 0x20 else { return nil }
    while decimals < scale {
      value = value &* 10
      decimals += 1
    }
    let instant = Instant(nanoseconds: value)
    guard instant >= lastInstant else { return nil }
    let timeEnd = index
    index = timeEnd
    while index < count && bytes[index] == 0x20 { index += 1 }
    // The verb and its operand.
    let verbStart = index
    let verbEnd = TraceParser.tokenEnd(bytes, from: verbStart)
    index = verbEnd
    while index < count && bytes[index] == 0x20 { index += 1 }
    let operandStart = index
    let operandEnd = TraceParser.tokenEnd(bytes, from: operandStart)
    var hasOperand = operandStart < count && bytes[operandStart] != 0x23
    let input: Input
    switch verbEnd - verbStart {
    case 2 where TraceParser.equals(bytes, verbStart, verbEnd, "up"):
      input = .up
    case 4 where TraceParser.equals(bytes, verbStart, verbEnd, "down"):
      guard hasOperand, let point = TraceParser.fastPoint(bytes, operandStart, operandEnd) else { return nil }
      input = .down(point)
    case 4 where TraceParser.equals(bytes, verbStart, verbEnd, "move"):
      guard hasOperand, let point = TraceParser.fastPoint(bytes, operandStart, operandEnd) else { return nil }
      input = .move(point)
    case 4 where TraceParser.equals(bytes, verbStart, verbEnd, "tick"):
      input = .tick
    case 6 where TraceParser.equals(bytes, verbStart, verbEnd, "cancel"):
      input = .cancel
    case 6 where TraceParser.equals(bytes, verbStart, verbEnd, "closed"):
      input = .closed
    case 7 where TraceParser.equals(bytes, verbStart, verbEnd, "dismiss"):
      input = .dismiss
    case 11 where TraceParser.equals(bytes, verbStart, verbEnd, "tap-preview"):
      input = .tapPreview
    case 11 where TraceParser.equals(bytes, verbStart, verbEnd, "tap-outside"):
      input = .tapOutside
    case 11 where TraceParser.equals(bytes, verbStart, verbEnd, "right-click"):
      guard hasOperand, let point = TraceParser.fastPoint(bytes, operandStart, operandEnd) else { return nil }
      input = .rightClick(point)
    case 6 where TraceParser.equals(bytes, verbStart, verbEnd, "select"):
      guard hasOperand, let id = fastID(bytes, operandStart, operandEnd, isTarget: false) else { return nil }
      input = .select(id)
    case 5 where TraceParser.equals(bytes, verbStart, verbEnd, "focus"):
      guard hasOperand, let id = fastID(bytes, operandStart, operandEnd, isTarget: true) else { return nil }
      input = .focus(id)
    case 6 where TraceParser.equals(bytes, verbStart, verbEnd, "remove"):
      guard hasOperand, let id = fastID(bytes, operandStart, operandEnd, isTarget: true) else { return nil }
      input = .remove(id)
    default:
      // force and key, and anything unknown: the general path.
      return nil
    }
    if case .up = input {
    } else if case .tick = input {
    } else if case .cancel = input {
    } else if case .closed = input {
    } else if case .dismiss = input {
    } else if case .tapPreview = input {
    } else if case .tapOutside = input {
    } else {
      // The operand was consumed; what follows it must be nothing or a comment.
      index = operandEnd
      while index < count && bytes[index] == 0x20 { index += 1 }
      hasOperand = index < count && bytes[index] != 0x23
    }
    if hasOperand { return nil }
    lastInstant = instant
    lastInputLine = number
    if firstInputLine == 0 { firstInputLine = number }
    inputCount += 1
    return (instant, input)
  }

  /// An id that an input names, checked against the declarations; `nil` for the general path.
  private mutating func fastID(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isTarget: Bool
  ) -> String? {
    guard start < end else { return nil }
    let first = bytes[start]
    guard TraceParser.isDigit(first) || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else { return nil }
    var index = start + 1
    while index < end {
      if !LineScanner.isIDByte(bytes[index]) { return nil }
      index += 1
    }
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    for known in recentIDs where known.isTarget == isTarget {
      if known.id.utf8.elementsEqual(slice) { return known.id }
    }
    let id = String(decoding: slice, as: UTF8.self)
    guard isTarget ? targetLines[id] != nil : itemKinds[id] != nil else { return nil }
    if recentIDs.count == 8 { recentIDs.removeFirst() }
    recentIDs.append((id, isTarget))
    return id
  }
}

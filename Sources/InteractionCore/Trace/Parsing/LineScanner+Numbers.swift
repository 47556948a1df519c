/// A decimal number as read: its value scaled to an integer, and what was wrong with it, if anything.
struct ScannedDecimal {
  /// The value times 10^scale, when it fits.
  var value: Int64
  /// The value does not fit in 64 bits at this scale.
  var overflow: Bool
  /// Digits past the scale that are not zero.
  var tooFine: Bool
}

extension LineScanner {
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Reads `-?DIGITS(.DIGITS)?`, which must fill the range, scaled by 10^scale. Exponents, a leading `+`
  /// and a leading `.` are named in the error.
  func decimal(_ start: Int, _ end: Int, scale: Int, _ expected: @autoclosure () -> String)
    throws(TraceError) -> ScannedDecimal
  {
    if let value = plainDecimal(start, end, scale: scale) {
      return ScannedDecimal(value: value, overflow: false, tooFine: false)
    }
    return try carefulDecimal(start, end, scale: scale, expected())
  }

  /// The value of a decimal in its plain spelling, `-?DIGITS(.DIGITS)?` with at most seven digits
  /// before the point and `scale` after it (so that it cannot overflow), scaled by 10^scale, in one
  /// pass; `nil` for any other spelling (and on a line shorter than eight bytes), which
  /// ``decimal(_:_:scale:_:)`` reads with care.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func plainDecimal(_ start: Int, _ end: Int, scale: Int) -> Int64? {
    guard let (value, stop) = plainDecimalPrefix(start, end, scale: scale), stop == end else { return nil }
    return value
  }

  /// ``plainDecimal(_:_:scale:)`` of the longest plain spelling that starts the range, and where it
  /// stops (at the first byte that cannot continue it): a point's `Y` and the numbers of the statements
  /// read once per trace, through one copy of the code (the wasm's size).
  @inline(never)
  func plainDecimalPrefix(_ start: Int, _ end: Int, scale: Int) -> (value: Int64, stop: Int)? {
    plainDecimalPrefixInlined(start, end, scale: scale)
  }

  /// ``plainDecimalPrefix(_:_:scale:)`` written into its caller, for an input's time and a point's `X`
  /// (read up to its comma in the same pass that finds the comma). The digits before and after the
  /// point are each read as one word (``leadingDigits(_:_:)``); where that cannot be (eight digits in
  /// a row, a line shorter than eight bytes), `nil`: the careful reading reads them.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func plainDecimalPrefixInlined(_ start: Int, _ end: Int, scale: Int) -> (value: Int64, stop: Int)? {
    var index = start
    guard index < end else { return nil }
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index &+= 1 }
    guard let (integer, integerDigits) = leadingDigits(index, end) else { return nil }
    guard integerDigits > 0 && integerDigits &+ scale <= 18 else { return nil }
    index &+= integerDigits
    var magnitude = integer &* LineScanner.powerOfTen(scale)
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      guard let (fraction, decimals) = leadingDigits(index, min(end, index &+ scale)) else { return nil }
      guard decimals > 0 else { return nil }  // `1.` and `1.x`: the careful reading names them
      index &+= decimals
      magnitude &+= fraction &* LineScanner.powerOfTen(scale &- decimals)
    }
    return (negative ? -magnitude : magnitude, index)
  }

  /// The digits `0`…`9` that start the range (at most seven) and their value, found and summed in one
  /// word of eight bytes (zero past the line's end); `nil` when eight digits fill the word, or the line
  /// is shorter than eight bytes, which the careful reading reads.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func leadingDigits(_ start: Int, _ end: Int) -> (value: Int64, count: Int)? {
    let count = bytes.count
    guard count >= 8, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return nil }
    var word: UInt64
    if start &+ 8 <= count {
      word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    } else {
      word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
      // The line's last eight bytes, shifted so that `start` is the first, zero past the end (a start
      // at the end shifts by nothing, and its range is empty: no digit is read).
      word &>>= UInt64(8 &* (start &+ 8 &- count))
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let values = word &- ones &* 0x30
    // A lane below `0` borrows, one above `9` (or at 0x80 and above) sets its high bit once 0x46 is
    // added: the first such lane is exact (a borrow or carry only reaches the lanes after it).
    let other = (values | (word &+ ones &* 0x46)) & (ones &* 0x80)
    let digits = other == 0 ? 8 : other.trailingZeroBitCount &>> 3
    let length = min(digits, end &- start)
    guard length < 8 else { return nil }
    guard length > 0 else { return (0, 0) }
    // The digits moved to the top lanes, zeros (leading zeros) below; then summed pairwise.
    var value = values &<< UInt64(8 &* (8 &- length))
    value = (value &* 10 &+ (value &>> 8)) & 0x00FF_00FF_00FF_00FF
    value = (value &* 100 &+ (value &>> 16)) & 0x0000_FFFF_0000_FFFF
    value = (value &* 10_000 &+ (value &>> 32)) & 0xFFFF_FFFF
    return (Int64(value), length)
  }

  /// 10^exponent, for an exponent from 0 to 9 (a time's scale).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  static func powerOfTen(_ exponent: Int) -> Int64 {
    switch exponent {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1000
    case 4: return 10_000
    case 5: return 100_000
    case 6: return 1_000_000
    case 7: return 10_000_000
    case 8: return 100_000_000
    default:
      var power: Int64 = 1_000_000_000
      for _ in 9..<exponent { power &*= 10 }
      return power
    }
  }

  /// ``decimal(_:_:scale:_:)`` for every other spelling: overflow, digits past the scale, and the
  /// errors.
  private func carefulDecimal(_ start: Int, _ end: Int, scale: Int, _ expected: String) throws(TraceError)
    -> ScannedDecimal
  {
    var index = start
    guard index < end else { throw unexpected(.malformedStatement, start, end, expected: expected) }
    if bytes[index] == UInt8(ascii: "+") {
      throw unexpected(.invalidNumber, start, end, expected: expected + " without a leading `+`")
    }
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    if index < end && bytes[index] == UInt8(ascii: ".") {
      throw unexpected(
        .invalidNumber, start, end, expected: expected + " with a digit before the decimal point")
    }
    var magnitude: Int64 = 0
    var overflow = false
    var tooFine = false
    let digitsStart = index
    while index < end && LineScanner.isDigit(bytes[index]) {
      let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(Int64(bytes[index] - UInt8(ascii: "0")))
      if o1 || o2 { overflow = true } else { magnitude = sum }
      index += 1
    }
    guard index > digitsStart else { throw unexpected(.malformedStatement, start, end, expected: expected) }
    var decimals = 0
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < end && LineScanner.isDigit(bytes[index]) {
        let digit = Int64(bytes[index] - UInt8(ascii: "0"))
        if decimals < scale {
          let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
          let (sum, o2) = times10.addingReportingOverflow(digit)
          if o1 || o2 { overflow = true } else { magnitude = sum }
          decimals += 1
        } else if digit != 0 {
          tooFine = true
        }
        index += 1
      }
      guard index > fractionStart else {
        throw unexpected(
          .invalidNumber, start, end, expected: expected + " with a digit after the decimal point")
      }
    }
    if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      throw unexpected(.invalidNumber, start, end, expected: expected + " without an exponent")
    }
    guard index == end else { throw unexpected(.malformedStatement, start, end, expected: expected) }
    while decimals < scale {
      let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
      if o1 { overflow = true } else { magnitude = times10 }
      decimals += 1
    }
    return ScannedDecimal(value: negative ? -magnitude : magnitude, overflow: overflow, tooFine: tooFine)
  }

  /// A length in points, up to three decimals and within ±1,000,000 points; at least 0 unless
  /// `negative` allows it.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func length(_ start: Int, _ end: Int, _ expected: @autoclosure () -> String, negative: Bool)
    throws(TraceError) -> Length
  {
    if let length = plainLength(start, end, negative: negative) { return length }
    return try carefulLength(start, end, expected(), negative: negative)
  }

  /// A length in its plain spelling and within its range, `nil` for the careful reading.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func plainLength(_ start: Int, _ end: Int, negative: Bool) -> Length? {
    guard let value = plainDecimal(start, end, scale: 3), value <= SceneRules.lengthLimit,
      value >= (negative ? -SceneRules.lengthLimit : 0)
    else { return nil }
    return Length(millipoints: value)
  }

  /// A point's `X,` in its plain spelling and within its range, and where its comma is; `nil` for the
  /// careful reading (no comma after a plain `X`).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func plainLengthBeforeComma(_ start: Int, _ end: Int) -> (length: Length, comma: Int)? {
    guard let (value, stop) = plainDecimalPrefixInlined(start, end, scale: 3), stop < end,
      bytes[stop] == UInt8(ascii: ","), value <= SceneRules.lengthLimit, value >= -SceneRules.lengthLimit
    else { return nil }
    return (Length(millipoints: value), stop)
  }

  /// ``length(_:_:_:negative:)`` for every other spelling, and its errors.
  private func carefulLength(_ start: Int, _ end: Int, _ expected: String, negative: Bool) throws(TraceError)
    -> Length
  {
    let scanned = try decimal(start, end, scale: 3, expected)
    let limit = SceneRules.lengthLimit
    if scanned.overflow || scanned.value > limit || scanned.value < -limit {
      throw unexpected(
        .valueOutOfRange, start, end, expected: expected + " within ±" + String(Length.limit) + " points")
    }
    if scanned.tooFine {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " to 0.001 point at most")
    }
    if !negative && scanned.value < 0 {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " of at least 0")
    }
    return Length(millipoints: scanned.value)
  }

  /// A fraction in 0…1, up to six decimals.
  func fraction(_ start: Int, _ end: Int, _ expected: String) throws(TraceError) -> Fraction {
    let scanned = try decimal(start, end, scale: 6, expected)
    if scanned.overflow || !SceneRules.isFraction(Fraction(millionths: scanned.value)) {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " from 0 to 1")
    }
    if scanned.tooFine {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " to 0.000001 at most")
    }
    return Fraction(millionths: scanned.value)
  }

  /// A time or duration: decimal seconds, bare or with `s`, or milliseconds with `ms`; exact to the
  /// nanosecond and at least 0.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func nanoseconds(_ token: Token, _ expected: @autoclosure () -> String) throws(TraceError) -> Int64 {
    if !token.quoted {
      let (end, scale) = timeUnit(token)
      if let value = plainDecimal(token.start, end, scale: scale), value >= 0 { return value }
    }
    return try carefulNanoseconds(token, expected())
  }

  /// Where a time's number ends, and its scale: nanoseconds in a second (bare or `s`) or in a
  /// millisecond (`ms`).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private func timeUnit(_ token: Token) -> (end: Int, scale: Int) {
    let (start, end) = (token.start, token.end)
    if end - start >= 2 && bytes[end - 2] == UInt8(ascii: "m") && bytes[end - 1] == UInt8(ascii: "s") {
      return (end - 2, 6)
    }
    if end - start >= 1 && bytes[end - 1] == UInt8(ascii: "s") { return (end - 1, 9) }
    return (end, 9)
  }

  /// The next token when it is a time in plain bare seconds (`12.5`, at most nine decimals, followed
  /// by a blank or the end of the line), and its nanoseconds, read in one pass with no separate search
  /// for the token's end; `nil`, with only the blanks before it skipped, for any other token (`600ms`,
  /// `1.5s`, an error), which ``nanoseconds(_:_:)`` reads from ``nextInlined()``'s token.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func nextPlainSeconds() -> (token: Token, nanoseconds: Int64)? {
    skipBlanks()
    let count = bytes.count
    guard let (value, stop) = plainDecimalPrefixInlined(position, count, scale: 9), value >= 0,
      stop == count || LineScanner.isBlank(bytes[stop])
    else { return nil }
    let token = Token(start: position, end: stop, quoted: false)
    position = stop
    lastTokenEnd = stop
    return (token, value)
  }

  /// ``nanoseconds(_:_:)`` for every other spelling, and its errors.
  private func carefulNanoseconds(_ token: Token, _ expected: String) throws(TraceError) -> Int64 {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected) }
    let (end, scale) = timeUnit(token)
    let start = token.start
    let scanned: ScannedDecimal
    do throws(TraceError) {
      scanned = try decimal(start, end, scale: scale, expected)
    } catch {
      if error.kind == .invalidNumber { throw error }
      throw unexpected(
        .malformedStatement, token,
        expected: expected + " (seconds, as 0.6 or 0.6s, or milliseconds, as 600ms)")
    }
    if scanned.overflow {
      throw unexpected(.valueOutOfRange, token, expected: expected + " below 9223372036.854775808 seconds")
    }
    if scanned.tooFine {
      throw unexpected(.valueOutOfRange, token, expected: expected + " in whole nanoseconds")
    }
    if scanned.value < 0 {
      throw unexpected(.valueOutOfRange, token, expected: expected + " of at least 0")
    }
    return scanned.value
  }

  /// An instant on the timeline.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func instant(_ token: Token, _ expected: String) throws(TraceError) -> Instant {
    Instant(nanoseconds: try nanoseconds(token, expected))
  }

  /// A duration from 0 to ``SceneRules/maximumDuration`` (1,000,000,000 s), so that no deadline that
  /// one input sets can overflow (T1, I9).
  func interval(_ token: Token, _ expected: String) throws(TraceError) -> Interval {
    let interval = Interval(nanoseconds: try nanoseconds(token, expected))
    guard SceneRules.isDuration(interval) else {
      throw unexpected(.valueOutOfRange, token, expected: expected + " from 0 to 1000000000s")
    }
    return interval
  }

  /// A whole number of at least `minimum`.
  func integer(_ token: Token, minimum: Int, _ expected: String) throws(TraceError) -> Int {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected) }
    let scanned = try decimal(token.start, token.end, scale: 0, expected)
    if find(UInt8(ascii: "."), from: token.start, to: token.end) != nil {
      throw unexpected(.malformedStatement, token, expected: expected + " (a whole number)")
    }
    if scanned.overflow || scanned.value < Int64(minimum) || scanned.value > Int64(Int32.max) {
      throw unexpected(
        .valueOutOfRange, token,
        expected: expected + " from " + String(minimum) + " to " + String(Int(Int32.max)))
    }
    return Int(scanned.value)
  }
}

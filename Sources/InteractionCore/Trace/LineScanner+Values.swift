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
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Reads `-?DIGITS(.DIGITS)?`, which must fill the range, scaled by 10^scale. Exponents, a leading `+`
  /// and a leading `.` are named in the error.
  func decimal(_ start: Int, _ end: Int, scale: Int, _ expected: String) throws(TraceError) -> ScannedDecimal
  {
    var index = start
    guard index < end else { throw unexpected(.malformedStatement, start, end, expected: expected) }
    if bytes[index] == 0x2B {
      throw unexpected(.invalidNumber, start, end, expected: expected + " without a leading `+`")
    }
    let negative = bytes[index] == 0x2D
    if negative { index += 1 }
    if index < end && bytes[index] == 0x2E {
      throw unexpected(
        .invalidNumber, start, end, expected: expected + " with a digit before the decimal point")
    }
    var magnitude: Int64 = 0
    var overflow = false
    var tooFine = false
    let digitsStart = index
    while index < end && LineScanner.isDigit(bytes[index]) {
      let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(Int64(bytes[index] - 0x30))
      if o1 || o2 { overflow = true } else { magnitude = sum }
      index += 1
    }
    guard index > digitsStart else { throw unexpected(.malformedStatement, start, end, expected: expected) }
    var decimals = 0
    if index < end && bytes[index] == 0x2E {
      index += 1
      let fractionStart = index
      while index < end && LineScanner.isDigit(bytes[index]) {
        let digit = Int64(bytes[index] - 0x30)
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
    if index < end && (bytes[index] == 0x65 || bytes[index] == 0x45) {
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
  func length(_ start: Int, _ end: Int, _ expected: String, negative: Bool) throws(TraceError) -> Length {
    let scanned = try decimal(start, end, scale: 3, expected)
    let limit = Length.limit * 1000
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
    if scanned.overflow || scanned.value < 0 || scanned.value > Fraction.scale {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " from 0 to 1")
    }
    if scanned.tooFine {
      throw unexpected(.valueOutOfRange, start, end, expected: expected + " to 0.000001 at most")
    }
    return Fraction(millionths: scanned.value)
  }

  /// A time or duration: decimal seconds, bare or with `s`, or milliseconds with `ms`; exact to the
  /// nanosecond and at least 0.
  func nanoseconds(_ token: Token, _ expected: String) throws(TraceError) -> Int64 {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected) }
    let start = token.start
    var end = token.end
    var scale = 9
    let described = expected + " (seconds, as 0.6 or 0.6s, or milliseconds, as 600ms)"
    if end - start >= 2 && bytes[end - 2] == 0x6D && bytes[end - 1] == 0x73 {
      end -= 2
      scale = 6
    } else if end - start >= 1 && bytes[end - 1] == 0x73 {
      end -= 1
    }
    let scanned: ScannedDecimal
    do throws(TraceError) {
      scanned = try decimal(start, end, scale: scale, expected)
    } catch {
      if error.kind == .invalidNumber { throw error }
      throw unexpected(.malformedStatement, token, expected: described)
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
  func instant(_ token: Token, _ expected: String) throws(TraceError) -> Instant {
    Instant(nanoseconds: try nanoseconds(token, expected))
  }

  /// A duration of at least 0.
  func interval(_ token: Token, _ expected: String) throws(TraceError) -> Interval {
    Interval(nanoseconds: try nanoseconds(token, expected))
  }

  /// A whole number of at least `minimum`.
  func integer(_ token: Token, minimum: Int, _ expected: String) throws(TraceError) -> Int {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected) }
    let scanned = try decimal(token.start, token.end, scale: 0, expected)
    if find(0x2E, from: token.start, to: token.end) != nil {
      throw unexpected(.malformedStatement, token, expected: expected + " (a whole number)")
    }
    if scanned.overflow || scanned.value < Int64(minimum) || scanned.value > Int64(Int32.max) {
      throw unexpected(
        .valueOutOfRange, token, expected: expected + " from " + String(minimum) + " to " + String(Int32.max))
    }
    return Int(scanned.value)
  }

  /// A point `X,Y` from a range.
  func point(_ start: Int, _ end: Int) throws(TraceError) -> Point {
    guard let comma = find(0x2C, from: start, to: end), find(0x2C, from: comma + 1, to: end) == nil else {
      throw unexpected(.malformedStatement, start, end, expected: "a point X,Y")
    }
    let x = try length(start, comma, "an x coordinate", negative: true)
    let y = try length(comma + 1, end, "a y coordinate", negative: true)
    return Point(x: x, y: y)
  }

  /// A point `X,Y` from a token.
  func point(_ token: Token) throws(TraceError) -> Point {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: "a point X,Y") }
    return try point(token.start, token.end)
  }

  /// A frame `X,Y,W,H`: the size at least 0.
  func frame(_ start: Int, _ end: Int) throws(TraceError) -> Rect {
    var commas: [Int] = []
    var index = start
    while index < end {
      if bytes[index] == 0x2C { commas.append(index) }
      index += 1
    }
    guard commas.count == 3 else {
      throw unexpected(.malformedStatement, start, end, expected: "a frame X,Y,W,H")
    }
    let x = try length(start, commas[0], "a frame's x", negative: true)
    let y = try length(commas[0] + 1, commas[1], "a frame's y", negative: true)
    let width = try length(commas[1] + 1, commas[2], "a frame's width", negative: false)
    let height = try length(commas[2] + 1, end, "a frame's height", negative: false)
    return Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A size `WxH`, each at least 0.
  func size(_ start: Int, _ end: Int) throws(TraceError) -> Size {
    guard let cross = find(0x78, from: start, to: end), find(0x78, from: cross + 1, to: end) == nil else {
      throw unexpected(.malformedStatement, start, end, expected: "a size WxH")
    }
    let width = try length(start, cross, "a width", negative: false)
    let height = try length(cross + 1, end, "a height", negative: false)
    return Size(width: width, height: height)
  }

  /// A content shape: `rect`, `rounded:R`, `rounded:TL,TR,BR,BL`, `capsule` or `circle`.
  func shape(_ start: Int, _ end: Int) throws(TraceError) -> ContentShape {
    if matches(start, end, "rect") { return .rectangle }
    if matches(start, end, "capsule") { return .capsule }
    if matches(start, end, "circle") { return .circle }
    if end - start >= 8 && matches(start, start + 8, "rounded:") {
      let radiiStart = start + 8
      var commas: [Int] = []
      var index = radiiStart
      while index < end {
        if bytes[index] == 0x2C { commas.append(index) }
        index += 1
      }
      if commas.isEmpty {
        return .roundedRectangle(
          CornerRadii(uniform: try length(radiiStart, end, "a corner radius", negative: false)))
      }
      guard commas.count == 3 else {
        throw unexpected(
          .malformedStatement, radiiStart, end, expected: "one corner radius or four, TL,TR,BR,BL")
      }
      let topLeft = try length(radiiStart, commas[0], "a corner radius", negative: false)
      let topRight = try length(commas[0] + 1, commas[1], "a corner radius", negative: false)
      let bottomRight = try length(commas[1] + 1, commas[2], "a corner radius", negative: false)
      let bottomLeft = try length(commas[2] + 1, end, "a corner radius", negative: false)
      return .roundedRectangle(
        CornerRadii(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft))
    }
    throw unexpected(
      .unknownValue, start, end, expected: "a shape (rect, rounded:R, rounded:TL,TR,BR,BL, capsule, circle)")
  }

  /// A presentation, `push` or `sheet`.
  func presentation(_ start: Int, _ end: Int) throws(TraceError) -> Presentation {
    if matches(start, end, "push") { return .push }
    if matches(start, end, "sheet") { return .sheet }
    throw unexpected(.unknownValue, start, end, expected: "a presentation (push, sheet)")
  }

  /// An item state, `on`, `off` or `mixed`, if the range is one.
  func itemState(_ start: Int, _ end: Int) -> ItemState? {
    if matches(start, end, "on") { return .on }
    if matches(start, end, "off") { return .off }
    if matches(start, end, "mixed") { return .mixed }
    return nil
  }

  /// A phase as expectations name it.
  func phase(_ token: Token) throws(TraceError) -> Phase {
    for phase in Phase.allCases {
      if phase.text.utf8.count == token.end - token.start && !token.quoted {
        var same = true
        var index = token.start
        for byte in phase.text.utf8 {
          if bytes[index] != byte {
            same = false
            break
          }
          index += 1
        }
        if same { return phase }
      }
    }
    throw unexpected(
      .unknownValue, token,
      expected: "a state (idle, pressing, lifting, presented, committing, dismissing, showingDestination)")
  }
}

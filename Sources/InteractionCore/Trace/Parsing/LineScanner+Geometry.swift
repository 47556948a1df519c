/// Points, frames, sizes and shapes in a trace line (SPEC section 9, targets and inputs), each made of
/// the numbers of `LineScanner+Numbers.swift`.
extension LineScanner {
  /// A point `X,Y` from a range.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func point(_ start: Int, _ end: Int) throws(TraceError) -> Point {
    // The first comma ends a plain `X`, which holds none: `X` is read as the comma is sought.
    if let (x, comma) = plainLengthBeforeComma(start, end),
      let y = plainLength(comma + 1, end, negative: true)
    {
      return Point(x: x, y: y)
    }
    return try carefulPoint(start, end)
  }

  /// The next token when it is a point `X,Y` in its plain spelling and within its range (followed by
  /// a blank or the end of the line), read in one pass with no separate search for the token's end;
  /// `nil`, with only the blanks before it skipped, for any other token, which ``point(_:)`` reads
  /// from ``nextInlined()``'s token.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func nextPlainPoint() -> Point? {
    skipBlanks()
    let count = bytes.count
    guard let (x, comma) = plainLengthBeforeComma(position, count),
      let (y, stop) = plainDecimalPrefix(comma &+ 1, count, scale: 3),
      stop == count || LineScanner.isBlank(bytes[stop]),
      y <= SceneRules.lengthLimit, y >= -SceneRules.lengthLimit
    else { return nil }
    position = stop
    lastTokenEnd = stop
    return Point(x: x, y: Length(millipoints: y))
  }

  /// ``point(_:_:)`` for every other spelling, and its errors.
  private func carefulPoint(_ start: Int, _ end: Int) throws(TraceError) -> Point {
    let (x, y) = try lengthPair(
      start, end, split: UInt8(ascii: ","), "a point X,Y", ("an x coordinate", "a y coordinate"),
      negative: true)
    return Point(x: x, y: y)
  }

  /// A point `X,Y` from a token.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func point(_ token: Token) throws(TraceError) -> Point {
    if token.quoted { throw unexpected(.malformedStatement, token, expected: "a point X,Y") }
    return try point(token.start, token.end)
  }

  /// A frame `X,Y,W,H`: the size at least 0.
  func frame(_ start: Int, _ end: Int) throws(TraceError) -> Rect {
    var commas: [Int] = []
    var index = start
    while index < end {
      if bytes[index] == UInt8(ascii: ",") { commas.append(index) }
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
    let (width, height) = try lengthPair(
      start, end, split: UInt8(ascii: "x"), "a size WxH", ("a width", "a height"), negative: false)
    return Size(width: width, height: height)
  }

  /// Two lengths split by exactly one `split` byte (a point's `,`, a size's `x`), each named in
  /// `names` when it is not a length.
  private func lengthPair(
    _ start: Int, _ end: Int, split: UInt8, _ expected: String, _ names: (String, String), negative: Bool
  ) throws(TraceError) -> (Length, Length) {
    guard let separator = find(split, from: start, to: end), find(split, from: separator + 1, to: end) == nil
    else {
      throw unexpected(.malformedStatement, start, end, expected: expected)
    }
    let first = try length(start, separator, names.0, negative: negative)
    let second = try length(separator + 1, end, names.1, negative: negative)
    return (first, second)
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
        if bytes[index] == UInt8(ascii: ",") { commas.append(index) }
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
}

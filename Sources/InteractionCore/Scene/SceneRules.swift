/// The one set of rules that a scene and a configuration obey, whether a trace declares them or a host
/// builds them through the API (SPEC I9, sections 1 and 9). ``TraceParser`` asks these predicates of
/// each token; ``InteractionMachine/init(scene:configuration:)`` asks ``validate(_:configuration:)``
/// of the whole, so the two can never disagree.
///
/// The ranges:
/// - coordinates within ±``Length/limit`` points, sizes and radii from 0 to ``Length/limit`` points;
/// - fractions (overlay, peek, pop, force) in 0…1, and `peek` at most `pop`;
/// - durations (hold, lift, commit, fade, a deferred element's load time) from 0 to
///   ``maximumDuration``, so that the longest chain of deadlines one input can set (hold, then lift,
///   then the longest load) stays far inside signed 64-bit nanoseconds, and ``latestInstant(for:in:)``
///   is the last instant an input may carry (T1);
/// - slop from 0 to ``Length/limit`` points;
/// - ids and names in ASCII letters, digits, `-`, `_` and `.`, starting with a letter or a digit;
///   declared ids and destination names not `root`, `none` or `same`;
/// - titles without control characters (C0, tab included, DEL and C1): every other character, quotes
///   and backslashes included, is written by ``TraceWriter``;
/// - items nested at most ``maximumDepth`` levels deep.
public enum SceneRules {
  /// How deep menu items may nest under their target: deeper menus are rejected, so that no code that
  /// walks a menu tree can exhaust its stack.
  public static let maximumDepth = 64

  /// The largest duration: 1,000,000,000 seconds (about 31.7 years). Three of them (hold, lift, the
  /// longest load) still add up to less than the largest instant, so no deadline saturates (T1).
  public static let maximumDuration = Interval(nanoseconds: 1_000_000_000_000_000_000)

  /// The largest coordinate magnitude, and the largest size or radius, in thousandths of a point.
  public static let lengthLimit: Int64 = Length.limit * 1000

  // MARK: - Ids and names

  /// Whether a byte may start an id: an ASCII letter or digit.
  @inline(__always)
  public static func isIDStart(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Whether a byte may appear in an id: an ASCII letter, a digit, `-`, `_` or `.`.
  @inline(__always)
  public static func isIDByte(_ byte: UInt8) -> Bool {
    isIDStart(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E
  }

  /// Whether UTF-8 bytes form a well-formed id or name (SPEC section 9): not empty, letters, digits,
  /// `-`, `_` and `.`, starting with a letter or a digit.
  public static func isID<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
    guard let first = bytes.first, isIDStart(first) else { return false }
    for byte in bytes.dropFirst() where !isIDByte(byte) { return false }
    return true
  }

  /// Whether a string is a well-formed id or name.
  public static func isID(_ text: String) -> Bool { text.withUTF8Bytes { isID($0) } }

  /// Whether UTF-8 bytes spell one of the reserved words `root`, `none` and `same`.
  public static func isReserved<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
    guard bytes.count == 4 else { return false }
    var word: UInt32 = 0
    for byte in bytes { word = word << 8 | UInt32(byte) }
    // "root", "none", "same" as big-endian words.
    return word == 0x726F_6F74 || word == 0x6E6F_6E65 || word == 0x7361_6D65
  }

  /// Whether a string is one of the reserved words `root`, `none` and `same`.
  public static func isReserved(_ text: String) -> Bool { text.withUTF8Bytes { isReserved($0) } }

  // MARK: - Titles

  /// Whether a Unicode scalar is a control character that no line of a trace may hold: C0 (tab
  /// included; the parser allows a tab only between tokens), DEL and C1.
  @inline(__always)
  public static func isControl(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || (scalar >= 0x7F && scalar <= 0x9F)
  }

  /// The first control character of a title, with its offset in UTF-8 bytes; `nil` when the title can
  /// be written in a trace (quotes and backslashes are escaped, SPEC section 9).
  public static func firstControlCharacter(in title: String) -> (offset: Int, scalar: UInt32)? {
    title.withUTF8Bytes { bytes in
      var offset = 0
      while offset < bytes.count {
        if let control = controlCharacter(in: bytes, at: offset) { return (offset, control.scalar) }
        offset += 1
      }
      return nil
    }
  }

  /// The control character (``isControl(_:)``) whose UTF-8 starts at `offset` of well-formed UTF-8, and
  /// its width in bytes: C0 and DEL are one byte each, C1 is 0xC2 then 0x80…0x9F, and no other scalar
  /// holds those bytes in those places.
  @inline(__always)
  static func controlCharacter(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    scalar: UInt32, width: Int
  )? {
    let byte = bytes[offset]
    if byte < 0x20 || byte == 0x7F { return (UInt32(byte), 1) }
    if byte == 0xC2 && offset + 1 < bytes.count && bytes[offset + 1] < 0xA0 {
      return (UInt32(bytes[offset + 1]), 2)
    }
    return nil
  }

  // MARK: - Ranges

  /// Whether a coordinate lies within ±``Length/limit`` points: two comparisons.
  @inline(__always)
  public static func isCoordinate(_ length: Length) -> Bool {
    length.millipoints >= -lengthLimit && length.millipoints <= lengthLimit
  }

  /// Whether a size or a radius lies in 0…``Length/limit`` points.
  @inline(__always)
  public static func isExtent(_ length: Length) -> Bool {
    length.millipoints >= 0 && length.millipoints <= lengthLimit
  }

  /// Whether both coordinates of a point lie within ±``Length/limit`` points.
  @inline(__always)
  public static func isCoordinate(_ point: Point) -> Bool {
    // One unsigned comparison per coordinate: x + limit in 0…2·limit.
    UInt64(bitPattern: point.x.millipoints &+ lengthLimit) <= UInt64(2 * lengthLimit)
      && UInt64(bitPattern: point.y.millipoints &+ lengthLimit) <= UInt64(2 * lengthLimit)
  }

  /// Whether a rectangle's origin is a coordinate and its width and height are extents.
  public static func isFrame(_ rect: Rect) -> Bool {
    isCoordinate(rect.origin) && isExtent(rect.size.width) && isExtent(rect.size.height)
  }

  /// Whether a fraction lies in 0…1.
  @inline(__always)
  public static func isFraction(_ fraction: Fraction) -> Bool {
    UInt64(bitPattern: fraction.millionths) <= UInt64(Fraction.scale)
  }

  /// Whether a duration lies in 0…``maximumDuration``.
  @inline(__always)
  public static func isDuration(_ interval: Interval) -> Bool {
    UInt64(bitPattern: interval.nanoseconds) <= UInt64(maximumDuration.nanoseconds)
  }

  /// The longest time from an input to the last deadline it can set without another input: the hold,
  /// then the lift, then the longest load of a deferred element (a commit or a fade is one duration).
  /// Exact for a configuration and loads that pass ``validate(_:configuration:)``.
  public static func longestChain(_ configuration: Configuration, longestLoad: Interval) -> Interval {
    let chain = configuration.hold.nanoseconds.addingReportingOverflow(configuration.lift.nanoseconds)
    let withLoad = chain.partialValue.addingReportingOverflow(longestLoad.nanoseconds)
    if chain.overflow || withLoad.overflow { return Interval(nanoseconds: .max) }
    return Interval(
      nanoseconds: max(
        withLoad.partialValue, configuration.commit.nanoseconds, configuration.fade.nanoseconds))
  }

  /// The last instant an input may carry so that every deadline it sets can be represented (T1):
  /// the largest instant less ``longestChain(_:longestLoad:)``. Later inputs are an error in a trace
  /// and ignored by the machine as ``IgnoreReason/instantTooLate(_:)``. With the defaults and no
  /// deferred element, 9,223,372,036.019775807 s.
  public static func latestInstant(for configuration: Configuration, in scene: Scene) -> Instant {
    latestInstant(for: configuration, longestLoad: longestLoad(in: scene))
  }

  /// The last instant an input may carry, given the longest load time of the scene's deferred elements.
  public static func latestInstant(for configuration: Configuration, longestLoad: Interval) -> Instant {
    let chain = longestChain(configuration, longestLoad: longestLoad).nanoseconds
    return Instant(nanoseconds: chain < 0 ? .max : Int64.max - chain)
  }

  /// The longest load time of the deferred elements of a scene, zero where there is none.
  public static func longestLoad(in scene: Scene) -> Interval {
    var longest = Interval.zero
    for target in scene.targets {
      for node in target.menu.nodes where node.kind == .deferred && node.loadTime > longest {
        longest = node.loadTime
      }
    }
    return longest
  }

  // MARK: - Whole values

  /// Checks a configuration against SPEC section 1: durations in 0…``maximumDuration``, slop from 0
  /// to ``Length/limit`` points, overlay, peek and pop in 0…1, and peek at most pop.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  public static func validate(_ configuration: Configuration) throws(SceneError) {
    let durations: [(Interval, StaticString)] = [
      (configuration.hold, "hold"), (configuration.lift, "lift"), (configuration.commit, "commit"),
      (configuration.fade, "fade"),
    ]
    if !isDuration(configuration.hold) { throw durationOutOfRange("hold", configuration.hold) }
    guard isExtent(configuration.slop) else {
      var message = TextWriter()
      message.write("expected slop from 0 to 1000000 points, found ")
      message.write(length: configuration.slop)
      throw refusal(.valueOutOfRange, .configuration, message)
    }
    for (value, name) in durations[1...] where !isDuration(value) { throw durationOutOfRange(name, value) }
    let fractions: [(Fraction, StaticString)] = [
      (configuration.overlay, "overlay"), (configuration.peek, "peek"), (configuration.pop, "pop"),
    ]
    for (value, name) in fractions where !isFraction(value) {
      var message = TextWriter()
      message.write("expected ")
      message.write(name)
      message.write(" from 0 to 1, found ")
      message.write(fraction: value)
      throw refusal(.valueOutOfRange, .configuration, message)
    }
    guard configuration.peek <= configuration.pop else {
      var message = TextWriter()
      message.write("expected peek at most pop, found peek ")
      message.write(fraction: configuration.peek)
      message.write(" above pop ")
      message.write(fraction: configuration.pop)
      throw refusal(.valueOutOfRange, .configuration, message)
    }
  }

  private static func durationOutOfRange(_ name: StaticString, _ value: Interval) -> SceneError {
    var message = TextWriter()
    message.write("expected ")
    message.write(name)
    message.write(" from 0 to 1000000000s, found ")
    message.write(shown: value)
    return refusal(.valueOutOfRange, .configuration, message)
  }

  /// Checks a scene and a configuration against the rules a trace obeys (SPEC I9), configuration first,
  /// then each target in order, each menu item in declaration order: the first broken rule is thrown.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  public static func validate(_ scene: Scene, configuration: Configuration) throws(SceneError) {
    try validate(configuration)
    try validate(scene)
  }

  /// Checks a scene against the rules a trace obeys (SPEC section 9, I9): ids, uniqueness of target ids
  /// in the scene and of item ids in each target's menu, reserved words, ranges, titles, depth.
  public static func validate(_ scene: Scene) throws(SceneError) {
    var targetIDs = IDTable(capacity: scene.targets.count)
    for target in scene.targets {
      let element = Element.target(target.id)
      try declaredID(target.id, "a target id", element)
      if let earlier = targetIDs.insert(target.id) {
        var message = TextWriter()
        message.write("expected a target id not yet used in the scene, found ")
        message.write(shown: target.id)
        message.write(" again (target ")
        message.write(earlier + 1)
        message.write(" of the scene)")
        throw refusal(.duplicateID, element, message)
      }
      try validate(target, element)
    }
  }

  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  private static func validate(_ target: Target, _ element: Element) throws(SceneError) {
    let frame = target.frame
    for (value, name) in [(frame.origin.x, "x" as StaticString), (frame.origin.y, "y")]
    where !isCoordinate(value) {
      throw outOfRange(element, "a frame's ", name, " within ±1000000 points", value)
    }
    for (value, name) in [(frame.size.width, "width" as StaticString), (frame.size.height, "height")]
    where !isExtent(value) {
      throw outOfRange(element, "a frame's ", name, " from 0 to 1000000 points", value)
    }
    if case .roundedRectangle(let radii) = target.shape {
      for radius in [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
      where !isExtent(radius) {
        throw outOfRange(element, "a corner radius from 0 to 1000000 points", "", "", radius)
      }
    }
    if case .custom(let name) = target.preview { try checkName(name, "a preview name", element) }
    if case .named(let name) = target.destination { try declaredID(name, "a destination name", element) }
    if let size = target.preferredPreviewSize {
      for value in [size.width, size.height] where !isExtent(value) {
        throw outOfRange(element, "a preview size from 0 to 1000000 points", "", "", value)
      }
    }
    if let primary = target.primaryAction { try checkName(primary, "a primary action's name", element) }
    try validate(target.menu, of: target.id)
  }

  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  private static func validate(_ menu: Menu, of targetID: String) throws(SceneError) {
    var itemIDs = IDTable(capacity: menu.nodes.count)
    var depth = [0]
    var index = 1
    while index < menu.nodes.count {
      defer { index += 1 }
      let node = menu.nodes[index]
      let element = Element.item(node.id, of: targetID)
      try declaredID(node.id, "an item id", element)
      if itemIDs.insert(node.id) != nil {
        var message = TextWriter()
        message.write("expected an item id not yet used in the menu of ")
        message.write(shown: targetID)
        message.write(", found ")
        message.write(shown: node.id)
        message.write(" again")
        throw refusal(.duplicateID, element, message)
      }
      let level = node.parent >= 0 && node.parent < depth.count ? depth[node.parent] + 1 : 1
      depth.append(level)
      if level > maximumDepth {
        var message = TextWriter()
        message.write("expected items nested at most ")
        message.write(maximumDepth)
        message.write(" levels deep, found one at ")
        message.write(level)
        throw refusal(.nestedTooDeep, element, message)
      }
      if let control = firstControlCharacter(in: node.title) {
        var message = TextWriter()
        message.write("expected a title without control characters, found ")
        message.write(hex: control.scalar)
        message.write(" at byte ")
        message.write(control.offset + 1)
        throw refusal(.invalidTitle, element, message)
      }
      if let icon = node.icon { try checkName(icon, "an icon name", element) }
      if node.kind == .action, let destination = node.destination {
        try declaredID(destination, "a destination name", element)
        if node.keepsMenuPresented {
          var message = TextWriter()
          message.write(
            "expected `keep` or `destination=`, not both: an action that keeps the menu presented shows no destination"
          )
          throw refusal(.conflictingFlags, element, message)
        }
      }
      if node.kind == .deferred && !isDuration(node.loadTime) {
        var message = TextWriter()
        message.write("expected a load time from 0 to 1000000000s, found ")
        message.write(shown: node.loadTime)
        throw refusal(.valueOutOfRange, element, message)
      }
    }
  }

  // MARK: - Pieces

  /// The element a refusal names, written only when a rule is broken: a valid scene is checked with no
  /// text built.
  enum Element {
    /// `configuration`.
    case configuration
    /// A target, by id.
    case target(String)
    /// An item of a target's menu, by id.
    case item(String, of: String)
  }

  /// The refusal of `element` for breaking `rule`, with `message` (a writer, not a closure: one copy of
  /// this function, not one per message).
  @inline(never)
  static func refusal(_ rule: SceneError.Rule, _ element: Element, _ message: TextWriter) -> SceneError {
    var name = TextWriter()
    switch element {
    case .configuration: name.write("configuration")
    case .target(let id):
      name.write("target ")
      name.write(shown: id)
    case .item(let id, let target):
      name.write("item ")
      name.write(shown: id)
      name.write(" of target ")
      name.write(shown: target)
    }
    return SceneError(rule, element: name.text, message: message.text)
  }

  private static func declaredID(_ id: String, _ expected: StaticString, _ element: Element)
    throws(SceneError)
  {
    try checkName(id, expected, element)
    if isReserved(id) {
      var message = TextWriter()
      message.write("expected ")
      message.write(expected)
      message.write(" other than the reserved root, none and same, found ")
      message.write(shown: id)
      throw refusal(.reservedID, element, message)
    }
  }

  private static func checkName(_ name: String, _ expected: StaticString, _ element: Element)
    throws(SceneError)
  {
    guard isID(name) else {
      var message = TextWriter()
      message.write("expected ")
      message.write(expected)
      message.write(" (letters, digits, -, _ and ., from a letter or digit), found ")
      message.write(shown: name)
      throw refusal(.invalidID, element, message)
    }
  }

  @inline(never)
  private static func outOfRange(
    _ element: Element, _ expected: StaticString, _ name: StaticString, _ rest: StaticString, _ value: Length
  ) -> SceneError {
    var message = TextWriter()
    message.write("expected ")
    message.write(expected)
    message.write(name)
    message.write(rest)
    message.write(", found ")
    message.write(length: value)
    return refusal(.valueOutOfRange, element, message)
  }

  /// A string in backquotes, its control characters spelled `U+XXXX`, `\`` as is (an empty id is ``).
  static func shown(_ text: String) -> String {
    TextWriter.text { $0.write(shown: text) }
  }

  /// `U+00XX` for a scalar.
  static func hex(_ value: UInt32) -> String {
    TextWriter.text { $0.write(hex: value) }
  }
}

extension TextWriter {
  /// Writes a string in backquotes, its control characters (``SceneRules/isControl(_:)``) spelled
  /// `U+XXXX`.
  @inline(never)
  package mutating func write(shown text: String) {
    write(byte: UInt8(ascii: "`"))
    text.withUTF8Bytes { bytes in
      var start = 0
      var offset = 0
      while offset < bytes.count {
        guard let control = SceneRules.controlCharacter(in: bytes, at: offset) else {
          offset += 1
          continue
        }
        write(bytes: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        write(hex: control.scalar)
        offset += control.width
        start = offset
      }
      write(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    write(byte: UInt8(ascii: "`"))
  }

  /// Writes `U+XXXX` for a scalar: at least four uppercase hexadecimal digits.
  @inline(never)
  package mutating func write(hex value: UInt32) {
    write("U+")
    let digits: StaticString = "0123456789ABCDEF"
    var count = 4
    while count < 8 && value >> UInt32(4 * count) != 0 { count += 1 }
    while count > 0 {
      count -= 1
      write(byte: digits.utf8Start[Int((value >> UInt32(4 * count)) & 0xF)])
    }
  }

  /// Writes a duration as a trace writes it (`500ms`, `1.5s`), or its seconds where it is negative.
  @inline(never)
  package mutating func write(shown interval: Interval) {
    if interval.nanoseconds >= 0 && interval.nanoseconds % 1_000_000 == 0 {
      write(decimal: interval.nanoseconds / 1_000_000, scale: 0, minimumDecimals: 0)
      write("ms")
    } else {
      write(seconds: interval.nanoseconds, minimumDecimals: 0)
      write(byte: UInt8(ascii: "s"))
    }
  }
}

import InteractionCore

/// A mouse button, as SGR mouse reports number it.
enum MouseButton: Hashable {
  /// The left (primary) button.
  case left
  /// The middle button.
  case middle
  /// The right (secondary) button.
  case right
  /// A wheel or extra button, which `play` ignores.
  case other
}

/// One mouse report: what happened, with which button, at which cell (0-based column and row).
struct MouseEvent: Hashable {
  /// What the mouse did.
  enum Kind: Hashable {
    /// A button went down.
    case press
    /// A button went up.
    case release
    /// The mouse moved with a button held (mode 1002 reports no other motion).
    case motion
  }

  /// What the mouse did.
  var kind: Kind
  /// The button.
  var button: MouseButton
  /// The cell's column, from 0 at the left.
  var column: Int
  /// The cell's row, from 0 at the top.
  var row: Int
}

/// One key that `play` knows.
enum KeyEvent: Hashable {
  /// Tab: focus the next target.
  case tab
  /// Shift-Tab: focus the previous target.
  case backTab
  /// An arrow key.
  case up, down, left, right
  /// Return (or keypad Enter).
  case enter
  /// A lone Escape.
  case escape
  /// Ctrl-C (raw mode delivers it as a byte, not as SIGINT).
  case interrupt
  /// Ctrl-Z (raw mode delivers it as a byte, not as SIGTSTP).
  case suspend
  /// A printable ASCII character.
  case character(Character)
}

/// What the terminal sent, decoded.
enum TerminalEvent: Hashable {
  /// A mouse report.
  case mouse(MouseEvent)
  /// A key.
  case key(KeyEvent)
}

/// Turns the bytes read from the terminal into mouse reports and keys.
///
/// An escape sequence may arrive split across reads: the bytes of an unfinished one wait for the next
/// read. An Escape byte with nothing after it (or only `[` or `O`) is the Escape key only once
/// ``escapeTimeout`` has passed with no more bytes (``flush()``), since it may be the start of a
/// sequence still on its way; a longer unfinished sequence waits for its final byte.
struct InputDecoder {
  /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeout = Interval.milliseconds(50)
  /// The longest escape sequence kept waiting; a longer unfinished one is garbage and dropped.
  static let longestSequence = 64

  private var pending: [UInt8] = []

  /// Whether a lone Escape (or `ESC [`, `ESC O`) waits: after ``escapeTimeout`` it is the Escape key.
  var isWaitingForEscape: Bool {
    pending.first == 0x1B && (pending.count == 1 || pending.count == 2)
  }

  /// Decodes the bytes of one read, with what was pending before them.
  mutating func feed(_ bytes: [UInt8]) -> [TerminalEvent] {
    pending.append(contentsOf: bytes)
    var events: [TerminalEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = decode(at: index) else { break }  // unfinished: wait for more
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    if pending.count > InputDecoder.longestSequence { pending.removeAll() }
    return events
  }

  /// The timeout passed while ``isWaitingForEscape``: the Escape key (a `[` or `O` after it is dropped).
  mutating func flush() -> [TerminalEvent] {
    guard isWaitingForEscape else { return [] }
    pending.removeAll()
    return [.key(.escape)]
  }

  /// The event at `index` and how many bytes it took (a `nil` event for bytes that mean nothing to
  /// `play`), or `nil` when the bytes there are the start of a sequence that has not fully arrived.
  private func decode(at index: Int) -> (TerminalEvent?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x09: return (.key(.tab), 1)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x03: return (.key(.interrupt), 1)
    case 0x1A: return (.key(.suspend), 1)
    case 0x20...0x7E: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
    default: return (nil, 1)  // other control bytes, and UTF-8 bytes of characters play ignores
    }
  }

  private func decodeEscape(at index: Int) -> (TerminalEvent?, Int)? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      return (ss3Key(pending[index + 2]).map { .key($0) }, 3)
    default:
      return (.key(.escape), 1)  // Escape, then whatever follows on its own (Escape Escape, Alt-key)
    }
  }

  /// `ESC [ PARAMETERS FINAL`: arrows, Shift-Tab, and SGR mouse reports `ESC [ < B ; X ; Y M|m`.
  private func decodeCSI(at index: Int) -> (TerminalEvent?, Int)? {
    var end = index + 2
    while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameters = pending[(index + 2)..<end]
    let final = pending[end]
    let length = end - index + 1
    if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return (mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")).map { .mouse($0) }, length)
    }
    switch final {
    case UInt8(ascii: "A"): return (.key(.up), length)
    case UInt8(ascii: "B"): return (.key(.down), length)
    case UInt8(ascii: "C"): return (.key(.right), length)
    case UInt8(ascii: "D"): return (.key(.left), length)
    case UInt8(ascii: "Z"): return (.key(.backTab), length)
    default: return (nil, length)
    }
  }

  private func ss3Key(_ byte: UInt8) -> KeyEvent? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "M"): return .enter
    default: return nil
    }
  }

  /// `B;X;Y` of an SGR mouse report: B's low bits are the button (0 left, 1 middle, 2 right), +32 for
  /// motion, +64 for the wheel; X and Y count cells from 1.
  private func mouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> MouseEvent? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    var numbers: [Int] = []
    for field in fields {
      guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
      }
      numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
    let code = numbers[0]
    guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let button: MouseButton
    if code & 64 != 0 {
      button = .other
    } else {
      switch code & 3 {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: button = .other  // 3: "no button", the motion of a mode this session does not turn on
      }
    }
    let kind: MouseEvent.Kind = released ? .release : (code & 32 != 0 ? .motion : .press)
    return MouseEvent(kind: kind, button: button, column: numbers[1] - 1, row: numbers[2] - 1)
  }
}

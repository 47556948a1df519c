/// Ids and names compared as what they are: ASCII bytes (SPEC section 9; ``SceneRules/isID(_:)``).
///
/// `String`'s `==` and `hash(into:)` compare canonical equivalence, which needs Unicode's normalization
/// tables: about 22 KB of the gzipped WebAssembly module (docs/DECISIONS.md). The machine, the parser,
/// the replayer and the scene's rules compare ids and names with these instead, so that no code the
/// module reaches compares two `String`s (`scripts/build-wasm` links without the tables). For ASCII,
/// the bytes are equal exactly when the strings are; an id given with any other byte names nothing a
/// scene declares, in every host alike.
extension String {
  /// Whether `other` has the same UTF-8 bytes. (The path of every `select`: the lengths first, then
  /// the bytes in place, with no iterator over the view.)
  @inline(__always)
  func hasSameBytes(as other: String) -> Bool {
    #if _pointerBitWidth(_64)
      // On 64-bit targets a string of up to 15 UTF-8 bytes is held in the value's two words (a small
      // string: its bytes, zero padding, and a last byte of flags and count that the bytes decide), so
      // two small strings have the same bytes exactly when their words are equal: two comparisons, no
      // byte loop. Equal words are the same string in any form; a large string falls through.
      let words = unsafeBitCast(self, to: (UInt64, UInt64).self)
      let otherWords = unsafeBitCast(other, to: (UInt64, UInt64).self)
      if words.0 == otherWords.0 && words.1 == otherWords.1 { return true }
      if words.1 & otherWords.1 & String.smallFlag != 0 { return false }
    #elseif _pointerBitWidth(_32)
      // On 32-bit targets (wasm32) a string is 12 bytes, and a short id is held in them (zero-padded):
      // equal words are the same string in any form, three comparisons where an id is compared with its
      // own copy (a `select` of an item of the menu shown). The tenth byte is the discriminator, whose
      // 0x20 bit marks a small string, as on 64-bit targets (in the wasm: 0xE0 or 0xA0 with the count
      // for a small string, 0x80 for a literal's, 0x00 for an allocated one's; docs/DECISIONS.md); the
      // words of a small string are decided by its bytes, so two small strings with unequal words
      // differ: no byte loop for an id compared with another item's. Others fall through.
      let words = unsafeBitCast(self, to: (UInt32, UInt32, UInt32).self)
      let otherWords = unsafeBitCast(other, to: (UInt32, UInt32, UInt32).self)
      if words.0 == otherWords.0 && words.1 == otherWords.1 && words.2 == otherWords.2 { return true }
      if words.2 & otherWords.2 & String.smallFlag != 0 { return false }
    #endif
    #if hasFeature(Embedded)
      // Embedded Swift bridges no string: every string's bytes are in place. The lengths are read from
      // the buffers, not from `utf8.count`, and there is no `elementsEqual` fallback: both link the
      // standard library's code for strings whose bytes are elsewhere (UTF-16 indices, breadcrumbs),
      // about 12 KB of the WebAssembly module that nothing can reach.
      let inPlace = utf8.withContiguousStorageIfAvailable { lhs in
        other.utf8.withContiguousStorageIfAvailable { rhs in
          guard lhs.count == rhs.count else { return false }
          var index = 0
          while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
          }
          return true
        }
      }
      return (inPlace ?? nil) ?? false
    #else
      guard utf8.count == other.utf8.count else { return false }
      let inPlace = utf8.withContiguousStorageIfAvailable { lhs in
        other.utf8.withContiguousStorageIfAvailable { rhs in
          var index = 0
          while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
          }
          return true
        }
      }
      return (inPlace ?? nil) ?? utf8.elementsEqual(other.utf8)
    #endif
  }

  /// Calls `body` with the string's UTF-8 bytes, in place where they are (always, for a native
  /// string), else in a contiguous copy: no walk over the `utf8` view's indices. Also the way to a
  /// string's length in bytes where code is compiled for WebAssembly (`utf8.count` links the code for
  /// bridged strings).
  @inline(__always)
  package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var result: Result?
    forEachUTF8Buffer { result = body($0) }
    return result!
  }

  /// ``withUTF8Bytes(_:)``'s one out-of-line copy (not one per result type: the wasm's size).
  @inline(never)
  private func forEachUTF8Buffer(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if utf8.withContiguousStorageIfAvailable(body) != nil { return }
    #if hasFeature(Embedded)
      // Unreachable: Embedded Swift bridges no string (see `hasSameBytes(as:)`); `withUTF8` would link
      // the copying code for one.
      body(UnsafeBufferPointer(start: nil, count: 0))
    #else
      var copy = self  // only a string bridged from elsewhere: none on Linux or WebAssembly
      copy.withUTF8(body)
    #endif
  }
}

extension String {
  #if hasFeature(Embedded)
    /// A string of bytes that are well-formed UTF-8: checked by the caller (`isValidUTF8`, a trace
    /// line's check), or written from strings and ASCII (``TextWriter``, a spelling). Where code is
    /// compiled for WebAssembly (Embedded Swift) it is made by validating, not by
    /// `String(decoding:as:)`, whose repair of ill-formed bytes (never needed here) links the standard
    /// library's code for growing and re-encoding a string (about 5 KB of the gzipped module).
    @inline(never)
    package init(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
      self = String(validating: bytes, as: UTF8.self) ?? ""
    }
  #else
    /// A string of bytes that are well-formed UTF-8: checked by the caller (`isValidUTF8`, a trace
    /// line's check), or written from strings and ASCII (``TextWriter``, a spelling).
    @inline(__always)
    package init(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
      self = String(decoding: bytes, as: UTF8.self)
    }
  #endif
}

#if _pointerBitWidth(_64)
  extension String {
    /// The bit of a 64-bit string's second word that marks a small string (its bytes held in the value).
    @usableFromInline static let smallFlag: UInt64 = 1 << 61
  }
#elseif _pointerBitWidth(_32)
  extension String {
    /// The bit of a 32-bit string's third word that marks a small string (its bytes held in the value):
    /// the discriminator's (the tenth byte's) 0x20 bit.
    @usableFromInline static let smallFlag: UInt32 = 0x20 << 8
  }
#endif

extension Optional where Wrapped == String {
  /// Whether both are `nil`, or both hold the same UTF-8 bytes.
  @inline(__always)
  func hasSameBytes(as other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return lhs.hasSameBytes(as: rhs)
    default: return false
    }
  }
}

/// An id or name as a dictionary key: equal and hashed by its UTF-8 bytes (see above).
struct IDKey: Hashable {
  /// The id.
  let id: String

  /// The key of `id`.
  init(_ id: String) {
    self.id = id
  }

  static func == (lhs: IDKey, rhs: IDKey) -> Bool {
    lhs.id.hasSameBytes(as: rhs.id)
  }

  func hash(into hasher: inout Hasher) {
    id.withUTF8Bytes { for byte in $0 { hasher.combine(byte) } }
  }
}

extension MenuLevelName {
  /// Whether `other` is the same level, its submenu's id compared by bytes.
  func hasSameBytes(as other: MenuLevelName) -> Bool {
    switch (self, other) {
    case (.none, .none), (.root, .root): return true
    case (.submenu(let lhs), .submenu(let rhs)): return lhs.hasSameBytes(as: rhs)
    default: return false
    }
  }
}

extension Outcome {
  /// Whether `other` is the same outcome, its id or destination compared by bytes.
  func hasSameBytes(as other: Outcome) -> Bool {
    switch (self, other) {
    case (.tap(let lhs), .tap(let rhs)), (.perform(let lhs), .perform(let rhs)):
      return lhs.hasSameBytes(as: rhs)
    case (.cancel(let lhs), .cancel(let rhs)): return lhs == rhs
    case (.dismiss(let lhs), .dismiss(let rhs)): return lhs == rhs
    case (.navigate(let lhs, let lhsPresentation), .navigate(let rhs, let rhsPresentation)):
      return lhs.hasSameBytes(as: rhs) && lhsPresentation == rhsPresentation
    default: return false
    }
  }
}

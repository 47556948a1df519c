/// Why a trace was rejected, and where (SPEC section 9, errors): nothing in a bad trace is guessed.
///
/// In the style of swift-format's `SwiftFormatError`: one ``Kind`` per failure, a position, and a message
/// that says what was expected and what was found. ``formatted(file:)`` renders it as compilers do.
public struct TraceError: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A statement whose tokens do not fit its grammar: a token missing, one too many, or a value
    /// written wrongly (a point without its comma, say).
    case malformedStatement
    /// A line that starts with a word that is no statement of the format.
    case unknownStatement
    /// An input whose verb is none of the format's.
    case unknownVerb
    /// An expectation whose kind is none of `state`, `menu`, `highlight`, `item`, `outcome`, `outcomes`.
    case unknownExpectation
    /// A `NAME=VALUE` attribute, or a `set` name, that the statement does not have.
    case unknownAttribute
    /// A bare word that the statement has no flag for.
    case unknownFlag
    /// A value outside its enumeration: a shape, a presentation, a key, a state, an outcome.
    case unknownValue
    /// A token that should be an id (or a name) but holds other characters.
    case invalidID
    /// An id that nothing in the trace declares (`select`, `focus`, `remove`, an expectation).
    case undeclaredID
    /// A target id declared twice in the trace, or an item id twice in one target's menu.
    case duplicateID
    /// `root`, `none` or `same` used as an id.
    case reservedID
    /// An input stamped earlier than the one before it (SPEC T1).
    case timeWentBackwards
    /// A value outside its range, or finer than its precision (a length finer than 0.001 pt, a time
    /// finer than 1 ns, a fraction finer than 0.000001).
    case valueOutOfRange
    /// A number written with an exponent, a leading `+` or a leading `.`, or not as a decimal at all.
    case invalidNumber
    /// Flags or attributes that cannot go together: two of `on`, `off` and `mixed`; `keep` with
    /// `destination=`; the same attribute or flag twice on one line.
    case conflictingFlags
    /// A quoted title with no closing quote on its line.
    case unterminatedString
    /// A backslash in a title before anything but `"` or another backslash (`\"` and `\\` are the only
    /// escapes, SPEC section 9).
    case invalidEscape
    /// A control character anywhere in a line (a tab between tokens is allowed).
    case controlCharacter
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A tab in the indentation of a statement.
    case tabInIndentation
    /// A statement indented where it may not be, or an item indented to no level it could belong to.
    case badIndentation
    /// `set`, `target` or a menu item after the first input.
    case declarationAfterInput
    /// A header whose version is missing or is not 1.
    case unsupportedVersion
    /// A header that is not the first statement.
    case misplacedHeader
  }

  /// What went wrong.
  public var kind: Kind
  /// The line, counted from 1.
  public var line: Int
  /// The column of the offending token, in UTF-8 bytes counted from 1.
  public var column: Int
  /// What was expected and what was found.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, line: Int, column: Int, message: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error as compilers print it: `FILE:LINE:COLUMN: error: MESSAGE`.
  public func formatted(file: String) -> String {
    file + ":" + String(line) + ":" + String(column) + ": error: " + message
  }
}

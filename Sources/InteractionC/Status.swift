import CInteraction

/// The header's statuses, as `interaction_status` values.
enum Status {
  static let ok = interaction_status(INTERACTION_STATUS_OK)
  static let nullArgument = interaction_status(INTERACTION_STATUS_NULL_ARGUMENT)
  static let invalidEnum = interaction_status(INTERACTION_STATUS_INVALID_ENUM)
  static let invalidUTF8 = interaction_status(INTERACTION_STATUS_INVALID_UTF8)
  static let unknownName = interaction_status(INTERACTION_STATUS_UNKNOWN_NAME)
  static let outOfRange = interaction_status(INTERACTION_STATUS_OUT_OF_RANGE)
  static let bufferTooSmall = interaction_status(INTERACTION_STATUS_BUFFER_TOO_SMALL)
  static let parseError = interaction_status(INTERACTION_STATUS_PARSE_ERROR)
  static let invalidScene = interaction_status(INTERACTION_STATUS_INVALID_SCENE)
  static let timeWentBackwards = interaction_status(INTERACTION_STATUS_TIME_WENT_BACKWARDS)
  static let noDeadline = interaction_status(INTERACTION_STATUS_NO_DEADLINE)
}

/// A call refused before it does anything, with the status its caller gets.
struct Refusal: Error {
  var status: interaction_status
}

/// The header's special name indices.
enum NameIndex {
  /// No name.
  static let none = UInt32(INTERACTION_NO_NAME)
  /// The root menu level, in an appearance.
  static let rootLevel = UInt32(INTERACTION_ROOT_LEVEL)

  /// A core name code (-1 for none, else an index) as a name index: the same bits, -1 being
  /// ``none`` (0xFFFFFFFF).
  @inline(__always)
  static func of(_ code: Int32) -> UInt32 {
    UInt32(bitPattern: code)
  }
}

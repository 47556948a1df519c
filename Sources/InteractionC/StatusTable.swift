/// The statuses' words, by value: one table for the header's comments, `interaction_status_name` and the
/// JavaScript module's generated constants (`scripts/regenerate`). A status's value is stable forever,
/// as a vocabulary word's is; `CGrammarTests` compares this table with the header's constants.
package enum StatusTable {
  /// How many statuses there are (values 0 to this minus one).
  package static let count: UInt32 = 11

  /// The status's name, as its constant spells it after `INTERACTION_STATUS_` (lower case, `-` for `_`).
  package static func name(_ status: UInt32) -> StaticString? {
    switch status {
    case 0: return "ok"
    case 1: return "null-argument"
    case 2: return "invalid-enum"
    case 3: return "invalid-utf8"
    case 4: return "unknown-name"
    case 5: return "out-of-range"
    case 6: return "buffer-too-small"
    case 7: return "parse-error"
    case 8: return "invalid-scene"
    case 9: return "time-went-backwards"
    case 10: return "no-deadline"
    default: return nil
    }
  }

  /// What the status says, as an error message would put it.
  package static func phrase(_ status: UInt32) -> StaticString? {
    switch status {
    case 0: return "ok"
    case 1: return "a required pointer was NULL"
    case 2: return "a value that is no word of its table"
    case 3: return "bytes that are not UTF-8"
    case 4: return "an unknown name"
    case 5: return "a value out of range"
    case 6: return "a buffer too small"
    case 7: return "a parse error"
    case 8: return "an invalid scene"
    case 9: return "time went backwards"
    case 10: return "no deadline"
    default: return nil
    }
  }
}

/// The names that compact report codes stand for: ids, destinations and previews.
///
/// A report that the machine makes holds no `String`: it holds small trivially-copyable codes (indices
/// into this table) and one reference to the table, which the machine builds once from its scene. The
/// machine lends its sink the one transition it keeps (``InteractionMachine/current``), so a report
/// that the sink only reads costs no reference count, and the names are resolved only when a host
/// reads them. The table is immutable; a list or transition built by hand gets a table of
/// its own, extended by copying (reports are built by hand only in tests and tools).
@usableFromInline
final class ReportNames: Sendable {
  /// The strings that codes name, by index.
  let strings: [String]
  /// The previews that `show-preview` codes name, by index: what the preview shows and its size.
  let previews: [PreviewSlot]
  /// The opacities that `begin-fade` codes name, by index.
  let fractions: [Fraction]

  /// The table of no names, shared by every list and transition that names nothing.
  @usableFromInline static let empty = ReportNames()

  @_optimize(speed)
  init(strings: [String] = [], previews: [PreviewSlot] = [], fractions: [Fraction] = []) {
    precondition(
      strings.count <= Int(EffectCode.maximumIndex) && previews.count <= Int(EffectCode.maximumIndex),
      "too many names for a report's codes")
    self.strings = strings
    self.previews = previews
    self.fractions = fractions
  }

  /// The string at a name's index.
  @inline(__always)
  @_optimize(speed)
  func string(_ index: Int32) -> String { strings[Int(index)] }
}

/// What a `show-preview` effect shows: the preview and its preferred size.
struct PreviewSlot: Hashable, Sendable {
  var preview: Preview
  var size: Size?
}

/// Builds a table of names for reports made by hand, reusing an existing table's entries.
struct ReportNamesBuilder {
  var strings: [String]
  var previews: [PreviewSlot]
  var fractions: [Fraction]
  private var added = false

  /// Starts from an existing table.
  @_optimize(speed)
  init(_ base: ReportNames) {
    strings = base.strings
    previews = base.previews
    fractions = base.fractions
  }

  /// The index of a fraction, appended.
  @_optimize(speed)
  mutating func add(_ fraction: Fraction) -> Int32 {
    added = true
    fractions.append(fraction)
    return Int32(fractions.count - 1)
  }

  /// The index of a string, appended.
  @_optimize(speed)
  mutating func add(_ string: String) -> Int32 {
    added = true
    strings.append(string)
    return Int32(strings.count - 1)
  }

  /// The index of an optional string, `nil` for `nil`.
  @_optimize(speed)
  mutating func add(_ string: String?) -> Int32? {
    string.map { add($0) }
  }

  /// The index of a preview slot, appended.
  @_optimize(speed)
  mutating func add(_ slot: PreviewSlot) -> Int32 {
    added = true
    previews.append(slot)
    return Int32(previews.count - 1)
  }

  /// Whether the table would take more names than a code can index.
  var isFull: Bool {
    strings.count > Int(EffectCode.maximumIndex) || previews.count > Int(EffectCode.maximumIndex)
  }

  /// The table: the base itself where nothing was added.
  @_optimize(speed)
  func build(base: ReportNames) -> ReportNames {
    guard added else { return base }
    return ReportNames(strings: strings, previews: previews, fractions: fractions)
  }
}

import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// Why a C input could not be made a Swift one.
enum InputError: Error {
  case invalidEnum, unknownName, outOfRange

  /// The status the caller gets.
  var status: interaction_status {
    switch self {
    case .invalidEnum: return Status.invalidEnum
    case .unknownName: return Status.unknownName
    case .outOfRange: return Status.outOfRange
    }
  }
}

extension interaction_input {
  /// A zeroed input of `verb`.
  init(verb: interaction_input_verb) {
    self.init()
    self.verb = verb
    name = NameIndex.none
  }

  /// The Swift input this C input stands for; names resolve through `names`. (Built case by case
  /// rather than through ``Input/init(verb:operand:)``: this is the path of every input.)
  @inline(__always)
  func input(names: NameTable) throws(InputError) -> Input {
    switch InputVerb(rawValue: verb) {
    case .down?: return .down(try point())
    case .move?: return .move(try point())
    case .up?: return .up
    case .force?:
      guard force >= 0 && force <= Fraction.scale else { throw .outOfRange }
      return .force(Fraction(millionths: force))
    case .cancel?: return .cancel
    case .tapPreview?: return .tapPreview
    case .select?: return .select(try named(names))
    case .tapOutside?: return .tapOutside
    case .dismiss?: return .dismiss
    case .closed?: return .closed
    case .rightClick?: return .rightClick(try point())
    case .focus?: return .focus(try named(names))
    case .key?:
      guard let key = Key(rawValue: key) else { throw .invalidEnum }
      return .key(key)
    case .remove?: return .remove(try named(names))
    case .tick?: return .tick
    case .hover?: return .hover(name == NameIndex.none ? nil : try named(names))
    case nil: throw .invalidEnum
    }
  }

  /// The point of `down`, `move` and `right-click`, within the scene's limits.
  @inline(__always)
  private func point() throws(InputError) -> Point {
    let limit = Length.limit * 1000
    guard x >= -limit && x <= limit && y >= -limit && y <= limit else { throw .outOfRange }
    return Point(x: Length(millipoints: x), y: Length(millipoints: y))
  }

  /// The name that `select`, `focus`, `remove` and `hover` carry.
  @inline(__always)
  private func named(_ names: NameTable) throws(InputError) -> String {
    guard Int(name) < names.count else { throw .unknownName }
    return names.strings[Int(name)]
  }

  /// The C input of a Swift input; names are looked up in `names` (`nil` when one is not there).
  init?(_ input: Input, names: NameTable) {
    self.init(verb: input.verb.rawValue)
    switch input.operand {
    case .none:
      break
    case .point(let point):
      x = point.x.millipoints
      y = point.y.millipoints
    case .force(let force):
      self.force = force.millionths
    case .id(let id?):
      guard let index = names.index(of: id) else { return nil }
      name = UInt32(index)
    case .id(nil):
      name = NameIndex.none
    case .key(let key):
      self.key = key.rawValue
    }
  }
}

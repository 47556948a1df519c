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

  /// The Swift input this C input stands for; names resolve through `names`.
  func input(names: NameTable) throws(InputError) -> Input {
    guard let verb = InputVerb(rawValue: verb) else { throw .invalidEnum }
    let operand: InputOperand
    switch verb.operand {
    case .none:
      operand = .none
    case .point:
      let limit = Length.limit * 1000
      guard x >= -limit && x <= limit && y >= -limit && y <= limit else { throw .outOfRange }
      operand = .point(Point(x: Length(millipoints: x), y: Length(millipoints: y)))
    case .force:
      guard force >= 0 && force <= Fraction.scale else { throw .outOfRange }
      operand = .force(Fraction(millionths: force))
    case .item, .target:
      guard Int(name) < names.count else { throw .unknownName }
      operand = .id(names.strings[Int(name)])
    case .itemOrNone:
      guard name == NameIndex.none || Int(name) < names.count else { throw .unknownName }
      operand = .id(name == NameIndex.none ? nil : names.strings[Int(name)])
    case .key:
      guard let key = Key(rawValue: key) else { throw .invalidEnum }
      operand = .key(key)
    }
    guard let input = Input(verb: verb, operand: operand) else { throw .invalidEnum }
    return input
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

#if canImport(InteractionCore)
  import InteractionCore
#endif
import CInteraction

/// The verbs of the header, as Swift reads them in a `switch`.
enum Verb {
  static let down = interaction_input_verb(INTERACTION_INPUT_VERB_DOWN)
  static let move = interaction_input_verb(INTERACTION_INPUT_VERB_MOVE)
  static let up = interaction_input_verb(INTERACTION_INPUT_VERB_UP)
  static let force = interaction_input_verb(INTERACTION_INPUT_VERB_FORCE)
  static let cancel = interaction_input_verb(INTERACTION_INPUT_VERB_CANCEL)
  static let tapPreview = interaction_input_verb(INTERACTION_INPUT_VERB_TAP_PREVIEW)
  static let select = interaction_input_verb(INTERACTION_INPUT_VERB_SELECT)
  static let tapOutside = interaction_input_verb(INTERACTION_INPUT_VERB_TAP_OUTSIDE)
  static let dismiss = interaction_input_verb(INTERACTION_INPUT_VERB_DISMISS)
  static let closed = interaction_input_verb(INTERACTION_INPUT_VERB_CLOSED)
  static let rightClick = interaction_input_verb(INTERACTION_INPUT_VERB_RIGHT_CLICK)
  static let focus = interaction_input_verb(INTERACTION_INPUT_VERB_FOCUS)
  static let key = interaction_input_verb(INTERACTION_INPUT_VERB_KEY)
  static let remove = interaction_input_verb(INTERACTION_INPUT_VERB_REMOVE)
  static let tick = interaction_input_verb(INTERACTION_INPUT_VERB_TICK)
  static let hover = interaction_input_verb(INTERACTION_INPUT_VERB_HOVER)
}

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
    func point() throws(InputError) -> Point {
      let limit = Length.limit * 1000
      guard x >= -limit && x <= limit && y >= -limit && y <= limit else { throw .outOfRange }
      return Point(x: Length(millipoints: x), y: Length(millipoints: y))
    }
    func named() throws(InputError) -> String {
      guard Int(name) < names.count else { throw .unknownName }
      return names.strings[Int(name)]
    }
    switch verb {
    case Verb.down: return .down(try point())
    case Verb.move: return .move(try point())
    case Verb.up: return .up
    case Verb.force:
      guard force >= 0 && force <= Fraction.scale else { throw .outOfRange }
      return .force(Fraction(millionths: force))
    case Verb.cancel: return .cancel
    case Verb.tapPreview: return .tapPreview
    case Verb.select: return .select(try named())
    case Verb.tapOutside: return .tapOutside
    case Verb.dismiss: return .dismiss
    case Verb.closed: return .closed
    case Verb.rightClick: return .rightClick(try point())
    case Verb.focus: return .focus(try named())
    case Verb.key:
      guard let key = Key(cValue: key) else { throw .invalidEnum }
      return .key(key)
    case Verb.remove: return .remove(try named())
    case Verb.tick: return .tick
    default: throw .invalidEnum
    }
  }

  /// The C input of a Swift input; names are looked up in `names` (`nil` when one is not there).
  init?(_ input: Input, names: NameTable) {
    func named(_ verb: interaction_input_verb, _ id: String) -> interaction_input? {
      guard let index = names.index(of: id) else { return nil }
      var result = interaction_input(verb: verb)
      result.name = UInt32(index)
      return result
    }
    func pointed(_ verb: interaction_input_verb, _ point: Point) -> interaction_input {
      var result = interaction_input(verb: verb)
      result.x = point.x.millipoints
      result.y = point.y.millipoints
      return result
    }
    switch input {
    case .down(let point): self = pointed(Verb.down, point)
    case .move(let point): self = pointed(Verb.move, point)
    case .up: self.init(verb: Verb.up)
    case .force(let force):
      self.init(verb: Verb.force)
      self.force = force.millionths
    case .cancel: self.init(verb: Verb.cancel)
    case .tapPreview: self.init(verb: Verb.tapPreview)
    case .select(let id):
      guard let input = named(Verb.select, id) else { return nil }
      self = input
    case .tapOutside: self.init(verb: Verb.tapOutside)
    case .dismiss: self.init(verb: Verb.dismiss)
    case .closed: self.init(verb: Verb.closed)
    case .rightClick(let point): self = pointed(Verb.rightClick, point)
    case .focus(let id):
      guard let input = named(Verb.focus, id) else { return nil }
      self = input
    case .key(let key):
      self.init(verb: Verb.key)
      self.key = key.cValue
    case .remove(let id):
      guard let input = named(Verb.remove, id) else { return nil }
      self = input
    case .tick: self.init(verb: Verb.tick)
    }
  }
}

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
  @_optimize(speed)
  init(verb: interaction_input_verb) {
    self.init()
    self.verb = verb
    name = NameIndex.none
  }

  /// Hands `body` the Swift input this C input stands for, and returns what it returns; names resolve
  /// through `names` (borrowed: the handle keeps the table). Each verb calls `body` on its own, so that
  /// where `body` is inlined each call knows its input's case: the machine's dispatch and the input's
  /// release fold away for it.
  /// Matched on the raw byte against the vocabulary's values (one jump table, no optional
  /// `InputVerb` made first); `CABIMisuseTests` checks that every verb of the vocabulary is taken.
  @inline(__always)
  @_optimize(speed)
  func withInput<Result>(names: Unmanaged<NameTable>, _ body: (Input) -> Result) throws(InputError) -> Result
  {
    switch verb {
    case InputVerb.down.rawValue: return body(.down(try point()))
    case InputVerb.move.rawValue: return body(.move(try point()))
    case InputVerb.up.rawValue: return body(.up)
    case InputVerb.force.rawValue:
      guard force >= 0 && force <= Fraction.scale else { throw .outOfRange }
      return body(.force(Fraction(millionths: force)))
    case InputVerb.cancel.rawValue: return body(.cancel)
    case InputVerb.tapPreview.rawValue: return body(.tapPreview)
    case InputVerb.select.rawValue: return body(.select(try named(names)))
    case InputVerb.tapOutside.rawValue: return body(.tapOutside)
    case InputVerb.dismiss.rawValue: return body(.dismiss)
    case InputVerb.closed.rawValue: return body(.closed)
    case InputVerb.rightClick.rawValue: return body(.rightClick(try point()))
    case InputVerb.focus.rawValue: return body(.focus(try named(names)))
    case InputVerb.key.rawValue:
      guard let key = Key(rawValue: key) else { throw .invalidEnum }
      return body(.key(key))
    case InputVerb.remove.rawValue: return body(.remove(try named(names)))
    case InputVerb.tick.rawValue: return body(.tick)
    case InputVerb.hover.rawValue: return body(.hover(name == NameIndex.none ? nil : try named(names)))
    default: throw .invalidEnum
    }
  }

  /// The point of `down`, `move` and `right-click`, within the scene's limits.
  @inline(__always)
  @_optimize(speed)
  private func point() throws(InputError) -> Point {
    let limit = Length.limit * 1000
    guard x >= -limit && x <= limit && y >= -limit && y <= limit else { throw .outOfRange }
    return Point(x: Length(millipoints: x), y: Length(millipoints: y))
  }

  /// The name that `select`, `focus`, `remove` and `hover` carry.
  @inline(__always)
  @_optimize(speed)
  private func named(_ names: Unmanaged<NameTable>) throws(InputError) -> String {
    let id = names._withUnsafeGuaranteedRef { names in
      name.index(below: names.count).map { names.strings[$0] }
    }
    guard let id else { throw .unknownName }
    return id
  }

  /// The C input of a Swift input; names are looked up in `names` (`nil` when one is not there).
  @_optimize(speed)
  init?(_ input: Input, names: NameTable) {
    self.init(verb: input.verb.rawValue)
    switch input.verb.operand {
    case .none: break
    case .point:
      x = input.point?.x.millipoints ?? 0
      y = input.point?.y.millipoints ?? 0
    case .force: force = input.force?.millionths ?? 0
    case .key: key = input.key?.rawValue ?? 0
    case .item, .target, .itemOrNone:
      guard let id = input.id else { break }
      guard let index = names.index(of: id) else { return nil }
      name = UInt32(index)
    }
  }
}

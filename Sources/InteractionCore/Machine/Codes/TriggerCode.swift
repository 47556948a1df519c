/// What caused a transition, as the machine writes it on the hot path: an input's verb or a timer's
/// name, and its operand (a point's coordinates, a force, a key, or a name's index into
/// ``ReportNames``). Trivially copyable; made by ``input(_:name:)``, ``timer(_:)`` and ``load(_:)``.
@usableFromInline
struct TriggerCode: Hashable, Sendable {
  /// The word of a trigger: an input's verb or a timer's name.
  @usableFromInline
  enum Word: Hashable, Sendable {
    case input(InputVerb)
    case timer(TimerName)
  }

  /// The input's verb or the timer's name.
  @usableFromInline var word: Word
  /// The key of `key`; `menu` for every other trigger.
  @usableFromInline var key: Key
  /// The first operand: a point's x, a force's millionths, or a name's index (-1 for `none`).
  @usableFromInline var a: Int64
  /// The second operand: a point's y.
  @usableFromInline var b: Int64

  @inline(__always)
  @_optimize(speed)
  init(_ word: Word, key: Key = .menu, _ a: Int64 = 0, _ b: Int64 = 0) {
    self.word = word
    self.key = key
    self.a = a
    self.b = b
  }

  /// The code of a timer that names nothing (hold, lift, commit, fade).
  @inline(__always)
  @_optimize(speed)
  static func timer(_ name: TimerName) -> TriggerCode { TriggerCode(.timer(name)) }

  /// The code of a deferred element's load, by the element's name.
  @inline(__always)
  @_optimize(speed)
  static func load(_ element: Int32) -> TriggerCode { TriggerCode(.timer(.load), Int64(element)) }

  /// The code of `select ITEM`, by the item's name index.
  @inline(__always)
  @_optimize(speed)
  static func select(_ item: Int32) -> TriggerCode { TriggerCode(.input(.select), Int64(item)) }

  /// The code of `focus TARGET`, by the target's name index.
  @inline(__always)
  @_optimize(speed)
  static func focus(_ target: Int32) -> TriggerCode { TriggerCode(.input(.focus), Int64(target)) }

  /// The code of `remove TARGET`, by the target's name index.
  @inline(__always)
  @_optimize(speed)
  static func remove(_ target: Int32) -> TriggerCode { TriggerCode(.input(.remove), Int64(target)) }

  /// The code of `hover ITEM|none`, by the item's name index (`nil`: none).
  @inline(__always)
  @_optimize(speed)
  static func hover(_ item: Int32?) -> TriggerCode { TriggerCode(.input(.hover), Int64(item ?? -1)) }

  /// The code of an input whose id, if it names one, is already the index `name` into the machine's
  /// names (`nil`: none).
  @inline(__always)
  @_optimize(speed)
  static func input(_ input: Input, name: Int32? = nil) -> TriggerCode {
    let verb = Word.input(input.verb)
    switch input {
    case .down(let point), .move(let point), .rightClick(let point):
      return TriggerCode(verb, point.x.millipoints, point.y.millipoints)
    case .force(let force): return TriggerCode(verb, force.millionths)
    case .key(let key): return TriggerCode(verb, key: key)
    case .select, .focus, .remove, .hover: return TriggerCode(verb, Int64(name ?? -1))
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick: return TriggerCode(verb)
    }
  }
}

extension TriggerCode {
  /// The trigger this code stands for, its names resolved from `names`.
  @_optimize(speed)
  func trigger(_ names: ReportNames) -> Trigger {
    var point: Point { Point(x: Length(millipoints: a), y: Length(millipoints: b)) }
    var id: String { names.string(Int32(truncatingIfNeeded: a)) }
    switch word {
    case .timer(let timer):
      switch timer {
      case .hold: return .timer(.hold)
      case .lift: return .timer(.lift)
      case .commit: return .timer(.commit)
      case .fade: return .timer(.fade)
      case .load: return .timer(.load(id))
      }
    case .input(let verb):
      switch verb {
      case .down: return .input(.down(point))
      case .move: return .input(.move(point))
      case .up: return .input(.up)
      case .force: return .input(.force(Fraction(millionths: a)))
      case .cancel: return .input(.cancel)
      case .tapPreview: return .input(.tapPreview)
      case .select: return .input(.select(id))
      case .tapOutside: return .input(.tapOutside)
      case .dismiss: return .input(.dismiss)
      case .closed: return .input(.closed)
      case .rightClick: return .input(.rightClick(point))
      case .focus: return .input(.focus(id))
      case .key: return .input(.key(key))
      case .remove: return .input(.remove(id))
      case .tick: return .input(.tick)
      case .hover: return .input(.hover(a < 0 ? nil : id))
      }
    }
  }

  /// The code of a trigger, its names added to `names`.
  @_optimize(speed)
  static func encode(_ trigger: Trigger, into names: inout ReportNamesBuilder) -> TriggerCode {
    switch trigger {
    case .input(let input):
      switch input {
      case .select(let id), .focus(let id), .remove(let id): return .input(input, name: names.add(id))
      case .hover(let id): return .input(input, name: names.add(id))
      default: return .input(input)
      }
    case .timer(.load(let id)): return .load(names.add(id))
    case .timer(let timer): return .timer(timer.name)
    }
  }
}

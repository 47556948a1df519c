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

  init(strings: [String] = [], previews: [PreviewSlot] = [], fractions: [Fraction] = []) {
    precondition(
      strings.count <= Int(EffectCode.maximumIndex) && previews.count <= Int(EffectCode.maximumIndex),
      "too many names for a report's codes")
    self.strings = strings
    self.previews = previews
    self.fractions = fractions
  }

  /// The string at a code's index.
  @inline(__always)
  func string(_ index: Int32) -> String { strings[Int(index)] }

  /// The string at a code's index, `nil` for -1.
  @inline(__always)
  func optionalString(_ index: Int32) -> String? { index < 0 ? nil : strings[Int(index)] }
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

  /// Starts from an existing table, or from nothing.
  init(_ base: ReportNames?) {
    strings = base?.strings ?? []
    previews = base?.previews ?? []
    fractions = base?.fractions ?? []
  }

  /// The index of a fraction, appended.
  mutating func add(_ fraction: Fraction) -> Int32 {
    added = true
    fractions.append(fraction)
    return Int32(fractions.count - 1)
  }

  /// The index of a string, appended.
  mutating func add(_ string: String) -> Int32 {
    added = true
    strings.append(string)
    return Int32(strings.count - 1)
  }

  /// The index of an optional string, -1 for `nil`.
  mutating func add(_ string: String?) -> Int32 {
    guard let string else { return -1 }
    return add(string)
  }

  /// The index of a preview slot, appended.
  mutating func add(_ slot: PreviewSlot) -> Int32 {
    added = true
    previews.append(slot)
    return Int32(previews.count - 1)
  }

  /// The table: the base itself where nothing was added.
  func build(base: ReportNames?) -> ReportNames? {
    guard added else { return base }
    return ReportNames(strings: strings, previews: previews, fractions: fractions)
  }
}

// MARK: - Effect codes

/// One effect as a compact code packed into 64 bits: its kind (6 bits), a flag (2 bits), and two
/// operands of 28 bits each, indices into ``ReportNames`` stored plus one so that 0 stands for none.
/// Trivially copyable.
@usableFromInline
struct EffectCode: Hashable, Sendable {
  @usableFromInline var bits: UInt64

  /// The largest index an operand can hold.
  static let maximumIndex: Int32 = (1 << 28) - 2

  @inline(__always)
  init(_ kind: EffectKind, flag: UInt8 = 0, _ a: Int32 = -1, _ b: Int32 = -1) {
    bits =
      UInt64(kind.rawValue) | UInt64(flag & 3) << 6 | UInt64(UInt32(bitPattern: a &+ 1) & 0xFFF_FFFF) << 8
      | UInt64(UInt32(bitPattern: b &+ 1) & 0xFFF_FFFF) << 36
  }

  @inline(__always)
  init(bits: UInt64) { self.bits = bits }

  /// The kind.
  var kind: UInt8 { UInt8(truncatingIfNeeded: bits & 0x3F) }
  /// The flag: a presentation, an item state, or whether a menu is compact.
  var flag: UInt8 { UInt8(truncatingIfNeeded: (bits >> 6) & 3) }
  /// The first operand, -1 for none.
  var a: Int32 { Int32(truncatingIfNeeded: (bits >> 8) & 0xFFF_FFFF) - 1 }
  /// The second operand, -1 for none.
  var b: Int32 { Int32(truncatingIfNeeded: (bits >> 36) & 0xFFF_FFFF) - 1 }

  @usableFromInline static let none = EffectCode(bits: 0)
}

extension Presentation {
  /// The presentation as a code flag.
  var code: UInt8 { self == .push ? 0 : 1 }

  /// The presentation of a code flag.
  init(code: UInt8) { self = code == 0 ? .push : .sheet }
}

extension ItemState {
  /// The state as a code flag.
  var code: UInt8 {
    switch self {
    case .off: return 0
    case .on: return 1
    case .mixed: return 2
    }
  }

  /// The state of a code flag.
  init(code: UInt8) {
    switch code {
    case 0: self = .off
    case 1: self = .on
    default: self = .mixed
    }
  }
}

extension EffectCode {
  /// The effect this code stands for, its names resolved from `names`.
  func effect(_ names: ReportNames?) -> Effect {
    func s(_ index: Int32) -> String { names!.string(index) }
    switch EffectKind(rawValue: kind)! {
    case .highlightSource: return .highlightSource(s(a))
    case .unhighlightSource: return .unhighlightSource(s(a))
    case .runPrimaryAction: return .runPrimaryAction(target: s(a), action: s(b))
    case .haptic: return .haptic
    case .showPreview:
      let slot = names!.previews[Int(b)]
      return .showPreview(target: s(a), preview: slot.preview, size: slot.size)
    case .showMenu: return .showMenu(target: s(a), compact: flag != 0)
    case .hideMenu: return .hideMenu
    case .openSubmenu: return .openSubmenu(s(a))
    case .closeSubmenu: return .closeSubmenu(s(a))
    case .highlightItem: return .highlightItem(names?.optionalString(a))
    case .showLoadedItems: return .showLoadedItems(s(a))
    case .setItemState: return .setItemState(item: s(a), state: ItemState(code: flag))
    case .clearSelection: return .clearSelection(menu: s(a), except: s(b))
    case .performAction: return .performAction(target: s(a), action: s(b))
    case .beginFade: return .beginFade(names!.fractions[Int(a)])
    case .endFade: return .endFade
    case .beginCommit: return .beginCommit(s(a))
    case .showDestination: return .showDestination(s(a), Presentation(code: flag))
    case .closeDestination: return .closeDestination(s(a))
    case .focus: return .focus(s(a))
    case .unfocus: return .unfocus(s(a))
    }
  }

  /// The code of an effect, its names added to `names`.
  static func encode(_ effect: Effect, into names: inout ReportNamesBuilder) -> EffectCode {
    switch effect {
    case .highlightSource(let id): return EffectCode(.highlightSource, names.add(id))
    case .unhighlightSource(let id): return EffectCode(.unhighlightSource, names.add(id))
    case .runPrimaryAction(let target, let action):
      return EffectCode(.runPrimaryAction, names.add(target), names.add(action))
    case .haptic: return EffectCode(.haptic)
    case .showPreview(let target, let preview, let size):
      return EffectCode(.showPreview, names.add(target), names.add(PreviewSlot(preview: preview, size: size)))
    case .showMenu(let target, let compact):
      return EffectCode(.showMenu, flag: compact ? 1 : 0, names.add(target))
    case .hideMenu: return EffectCode(.hideMenu)
    case .openSubmenu(let id): return EffectCode(.openSubmenu, names.add(id))
    case .closeSubmenu(let id): return EffectCode(.closeSubmenu, names.add(id))
    case .highlightItem(let id): return EffectCode(.highlightItem, names.add(id))
    case .showLoadedItems(let id): return EffectCode(.showLoadedItems, names.add(id))
    case .setItemState(let item, let state):
      return EffectCode(.setItemState, flag: state.code, names.add(item))
    case .clearSelection(let menu, let chosen):
      return EffectCode(.clearSelection, names.add(menu), names.add(chosen))
    case .performAction(let target, let action):
      return EffectCode(.performAction, names.add(target), names.add(action))
    case .beginFade(let opacity): return EffectCode(.beginFade, names.add(opacity))
    case .endFade: return EffectCode(.endFade)
    case .beginCommit(let destination): return EffectCode(.beginCommit, names.add(destination))
    case .showDestination(let destination, let presentation):
      return EffectCode(.showDestination, flag: presentation.code, names.add(destination))
    case .closeDestination(let destination): return EffectCode(.closeDestination, names.add(destination))
    case .focus(let id): return EffectCode(.focus, names.add(id))
    case .unfocus(let id): return EffectCode(.unfocus, names.add(id))
    }
  }
}

// MARK: - Trigger and outcome codes

/// What caused a transition, as a compact code: an input verb or a timer, and its operands (a point's
/// coordinates, a force, a key, or an index into ``ReportNames``).
@usableFromInline
struct TriggerCode: Hashable, Sendable {
  @usableFromInline var kind: UInt8
  @usableFromInline var flag: UInt8
  @usableFromInline var a: Int64
  @usableFromInline var b: Int64

  @inline(__always)
  init(_ kind: TriggerKind, flag: UInt8 = 0, _ a: Int64 = 0, _ b: Int64 = 0) {
    self.kind = kind.rawValue
    self.flag = flag
    self.a = a
    self.b = b
  }

  /// The code of a timer that names nothing.
  @inline(__always)
  static func timer(_ kind: TriggerKind) -> TriggerCode { TriggerCode(kind) }
}

/// The kinds of ``Trigger``, as codes.
enum TriggerKind: UInt8 {
  case down, move, up, force, cancel, tapPreview, select, tapOutside, dismiss, closed, rightClick, focus
  case key, remove, tick, hold, lift, commit, fade, load, hover
}

extension Key {
  /// The key as a code flag.
  var code: UInt8 {
    switch self {
    case .menu: return 0
    case .up: return 1
    case .down: return 2
    case .left: return 3
    case .right: return 4
    case .return: return 5
    case .escape: return 6
    }
  }

  /// The key of a code flag.
  init(code: UInt8) {
    switch code {
    case 0: self = .menu
    case 1: self = .up
    case 2: self = .down
    case 3: self = .left
    case 4: self = .right
    case 5: self = .return
    default: self = .escape
    }
  }
}

extension TriggerCode {
  /// The trigger this code stands for.
  func trigger(_ names: ReportNames?) -> Trigger {
    func point() -> Point { Point(x: Length(millipoints: a), y: Length(millipoints: b)) }
    func s() -> String { names!.string(Int32(truncatingIfNeeded: a)) }
    switch TriggerKind(rawValue: kind)! {
    case .down: return .input(.down(point()))
    case .move: return .input(.move(point()))
    case .up: return .input(.up)
    case .force: return .input(.force(Fraction(millionths: a)))
    case .cancel: return .input(.cancel)
    case .tapPreview: return .input(.tapPreview)
    case .select: return .input(.select(s()))
    case .tapOutside: return .input(.tapOutside)
    case .dismiss: return .input(.dismiss)
    case .closed: return .input(.closed)
    case .rightClick: return .input(.rightClick(point()))
    case .focus: return .input(.focus(s()))
    case .key: return .input(.key(Key(code: flag)))
    case .remove: return .input(.remove(s()))
    case .tick: return .input(.tick)
    case .hold: return .timer(.hold)
    case .lift: return .timer(.lift)
    case .commit: return .timer(.commit)
    case .fade: return .timer(.fade)
    case .load: return .timer(.load(s()))
    case .hover: return .input(.hover(names?.optionalString(Int32(truncatingIfNeeded: a))))
    }
  }

  /// The code of an input whose ids are already indices into the machine's names (`id` is the index of
  /// `select`, `focus` and `remove`'s id).
  @inline(__always)
  static func input(_ input: Input, id: Int32 = -1) -> TriggerCode {
    switch input {
    case .down(let point): return TriggerCode(.down, point.x.millipoints, point.y.millipoints)
    case .move(let point): return TriggerCode(.move, point.x.millipoints, point.y.millipoints)
    case .up: return TriggerCode(.up)
    case .force(let force): return TriggerCode(.force, force.millionths)
    case .cancel: return TriggerCode(.cancel)
    case .tapPreview: return TriggerCode(.tapPreview)
    case .select: return TriggerCode(.select, Int64(id))
    case .tapOutside: return TriggerCode(.tapOutside)
    case .dismiss: return TriggerCode(.dismiss)
    case .closed: return TriggerCode(.closed)
    case .rightClick(let point): return TriggerCode(.rightClick, point.x.millipoints, point.y.millipoints)
    case .focus: return TriggerCode(.focus, Int64(id))
    case .key(let key): return TriggerCode(.key, flag: key.code)
    case .remove: return TriggerCode(.remove, Int64(id))
    case .tick: return TriggerCode(.tick)
    case .hover: return TriggerCode(.hover, Int64(id))
    }
  }

  /// The code of a trigger, its names added to `names`.
  static func encode(_ trigger: Trigger, into names: inout ReportNamesBuilder) -> TriggerCode {
    switch trigger {
    case .input(let input):
      switch input {
      case .select(let id), .focus(let id), .remove(let id):
        return TriggerCode.input(input, id: names.add(id))
      case .hover(let id):
        return TriggerCode.input(input, id: names.add(id))
      default: return TriggerCode.input(input)
      }
    case .timer(.hold): return TriggerCode(.hold)
    case .timer(.lift): return TriggerCode(.lift)
    case .timer(.commit): return TriggerCode(.commit)
    case .timer(.fade): return TriggerCode(.fade)
    case .timer(.load(let id)): return TriggerCode(.load, Int64(names.add(id)))
    }
  }
}

/// An outcome as a compact code: none, or its kind with a reason or presentation and a name's index.
@usableFromInline
struct OutcomeCode: Hashable, Sendable {
  @usableFromInline var kind: UInt8
  @usableFromInline var flag: UInt8
  @usableFromInline var a: Int32

  @inline(__always)
  init(kind: UInt8, flag: UInt8 = 0, _ a: Int32 = -1) {
    self.kind = kind
    self.flag = flag
    self.a = a
  }

  /// No outcome.
  @usableFromInline static let none = OutcomeCode(kind: 0)
  /// `tap TARGET`, by the target id's index.
  static func tap(_ target: Int32) -> OutcomeCode { OutcomeCode(kind: 1, target) }
  /// `cancel REASON`.
  static func cancel(_ reason: CancelReason) -> OutcomeCode {
    let flag: UInt8
    switch reason {
    case .moved: flag = 0
    case .multitouch: flag = 1
    case .system: flag = 2
    case .removed: flag = 3
    }
    return OutcomeCode(kind: 2, flag: flag)
  }
  /// `dismiss REASON`.
  static func dismiss(_ reason: DismissReason) -> OutcomeCode {
    let flag: UInt8
    switch reason {
    case .preview: flag = 0
    case .outside: flag = 1
    case .escape: flag = 2
    case .host: flag = 3
    case .system: flag = 4
    case .removed: flag = 5
    }
    return OutcomeCode(kind: 3, flag: flag)
  }
  /// `perform ACTION`, by the action id's index.
  static func perform(_ action: Int32) -> OutcomeCode { OutcomeCode(kind: 4, action) }
  /// `navigate DESTINATION push|sheet`, by the destination's index.
  static func navigate(_ destination: Int32, _ presentation: Presentation) -> OutcomeCode {
    OutcomeCode(kind: 5, flag: presentation.code, destination)
  }

  /// Whether there is an outcome.
  var isSome: Bool { kind != 0 }

  /// The outcome this code stands for.
  func outcome(_ names: ReportNames?) -> Outcome? {
    switch kind {
    case 1: return .tap(names!.string(a))
    case 2:
      switch flag {
      case 0: return .cancel(.moved)
      case 1: return .cancel(.multitouch)
      case 2: return .cancel(.system)
      default: return .cancel(.removed)
      }
    case 3:
      switch flag {
      case 0: return .dismiss(.preview)
      case 1: return .dismiss(.outside)
      case 2: return .dismiss(.escape)
      case 3: return .dismiss(.host)
      case 4: return .dismiss(.system)
      default: return .dismiss(.removed)
      }
    case 4: return .perform(names!.string(a))
    case 5: return .navigate(names!.string(a), Presentation(code: flag))
    default: return nil
    }
  }

  /// The code of an outcome, its names added to `names`.
  static func encode(_ outcome: Outcome?, into names: inout ReportNamesBuilder) -> OutcomeCode {
    switch outcome {
    case nil: return .none
    case .tap(let target)?: return .tap(names.add(target))
    case .cancel(let reason)?: return .cancel(reason)
    case .dismiss(let reason)?: return .dismiss(reason)
    case .perform(let action)?: return .perform(names.add(action))
    case .navigate(let destination, let presentation)?: return .navigate(names.add(destination), presentation)
    }
  }
}

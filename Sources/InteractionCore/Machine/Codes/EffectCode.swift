/// One effect as the machine writes it on the hot path: its kind, a flag and two operands (indices into
/// ``ReportNames``), packed into 8 trivially-copyable bytes. Made only by the named constructors below,
/// one per ``EffectKind``, so that a kind always carries the flag and the operands it takes; read back
/// as an ``Effect`` by ``effect(_:)``. The C ABI reads it in place (package access): its names are
/// indices into ``InteractionMachine/reportNameStrings``.
@usableFromInline
package struct EffectCode: Hashable, Sendable {
  #if arch(wasm32)
    /// The kind.
    package let kind: EffectKind
    /// The flag: a presentation, an item state, or whether a menu is compact.
    let flag: UInt8
    /// The first operand's low 16 bits (operands are stored plus one: 0 is none).
    private let low: UInt16
    /// The first operand's high 8 bits, then the second operand's 24 bits.
    private let high: UInt32
  #else
    /// The code's 8 bytes as one word, stored with one store (a reader that copies the code with one
    /// 8-byte load then takes it from that store): the kind's byte, the flag, then the first operand's 24
    /// bits and the second's (operands are stored plus one: 0 is none). The same bytes as the wasm's
    /// four fields, which stay there: as one word the wasm's raw path was about 5 ns per input slower.
    private let bits: UInt64

    /// The kind.
    @inline(__always)
    package var kind: EffectKind { unsafeBitCast(UInt8(truncatingIfNeeded: bits), to: EffectKind.self) }
    /// The flag: a presentation, an item state, or whether a menu is compact.
    @inline(__always)
    var flag: UInt8 { UInt8(truncatingIfNeeded: bits &>> 8) }
  #endif

  /// The largest index an operand can hold.
  static let maximumIndex: Int32 = (1 << 24) - 2

  @inline(__always)
  @_optimize(speed)
  private init(_ kind: EffectKind, flag: UInt8 = 0, _ first: Int32? = nil, _ second: Int32? = nil) {
    #if arch(wasm32)
      let a = UInt32(bitPattern: (first ?? -1) &+ 1) & 0xFF_FFFF
      let b = UInt32(bitPattern: (second ?? -1) &+ 1) & 0xFF_FFFF
      self.kind = kind
      self.flag = flag
      low = UInt16(truncatingIfNeeded: a)
      high = a >> 16 | b << 8
    #else
      let a = UInt64(UInt32(bitPattern: (first ?? -1) &+ 1) & 0xFF_FFFF)
      let b = UInt64(UInt32(bitPattern: (second ?? -1) &+ 1) & 0xFF_FFFF)
      bits = UInt64(unsafeBitCast(kind, to: UInt8.self)) | UInt64(flag) &<< 8 | a &<< 16 | b &<< 40
    #endif
  }

  /// The first operand (the target, the submenu, the item, the destination; for `begin-fade` the
  /// opacity's index in ``InteractionMachine/reportFractions``), `nil` for none.
  package var first: Int32? {
    #if arch(wasm32)
      let a = Int32(low) | Int32(high & 0xFF) << 16
    #else
      let a = Int32(truncatingIfNeeded: bits &>> 16 & 0xFF_FFFF)
    #endif
    return a == 0 ? nil : a - 1
  }

  /// The second operand (the action, the chosen item; for `show-preview` the preview's index in
  /// ``InteractionMachine/reportPreviews``), `nil` for none.
  package var second: Int32? {
    #if arch(wasm32)
      let b = Int32(high >> 8)
    #else
      let b = Int32(truncatingIfNeeded: bits &>> 40)
    #endif
    return b == 0 ? nil : b - 1
  }

  /// `show-destination`'s presentation (`push` for another kind).
  package var presentation: Presentation {
    kind == .showDestination ? Presentation(rawValue: flag) ?? .push : .push
  }
  /// `set-state`'s state (`off` for another kind).
  package var itemState: ItemState { kind == .setItemState ? ItemState(rawValue: flag) ?? .off : .off }
  /// `show-menu`'s compactness (`false` for another kind).
  package var compact: Bool { kind == .showMenu && flag != 0 }

  // MARK: The code as a host keeps it

  /// The code as 8 bytes that a host keeps and hands back (``init(packed:)``), opaque to it: the
  /// code's own bytes, so that a list of codes is copied out as it lies (``EffectCodes``).
  @inline(__always)
  @_optimize(speed)
  package var packed: UInt64 { unsafeBitCast(self, to: UInt64.self) }

  /// The code that ``packed`` gave, from where this process kept it (not checked).
  @inline(__always)
  @_optimize(speed)
  package init(unchecked packed: UInt64) { self = unsafeBitCast(packed, to: EffectCode.self) }

  /// The code that ``packed`` gave; `nil` when its kind is not one, or its flag is not one its kind
  /// takes. Its operands are not checked here: they index tables the caller has.
  @_optimize(size)
  package init?(packed: UInt64) {
    guard Int(truncatingIfNeeded: packed & 0xFF) < EffectKind.allCases.count else { return nil }
    let code = EffectCode(unchecked: packed)
    switch code.kind {
    case .showMenu: guard code.flag <= 1 else { return nil }
    case .setItemState: guard ItemState(rawValue: code.flag) != nil else { return nil }
    case .showDestination: guard Presentation(rawValue: code.flag) != nil else { return nil }
    default: guard code.flag == 0 else { return nil }
    }
    self = code
  }

  // MARK: The named constructors, one per kind (names are indices into the machine's ReportNames)

  /// `highlight TARGET`.
  @_optimize(speed)
  @inline(__always) static func highlightSource(_ target: Int32) -> EffectCode {
    EffectCode(.highlightSource, target)
  }
  /// `unhighlight TARGET`.
  @_optimize(speed)
  @inline(__always) static func unhighlightSource(_ target: Int32) -> EffectCode {
    EffectCode(.unhighlightSource, target)
  }
  /// `primary TARGET ACTION`.
  @_optimize(speed)
  @inline(__always) static func runPrimaryAction(target: Int32, action: Int32) -> EffectCode {
    EffectCode(.runPrimaryAction, target, action)
  }
  /// `haptic`.
  @inline(__always) package static var haptic: EffectCode { EffectCode(.haptic) }
  /// `show-preview TARGET PREVIEW SIZE`, the preview by its slot's index.
  @_optimize(speed)
  @inline(__always) static func showPreview(target: Int32, preview: Int32) -> EffectCode {
    EffectCode(.showPreview, target, preview)
  }
  /// `show-menu TARGET [compact]`.
  @_optimize(speed)
  @inline(__always) static func showMenu(target: Int32, compact: Bool) -> EffectCode {
    EffectCode(.showMenu, flag: compact ? 1 : 0, target)
  }
  /// `hide-menu`.
  @inline(__always) static var hideMenu: EffectCode { EffectCode(.hideMenu) }
  /// `open-submenu ID`.
  @_optimize(speed)
  @inline(__always) static func openSubmenu(_ menu: Int32) -> EffectCode { EffectCode(.openSubmenu, menu) }
  /// `close-submenu ID`.
  @_optimize(speed)
  @inline(__always) static func closeSubmenu(_ menu: Int32) -> EffectCode { EffectCode(.closeSubmenu, menu) }
  /// `highlight-item ID|none`.
  @_optimize(speed)
  @inline(__always) static func highlightItem(_ item: Int32?) -> EffectCode {
    EffectCode(.highlightItem, item)
  }
  /// `show-loaded ID`.
  @_optimize(speed)
  @inline(__always) static func showLoadedItems(_ element: Int32) -> EffectCode {
    EffectCode(.showLoadedItems, element)
  }
  /// `set-state ID STATE`.
  @_optimize(speed)
  @inline(__always) static func setItemState(item: Int32, state: ItemState) -> EffectCode {
    EffectCode(.setItemState, flag: state.rawValue, item)
  }
  /// `clear-selection MENU except ID`.
  @_optimize(speed)
  @inline(__always) static func clearSelection(menu: Int32, except chosen: Int32) -> EffectCode {
    EffectCode(.clearSelection, menu, chosen)
  }
  /// `perform TARGET ACTION`.
  @_optimize(speed)
  @inline(__always) static func performAction(target: Int32, action: Int32) -> EffectCode {
    EffectCode(.performAction, target, action)
  }
  /// `begin-fade OPACITY`, the opacity by its index.
  @_optimize(speed)
  @inline(__always) static func beginFade(_ opacity: Int32) -> EffectCode { EffectCode(.beginFade, opacity) }
  /// `begin-fade` to the overlay's opacity: the machine's table holds it as its only fraction.
  @inline(__always) static var beginFadeToOverlay: EffectCode { beginFade(0) }
  /// `end-fade`.
  @inline(__always) static var endFade: EffectCode { EffectCode(.endFade) }
  /// `begin-commit DESTINATION`.
  @_optimize(speed)
  @inline(__always) static func beginCommit(_ destination: Int32) -> EffectCode {
    EffectCode(.beginCommit, destination)
  }
  /// `show-destination DESTINATION push|sheet`.
  @_optimize(speed)
  @inline(__always) static func showDestination(_ destination: Int32, _ presentation: Presentation)
    -> EffectCode
  {
    EffectCode(.showDestination, flag: presentation.rawValue, destination)
  }
  /// `close-destination DESTINATION`.
  @_optimize(speed)
  @inline(__always) static func closeDestination(_ destination: Int32) -> EffectCode {
    EffectCode(.closeDestination, destination)
  }
  /// `focus TARGET`.
  @_optimize(speed)
  @inline(__always) static func focus(_ target: Int32) -> EffectCode { EffectCode(.focus, target) }
  /// `unfocus TARGET`.
  @_optimize(speed)
  @inline(__always) static func unfocus(_ target: Int32) -> EffectCode { EffectCode(.unfocus, target) }
}

extension EffectCode {
  /// The effect this code stands for, its names resolved from `names`.
  @_optimize(speed)
  func effect(_ names: ReportNames) -> Effect {
    @_optimize(speed)
    func s(_ index: Int32?) -> String { index.map { names.string($0) } ?? "" }
    let (a, b) = (first, second)
    switch kind {
    case .highlightSource: return .highlightSource(s(a))
    case .unhighlightSource: return .unhighlightSource(s(a))
    case .runPrimaryAction: return .runPrimaryAction(target: s(a), action: s(b))
    case .haptic: return .haptic
    case .showPreview:
      let slot = names.previews[Int(b ?? 0)]
      return .showPreview(target: s(a), preview: slot.preview, size: slot.size)
    case .showMenu: return .showMenu(target: s(a), compact: flag != 0)
    case .hideMenu: return .hideMenu
    case .openSubmenu: return .openSubmenu(s(a))
    case .closeSubmenu: return .closeSubmenu(s(a))
    case .highlightItem: return .highlightItem(a.map { names.string($0) })
    case .showLoadedItems: return .showLoadedItems(s(a))
    case .setItemState: return .setItemState(item: s(a), state: ItemState(rawValue: flag) ?? .off)
    case .clearSelection: return .clearSelection(menu: s(a), except: s(b))
    case .performAction: return .performAction(target: s(a), action: s(b))
    case .beginFade: return .beginFade(names.fractions[Int(a ?? 0)])
    case .endFade: return .endFade
    case .beginCommit: return .beginCommit(s(a))
    case .showDestination: return .showDestination(s(a), Presentation(rawValue: flag) ?? .push)
    case .closeDestination: return .closeDestination(s(a))
    case .focus: return .focus(s(a))
    case .unfocus: return .unfocus(s(a))
    }
  }

  /// The code of an effect, its names added to `names`.
  @_optimize(speed)
  static func encode(_ effect: Effect, into names: inout ReportNamesBuilder) -> EffectCode {
    switch effect {
    case .highlightSource(let id): return .highlightSource(names.add(id))
    case .unhighlightSource(let id): return .unhighlightSource(names.add(id))
    case .runPrimaryAction(let target, let action):
      return .runPrimaryAction(target: names.add(target), action: names.add(action))
    case .haptic: return .haptic
    case .showPreview(let target, let preview, let size):
      return .showPreview(
        target: names.add(target), preview: names.add(PreviewSlot(preview: preview, size: size)))
    case .showMenu(let target, let compact): return .showMenu(target: names.add(target), compact: compact)
    case .hideMenu: return .hideMenu
    case .openSubmenu(let id): return .openSubmenu(names.add(id))
    case .closeSubmenu(let id): return .closeSubmenu(names.add(id))
    case .highlightItem(let id): return .highlightItem(names.add(id))
    case .showLoadedItems(let id): return .showLoadedItems(names.add(id))
    case .setItemState(let item, let state): return .setItemState(item: names.add(item), state: state)
    case .clearSelection(let menu, let chosen):
      return .clearSelection(menu: names.add(menu), except: names.add(chosen))
    case .performAction(let target, let action):
      return .performAction(target: names.add(target), action: names.add(action))
    case .beginFade(let opacity): return .beginFade(names.add(opacity))
    case .endFade: return .endFade
    case .beginCommit(let destination): return .beginCommit(names.add(destination))
    case .showDestination(let destination, let presentation):
      return .showDestination(names.add(destination), presentation)
    case .closeDestination(let destination): return .closeDestination(names.add(destination))
    case .focus(let id): return .focus(names.add(id))
    case .unfocus(let id): return .unfocus(names.add(id))
    }
  }
}

extension EffectCode {
  /// The code of an effect read back from a C struct: the names as they are (-1 for none), the value
  /// its kind carries; `nil` when a name lies outside what a code holds.
  @_optimize(speed)
  package init?(
    kind: EffectKind, first: Int32, second: Int32, presentation: Presentation, itemState: ItemState,
    compact: Bool
  ) {
    guard first >= -1 && first <= EffectCode.maximumIndex && second >= -1 && second <= EffectCode.maximumIndex
    else { return nil }
    let flag: UInt8
    switch kind {
    case .showMenu: flag = compact ? 1 : 0
    case .setItemState: flag = itemState.rawValue
    case .showDestination: flag = presentation.rawValue
    default: flag = 0
    }
    self.init(kind, flag: flag, first < 0 ? nil : first, second < 0 ? nil : second)
  }
}

/// Up to six effect codes, inline and trivially copyable (56 bytes): what the machine builds, and what
/// the C ABI keeps per report until a host reads the effects. The codes lie one after another from its
/// first byte, 8 bytes each (the C ABI copies a report's packed codes out as they lie).
@usableFromInline
package struct EffectCodes: Sendable, Equatable {
  // A slot at or past `count` holds `haptic`, or a code that `assign(_:)` left there, and is never read.
  @usableFromInline var c0 = EffectCode.haptic
  @usableFromInline var c1 = EffectCode.haptic
  @usableFromInline var c2 = EffectCode.haptic
  @usableFromInline var c3 = EffectCode.haptic
  @usableFromInline var c4 = EffectCode.haptic
  @usableFromInline var c5 = EffectCode.haptic
  /// How many codes are in use.
  @usableFromInline package var count: UInt8 = 0

  @inline(__always)
  @_optimize(speed)
  package init() {}

  @inline(__always)
  @_optimize(speed)
  init(_ first: EffectCode) {
    c0 = first
    count = 1
  }

  @inline(__always)
  @_optimize(speed)
  init(_ first: EffectCode, _ second: EffectCode) {
    c0 = first
    c1 = second
    count = 2
  }

  @inline(__always)
  @_optimize(speed)
  init(_ first: EffectCode, _ second: EffectCode, _ third: EffectCode) {
    c0 = first
    c1 = second
    c2 = third
    count = 3
  }

  /// The code at `position`, which lies below ``count``.
  @inline(__always)
  package subscript(position: Int) -> EffectCode {
    switch position {
    case 0: return c0
    case 1: return c1
    case 2: return c2
    case 3: return c3
    case 4: return c4
    default: return c5
    }
  }

  /// Adds a code at the end; a list that holds ``EffectList/capacity`` codes stays as it is (no
  /// handler of the machine makes more: debug builds assert it).
  @inline(__always)
  @_optimize(speed)
  package mutating func append(_ code: EffectCode) {
    switch count {
    case 0: c0 = code
    case 1: c1 = code
    case 2: c2 = code
    case 3: c3 = code
    case 4: c4 = code
    case 5: c5 = code
    default:
      assertionFailure("a transition has at most \(EffectList.capacity) effects")
      return
    }
    count += 1
  }

  /// Takes `other`'s codes in use and its count; the slots past them keep what they held (never read).
  /// Where `other`'s count is a constant, only its codes are stored.
  @inline(__always)
  @_optimize(speed)
  mutating func assign(_ other: EffectCodes) {
    count = other.count
    if other.count == 0 { return }
    c0 = other.c0
    if other.count == 1 { return }
    c1 = other.c1
    if other.count == 2 { return }
    c2 = other.c2
    if other.count == 3 { return }
    c3 = other.c3
    if other.count == 4 { return }
    c4 = other.c4
    c5 = other.c5
  }

  /// Equal when the codes in use are.
  @usableFromInline
  @_optimize(speed)
  package static func == (lhs: EffectCodes, rhs: EffectCodes) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var index = 0
    while index < Int(lhs.count) {
      if lhs[index] != rhs[index] { return false }
      index += 1
    }
    return true
  }
}

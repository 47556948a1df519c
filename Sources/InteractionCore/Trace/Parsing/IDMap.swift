/// A value for each id, by the id's UTF-8 bytes, as a `Dictionary` keyed by ``IDKey`` keeps one: an
/// open-addressing table of indices that grows, for the trace parser's tables of declared ids in the
/// WebAssembly module (``IDLines``, ``IDKinds``, ``IDSet``).
///
/// The standard library's hashed collections linked their hashing, resizing and copying code (about
/// 9 KB of the full module's code) for these few tables, which the parser reads once per declaration,
/// per expectation, and per input that names an id not named lately. The native build keeps the
/// dictionaries (its parser's instruction counts are measured); both give the same answers. Ids are
/// only added: the parser never forgets one.
struct IDMap<Value> {
  /// The ids, in order of insertion, and their values.
  private var ids: [String] = []
  private var values: [Value] = []
  /// Each slot `0` (empty) or an index into ``ids`` plus one; a power of two, at least twice as many
  /// slots as ids, so a probe always ends at an empty slot.
  private var slots: [Int32] = []

  /// An empty table.
  init() {}

  /// The value of the id with `key`'s bytes, `nil` when there is none; setting one adds the id or
  /// replaces its value (setting `nil` does nothing: ids are never removed).
  subscript(key: IDKey) -> Value? {
    get {
      guard let index = index(of: key.id) else { return nil }
      return values[index]
    }
    set {
      guard let newValue else { return }
      set(newValue, for: key.id)
    }
  }

  /// The value of the id with `key`'s bytes, `defaultValue` when there is none.
  subscript(key: IDKey, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[key] ?? defaultValue() }
    set { set(newValue, for: key.id) }
  }

  /// The index of `id` in ``ids``.
  @inline(never)
  private func index(of id: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: IDTable.hash(id)) & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if ids[index].hasSameBytes(as: id) { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds `id` with `value`, or replaces its value.
  @inline(never)
  private mutating func set(_ value: Value, for id: String) {
    if let index = index(of: id) {
      values[index] = value
      return
    }
    ids.append(id)
    values.append(value)
    if ids.count * 2 > slots.count {
      var count = 8
      while count < ids.count * 2 { count *= 2 }
      slots = Array(repeating: 0, count: count)
      for index in ids.indices { place(index) }
    } else {
      place(ids.count - 1)
    }
  }

  /// Puts the index of an id in ``ids`` in its slot (the id is not in the table yet).
  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: IDTable.hash(ids[index])) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
  }
}

extension IDMap: ExpressibleByDictionaryLiteral {
  /// A table of `elements` (`[:]` for an empty one).
  init(dictionaryLiteral elements: (IDKey, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension IDMap: Sendable where Value: Sendable {}

/// Ids, by their UTF-8 bytes, as a `Set` of ``IDKey`` holds them: an ``IDMap`` with no values.
struct IDSet: ExpressibleByArrayLiteral, Sendable {
  private var map = IDMap<Bool>()

  /// A set of `elements` (`[]` for an empty one).
  init(arrayLiteral elements: IDKey...) {
    for key in elements { insert(key) }
  }

  /// Adds the id with `key`'s bytes.
  mutating func insert(_ key: IDKey) {
    map[key] = true
  }

  /// Whether the id with `key`'s bytes is in the set.
  func contains(_ key: IDKey) -> Bool {
    map[key] != nil
  }
}

#if hasFeature(Embedded)
  /// Where each declared id was declared (a target's, or an item's in a target's menu).
  typealias IDLines = IDMap<Int>
  /// What each item id has been declared as.
  typealias IDKinds = IDMap<DeclaredItemKinds>
  /// The destinations that targets commit to.
  typealias IDKeySet = IDSet
#else
  /// Where each declared id was declared (a target's, or an item's in a target's menu).
  typealias IDLines = [IDKey: Int]
  /// What each item id has been declared as.
  typealias IDKinds = [IDKey: DeclaredItemKinds]
  /// The destinations that targets commit to.
  typealias IDKeySet = Set<IDKey>
#endif

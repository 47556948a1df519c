import InteractionCore

/// Shrinks a trace whose expectations fail to a small trace that still fails the same way, by delta
/// debugging: ddmin (Zeller and Hildebrandt, 2002) over the inputs, then removing targets and menu
/// items one at a time while the failure stays.
///
/// The failure kept is one expectation's: the same claim (``Expectation/claimText`` and instant) with
/// the same ``signature(of:)``. The shrunk trace holds that expectation alone. Every candidate is
/// written with ``TraceWriter`` and read back with `Trace.parse`, so the result is always a valid trace:
/// a target or item that an input or the expectation names cannot be removed, since the trace would no
/// longer read.
///
/// The result is 1-minimal in its inputs (removing any single input makes the failure go away or
/// change), not necessarily the smallest trace there is.
public struct TraceShrinker: Sendable {
  /// The expectation whose failure is kept.
  public let expectation: Expectation
  /// The failure's signature.
  public let signature: String
  /// How many candidate traces were replayed.
  public private(set) var replays = 0

  /// A shrinker for the failure of `failure`'s expectation.
  public init(keeping failure: ExpectationFailure) {
    expectation = failure.expectation
    signature = TraceShrinker.signature(of: failure)
  }

  /// What kind of failure it is, from its message `expected CLAIM, got ACTUAL`: for `expect outcomes`,
  /// whether fewer or more interactions ended; for `expect outcome N`, the other outcome, or that
  /// interaction N never ended; for the others, what was there instead (the parenthetical of a state
  /// expectation, naming another target, left out).
  public static func signature(of failure: ExpectationFailure) -> String {
    let message = failure.message
    var got = message
    if let marker = lastRange(of: ", got ", in: message) { got = String(message[marker.upperBound...]) }
    switch failure.expectation.kind {
    case .outcomeCount(let expected):
      let actual = Int(got.split(separator: " ").last ?? "") ?? 0
      return actual < expected ? "fewer" : "more"
    case .outcome:
      if got.hasPrefix("no outcome") { return "no outcome" }
      return got
    case .state:
      if let paren = lastRange(of: " (", in: got) { return String(got[..<paren.lowerBound]) }
      return got
    case .menu, .highlight, .item:
      return got
    }
  }

  private static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
    let characters = Array(needle)
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index...].starts(with: characters) {
        return index..<text.index(index, offsetBy: characters.count)
      }
    }
    return nil
  }

  /// Whether a trace, written and read back, still fails the kept expectation the same way.
  public mutating func stillFails(_ trace: Trace) -> Bool {
    replays += 1
    guard let candidate = try? Trace.parse(TraceWriter.text(for: trace)) else { return false }
    var sink = DiscardingSink()
    guard let result = try? candidate.replay(to: &sink) else { return false }
    return result.failures.contains {
      $0.expectation == expectation && TraceShrinker.signature(of: $0) == signature
    }
  }

  /// The shrunk trace, or `nil` when the trace with only the kept expectation does not fail it.
  public mutating func shrink(_ trace: Trace) -> Trace? {
    var current = trace
    current.expectations = [expectation]
    guard stillFails(current) else { return nil }
    var changed = true
    var rounds = 0
    while changed && rounds < 4 {
      changed = false
      rounds += 1
      let before = current
      current.inputs = TraceShrinker.minimize(current.inputs) { inputs in
        var candidate = current
        candidate.inputs = inputs
        return stillFails(candidate)
      }
      // Targets, topmost first, one at a time.
      var index = current.scene.targets.count - 1
      while index >= 0 {
        var candidate = current
        candidate.scene.targets.remove(at: index)
        if stillFails(candidate) { current = candidate }
        index -= 1
      }
      // Menu items, each target's last first, one at a time.
      for target in current.scene.targets.indices {
        var position = TraceShrinker.elementCount(current.scene.targets[target].menu.elements) - 1
        while position >= 0 {
          var candidate = current
          var elements = candidate.scene.targets[target].menu.elements
          var counter = position
          TraceShrinker.remove(at: &counter, in: &elements)
          candidate.scene.targets[target].menu = Menu(elements)
          if stillFails(candidate) { current = candidate }
          position -= 1
        }
      }
      changed = current != before
    }
    return current
  }

  /// ddmin: a 1-minimal sublist of `items` (in order) for which `test` holds, given that it holds for
  /// `items`.
  public static func minimize<Element>(_ items: [Element], _ test: ([Element]) -> Bool) -> [Element] {
    if test([]) { return [] }
    var current = items
    var granularity = 2
    while current.count >= 2 {
      let chunks = TraceShrinker.split(current, into: granularity)
      var reduced = false
      for chunk in chunks where test(chunk) {
        current = chunk
        granularity = 2
        reduced = true
        break
      }
      if !reduced {
        for skipped in chunks.indices {
          var complement: [Element] = []
          for (index, chunk) in chunks.enumerated() where index != skipped { complement += chunk }
          if test(complement) {
            current = complement
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return current
  }

  static func split<Element>(_ items: [Element], into parts: Int) -> [[Element]] {
    var result: [[Element]] = []
    var start = 0
    for part in 0..<parts {
      let end = items.count * (part + 1) / parts
      if end > start { result.append(Array(items[start..<end])) }
      start = end
    }
    return result
  }

  /// How many elements a menu tree holds, at every depth.
  static func elementCount(_ elements: [MenuElement]) -> Int {
    elements.reduce(0) { count, element in
      switch element {
      case .action: return count + 1
      case .submenu(let submenu): return count + 1 + elementCount(submenu.children)
      case .deferred(let deferred): return count + 1 + elementCount(deferred.children)
      }
    }
  }

  /// Removes the element at a depth-first position (with its children); `position` counts down to it.
  @discardableResult
  static func remove(at position: inout Int, in elements: inout [MenuElement]) -> Bool {
    var index = 0
    while index < elements.count {
      if position == 0 {
        elements.remove(at: index)
        return true
      }
      position -= 1
      switch elements[index] {
      case .action: break
      case .submenu(var submenu):
        if remove(at: &position, in: &submenu.children) {
          elements[index] = .submenu(submenu)
          return true
        }
      case .deferred(var deferred):
        if remove(at: &position, in: &deferred.children) {
          elements[index] = .deferred(deferred)
          return true
        }
      }
      index += 1
    }
    return false
  }
}

extension Trace {
  /// How many menu items the trace's targets hold, at every depth.
  public var menuItemCount: Int {
    scene.targets.reduce(0) { $0 + TraceShrinker.elementCount($1.menu.elements) }
  }
}

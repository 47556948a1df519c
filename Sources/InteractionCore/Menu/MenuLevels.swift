/// What a menu level lists: its actions and submenus, with the items of inline submenus and of loaded
/// deferred elements folded in (SPEC M2, M8), and a placeholder for each deferred element still loading.
public enum MenuEntry: Hashable, Sendable {
  /// An action or a submenu row, by node index.
  case item(Int)
  /// A deferred element still loading, by node index.
  case loading(Int)
}

extension Menu {
  /// Whether the deferred node at `index` has loaded, given how many loads have completed.
  func isLoaded(_ index: Int, loadedCount: Int) -> Bool {
    nodes[index].deferredRank < loadedCount
  }

  /// The level that lists the node at `index`, and whether a deferred element on the way is still loading.
  func placement(of index: Int, loadedCount: Int) -> (level: Int, loading: Bool) {
    var loading = false
    var parent = nodes[index].parent
    while parent > Menu.root {
      let node = nodes[parent]
      if node.kind == .deferred {
        if !isLoaded(parent, loadedCount: loadedCount) { loading = true }
      } else if node.kind == .submenu && !node.isInline {
        break
      }
      parent = node.parent
    }
    return (max(parent, Menu.root), loading)
  }

  /// The level that holds the submenu whose level is `level`: where going back (SPEC M4) leads.
  func parentLevel(of level: Int) -> Int {
    placement(of: level, loadedCount: Int.max).level
  }

  /// Calls `body` with each entry of `level` in order, until it returns `false`.
  ///
  /// Walks the nodes by their links, not by recursion (into inline submenus and loaded deferred
  /// elements, then up by the parents), so a menu of any depth never exhausts the stack; a `level` that
  /// is no node lists nothing.
  @discardableResult
  func forEachEntry(ofLevel level: Int, loadedCount: Int, _ body: (MenuEntry) -> Bool) -> Bool {
    guard level >= 0 && level < nodes.count else { return true }
    var child = nodes[level].firstChild
    while child >= 0 {
      let node = nodes[child]
      var folded = false  // an inline submenu or a loaded deferred element: its items belong to `level`
      switch node.kind {
      case .root:
        break
      case .action:
        if !body(.item(child)) { return false }
      case .submenu:
        if node.isInline {
          folded = true
        } else if !body(.item(child)) {
          return false
        }
      case .deferred:
        if isLoaded(child, loadedCount: loadedCount) {
          folded = true
        } else if !body(.loading(child)) {
          return false
        }
      }
      if folded && node.firstChild >= 0 {
        child = node.firstChild
        continue
      }
      // The next sibling, or that of the nearest folded ancestor that has one, below `level`.
      var current = child
      while nodes[current].nextSibling < 0 {
        current = nodes[current].parent
        if current == level || current < 0 { return true }
      }
      child = nodes[current].nextSibling
    }
    return true
  }

  /// The entries of `level` (the index of the root, ``Menu/root``, or of a submenu's node), for a front
  /// end to draw; none where `level` is no node of the menu.
  public func entries(ofLevel level: Int, loadedCount: Int) -> [MenuEntry] {
    var result: [MenuEntry] = []
    forEachEntry(ofLevel: level, loadedCount: loadedCount) { entry in
      result.append(entry)
      return true
    }
    return result
  }

  /// Whether the node can take the keyboard highlight: a visible, enabled action or submenu (SPEC K3).
  func isHighlightable(_ index: Int) -> Bool {
    let node = nodes[index]
    return (node.kind == .action || node.kind == .submenu) && !node.isHidden && !node.isDisabled
  }

  /// The first highlightable entry of `level`.
  func firstHighlightable(inLevel level: Int, loadedCount: Int) -> Int? {
    var found: Int?
    forEachEntry(ofLevel: level, loadedCount: loadedCount) { entry in
      if case .item(let index) = entry, isHighlightable(index) {
        found = index
        return false
      }
      return true
    }
    return found
  }

  /// The last highlightable entry of `level`.
  func lastHighlightable(inLevel level: Int, loadedCount: Int) -> Int? {
    var found: Int?
    forEachEntry(ofLevel: level, loadedCount: loadedCount) { entry in
      if case .item(let index) = entry, isHighlightable(index) { found = index }
      return true
    }
    return found
  }

  /// The highlightable entry after `current` in `level`, or `nil` at the end.
  func highlightable(after current: Int, inLevel level: Int, loadedCount: Int) -> Int? {
    var passed = false
    var found: Int?
    forEachEntry(ofLevel: level, loadedCount: loadedCount) { entry in
      guard case .item(let index) = entry else { return true }
      if passed && isHighlightable(index) {
        found = index
        return false
      }
      if index == current { passed = true }
      return true
    }
    return found
  }

  /// The highlightable entry before `current` in `level`, or `nil` at the start.
  func highlightable(before current: Int, inLevel level: Int, loadedCount: Int) -> Int? {
    var previous: Int?
    var found: Int?
    forEachEntry(ofLevel: level, loadedCount: loadedCount) { entry in
      guard case .item(let index) = entry else { return true }
      if index == current {
        found = previous
        return false
      }
      if isHighlightable(index) { previous = index }
      return true
    }
    return found
  }

  /// The single-selection submenu whose group the action at `index` belongs to, if any: its nearest
  /// enclosing submenu, looking through deferred elements.
  func singleSelectionMenu(of index: Int) -> Int? {
    var parent = nodes[index].parent
    while parent > Menu.root && nodes[parent].kind == .deferred { parent = nodes[parent].parent }
    guard parent > Menu.root, nodes[parent].isSingleSelection else { return nil }
    return parent
  }

  /// Turns `off` every action with a state in the group of `menu` except `chosen` (SPEC M2).
  mutating func clearSelection(inMenu menu: Int, except chosen: Int) {
    var child = nodes[menu].firstChild
    while child >= 0 {
      let node = nodes[child]
      if node.kind == .deferred {
        clearSelection(inMenu: child, except: chosen)
      } else if node.kind == .action && child != chosen && node.state != nil {
        nodes[child].state = .off
      }
      child = node.nextSibling
    }
  }
}

/// A target's menu tree, flattened into nodes so that the machine walks it by index and never allocates
/// while handling an input.
///
/// Node 0 is the root level; the others follow in declaration order (depth first). Item states live in
/// the nodes and so persist across interactions (SPEC M2).
public struct Menu: Hashable, Sendable {
  /// The nodes, root first, then depth first in declaration order.
  public internal(set) var nodes: [MenuNode]
  /// The deferred nodes in the order their loads complete: by load time, ties in declaration order.
  public private(set) var deferredLoadOrder: [Int]

  /// The index of the root level.
  public static let root = 0

  /// A menu with no items, to which ``append(_:)`` adds nodes (the C ABI's scene builder): the root
  /// alone.
  package static var rootOnly: Menu {
    Menu(nodes: [MenuNode(kind: .root, id: "root", title: "", parent: -1)])
  }

  private init(nodes: [MenuNode]) {
    self.nodes = nodes
    deferredLoadOrder = []
  }

  /// Creates a menu from its top-level elements.
  ///
  /// Never traps, however deep the elements nest: the tree is walked with a stack of its own, not by
  /// recursion, so a menu deeper than ``SceneRules/maximumDepth`` is built and then refused where the
  /// scene is checked (``InteractionMachine/init(scene:configuration:)``), never a stack overflow.
  public init(_ elements: [MenuElement] = []) {
    nodes = [MenuNode(kind: .root, id: "root", title: "", parent: -1)]
    deferredLoadOrder = []
    // Depth first in declaration order: each level's elements, the next to append, and their parent.
    var pending: [(elements: [MenuElement], next: Int, parent: Int)] = [(elements, 0, Menu.root)]
    while let last = pending.last {
      guard last.next < last.elements.count else {
        pending.removeLast()
        continue
      }
      pending[pending.count - 1].next += 1
      let (index, children) = append(last.elements[last.next], parent: last.parent)
      if !children.isEmpty { pending.append((children, 0, index)) }
    }
    orderDeferredLoads()
  }

  /// Sets ``deferredLoadOrder`` and each deferred node's rank from the nodes: by load time, ties in
  /// declaration order. Called once the nodes are all appended (``init(_:)``, or the C ABI's scene
  /// builder, which appends nodes one by one with ``append(_:)``).
  package mutating func orderDeferredLoads() {
    var sorted: [Int] = []
    for index in nodes.indices where nodes[index].kind == .deferred { sorted.append(index) }
    // A stable sort: ties keep declaration order (SPEC T2); a merge sort, as a menu may hold many.
    sorted.stableSort { nodes[$0].loadTime < nodes[$1].loadTime }
    deferredLoadOrder = sorted
    for (rank, index) in sorted.enumerated() { nodes[index].deferredRank = rank }
  }

  /// Appends the node of one element under `parent`, and returns its index and the element's children
  /// (appended next, by ``init(_:)``).
  private mutating func append(_ element: MenuElement, parent: Int) -> (index: Int, children: [MenuElement]) {
    var node: MenuNode
    var children: [MenuElement] = []
    switch element {
    case .action(let action):
      node = MenuNode(kind: .action, id: action.id, title: action.title, parent: parent)
      node.icon = action.icon
      node.isDestructive = action.isDestructive
      node.isDisabled = action.isDisabled
      node.isHidden = action.isHidden
      node.keepsMenuPresented = action.keepsMenuPresented
      node.state = action.state
      node.destination = action.destination
      node.presentation = action.presentation
    case .submenu(let submenu):
      node = MenuNode(kind: .submenu, id: submenu.id, title: submenu.title, parent: parent)
      node.icon = submenu.icon
      node.isInline = submenu.isInline
      node.isSingleSelection = submenu.isSingleSelection
      children = submenu.children
    case .deferred(let deferred):
      node = MenuNode(kind: .deferred, id: deferred.id, title: deferred.title, parent: parent)
      node.loadTime = deferred.loadTime
      children = deferred.children
    }
    return (append(node), children)
  }

  /// Appends a node as the last child of its ``MenuNode/parent`` (a node already in the menu), and
  /// returns its index: the items of a menu in declaration order, each after its parent.
  ///
  /// The nodes come depth first, so the parent's last child so far is the node appended last or one of
  /// its ancestors: found in at most the menu's depth steps up from it, not by walking every sibling
  /// (which made a menu of n items cost n² / 2 steps to build).
  @discardableResult
  package mutating func append(_ node: MenuNode) -> Int {
    let index = nodes.count
    let parent = node.parent
    nodes.append(node)
    if nodes[parent].firstChild < 0 {
      nodes[parent].firstChild = index
    } else {
      var sibling = index - 1
      while sibling >= 0 && nodes[sibling].parent != parent { sibling = nodes[sibling].parent }
      if sibling < 0 {  // a parent off the path of the last node: its siblings walked
        sibling = nodes[parent].firstChild
        while nodes[sibling].nextSibling >= 0 { sibling = nodes[sibling].nextSibling }
      }
      nodes[sibling].nextSibling = index
    }
    return index
  }

  /// The top-level elements, rebuilt from the nodes (with their current states).
  ///
  /// Built from the last node back to the first, not by recursion: every node comes after its parent
  /// (depth first), so each node's children are complete when it is reached, however deep the menu.
  public var elements: [MenuElement] {
    // The children of each node, built so far, last first.
    var built = [[MenuElement]](repeating: [], count: nodes.count)
    for index in nodes.indices.dropFirst().reversed() {
      let node = nodes[index]
      let children = Array(built[index].reversed())
      built[index] = []
      let element: MenuElement
      switch node.kind {
      case .root:
        continue
      case .action:
        element = .action(
          Action(
            id: node.id, title: node.title, icon: node.icon, isDestructive: node.isDestructive,
            isDisabled: node.isDisabled, isHidden: node.isHidden,
            keepsMenuPresented: node.keepsMenuPresented, state: node.state,
            destination: node.destination, presentation: node.presentation))
      case .submenu:
        element = .submenu(
          Submenu(
            id: node.id, title: node.title, icon: node.icon, isInline: node.isInline,
            isSingleSelection: node.isSingleSelection, children: children))
      case .deferred:
        element = .deferred(
          DeferredElement(id: node.id, title: node.title, loadTime: node.loadTime, children: children))
      }
      if node.parent >= 0 && node.parent < index { built[node.parent].append(element) }
    }
    return Array(built[Menu.root].reversed())
  }

  /// The index of the node with the given id (the root is not found by id). On the path of every
  /// `select`: compiled for speed where the module is compiled for size (the wasm), so that the byte
  /// comparison of each item's id is inlined.
  @_optimize(speed)
  public func index(of id: String) -> Int? {
    var index = 1
    while index < nodes.count {
      if nodes[index].id.hasSameBytes(as: id) { return index }
      index += 1
    }
    return nil
  }

  /// The state of the item with the given id, `nil` where it has none or does not exist.
  public func state(of id: String) -> ItemState? {
    index(of: id).flatMap { nodes[$0].state }
  }

  /// Sets the state of the node at `index`.
  mutating func setState(_ state: ItemState?, at index: Int) {
    nodes[index].state = state
  }
}

/// One node of a flattened menu tree: the root level, an action, a submenu or a deferred element.
public struct MenuNode: Hashable, Sendable {
  /// What kind of node this is.
  public enum Kind: Hashable, Sendable {
    /// The menu's root level.
    case root
    /// An action.
    case action
    /// A submenu, inline or its own level.
    case submenu
    /// A deferred element.
    case deferred
  }

  /// What kind of node this is.
  public var kind: Kind
  /// The node's id.
  public var id: String
  /// The title shown.
  public var title: String
  /// The icon's name, if any.
  public var icon: String?
  /// Whether the action is destructive.
  public var isDestructive = false
  /// Whether the action is disabled.
  public var isDisabled = false
  /// Whether the action is hidden.
  public var isHidden = false
  /// Whether choosing the action keeps the menu presented.
  public var keepsMenuPresented = false
  /// The action's state, where it has one.
  public var state: ItemState?
  /// The destination an action shows after the fade, if any.
  public var destination: String?
  /// How that destination is shown.
  public var presentation: Presentation = .push
  /// Whether a submenu is inline.
  public var isInline = false
  /// Whether a submenu is single selection.
  public var isSingleSelection = false
  /// A deferred element's load time.
  public var loadTime: Interval = .zero
  /// The parent node's index; -1 for the root.
  public var parent: Int
  /// The first child's index; -1 for none.
  package var firstChild = -1
  /// The next sibling's index; -1 for none.
  package var nextSibling = -1
  /// A deferred element's position in ``Menu/deferredLoadOrder``; -1 for other nodes.
  package var deferredRank = -1

  package init(kind: Kind, id: String, title: String, parent: Int) {
    self.kind = kind
    self.id = id
    self.title = title
    self.parent = parent
  }
}

import InteractionCore
import Testing

/// How a menu's nodes are linked as they are appended (`Menu.append(_:)`, the scene builder's way): each
/// node the last child of its parent, in the order appended.
@Suite("A menu's nodes appended one by one")
struct MenuAppendTests {
  /// A submenu node under `parent`.
  static func submenu(_ id: String, under parent: Int) -> MenuNode {
    MenuNode(kind: .submenu, id: id, title: id, parent: parent)
  }

  /// An action node under `parent`.
  static func action(_ id: String, under parent: Int) -> MenuNode {
    MenuNode(kind: .action, id: id, title: id, parent: parent)
  }

  /// The ids of the menu's elements, depth first, a submenu's children in brackets.
  static func outline(_ elements: [MenuElement]) -> String {
    elements.map { element in
      switch element {
      case .action(let action): action.id
      case .submenu(let submenu): submenu.id + "[" + outline(submenu.children) + "]"
      case .deferred(let deferred): deferred.id + "[" + outline(deferred.children) + "]"
      }
    }.joined(separator: " ")
  }

  @Test("depth first, as a trace declares them: a parent's last child is found up the path of the last node")
  func depthFirst() {
    var menu = Menu.rootOnly
    let more = menu.append(Self.submenu("more", under: Menu.root))
    let deeper = menu.append(Self.submenu("deeper", under: more))
    menu.append(Self.action("a", under: deeper))
    menu.append(Self.action("b", under: deeper))
    menu.append(Self.action("c", under: more))
    menu.append(Self.action("d", under: Menu.root))
    #expect(Self.outline(menu.elements) == "more[deeper[a b] c] d")
  }

  @Test("a parent off the path of the last node (not depth first): its siblings are walked, the order kept")
  func offThePath() {
    var menu = Menu.rootOnly
    let first = menu.append(Self.submenu("first", under: Menu.root))
    menu.append(Self.action("a", under: first))
    let second = menu.append(Self.submenu("second", under: Menu.root))
    menu.append(Self.action("x", under: second))
    menu.append(Self.action("b", under: first))  // `first` is no ancestor of `x`
    menu.append(Self.action("c", under: first))
    #expect(Self.outline(menu.elements) == "first[a b c] second[x]")
  }
}

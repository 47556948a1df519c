import InteractionCore
import Testing

/// A menu built through the API, however deep it nests and whatever level it is asked about, never
/// traps: a scene deeper than `SceneRules.maximumDepth` is refused with an error (SPEC I9, M9: never a
/// trap), and the menu's public walks take no stack per level.
@Suite("I9: a menu of any depth, and any level asked of it, without a trap")
struct DeepMenuTests {
  /// Far deeper than a recursive walk's stack holds (about 5,700 levels on an 8 MiB stack in a debug
  /// build), and shallow enough that the caller's own nested `MenuElement` is released without one.
  static let depth = 20_000

  /// `depth` submenus, each inline or not, nested one in the other, with the action `leaf` innermost.
  static func nested(_ depth: Int, inline: Bool = false) -> MenuElement {
    var element = MenuElement.action(Action(id: "leaf", title: "Leaf"))
    for level in 0..<depth {
      element = .submenu(Submenu(id: "s\(level)", title: "S", isInline: inline, children: [element]))
    }
    return element
  }

  @Test("I9: a menu nested 20,000 levels deep is built, then refused as nested too deep")
  func deepMenuIsRefused() {
    let menu = Menu([Self.nested(Self.depth)])
    #expect(menu.nodes.count == Self.depth + 2)
    #expect(menu.nodes.last?.id == "leaf")
    #expect(menu.nodes.last?.parent == Self.depth)
    let scene = Scene(targets: [Target(id: "t", frame: Rect(0, 0, 1, 1), menu: menu)])
    #expect(throws: SceneError.self) { try InteractionMachine(scene: scene) }
    do {
      _ = try InteractionMachine(scene: scene)
    } catch {
      #expect(error.rule == .nestedTooDeep)
    }
  }

  @Test("a deep menu's elements are rebuilt without recursion, in declaration order")
  func deepElements() {
    let elements = Menu([Self.nested(Self.depth)]).elements
    var depth = 0
    var element = elements.first
    while case .submenu(let submenu)? = element {
      depth += 1
      element = submenu.children.first
    }
    #expect(depth == Self.depth)
    #expect(element?.id == "leaf")
    let shallow: [MenuElement] = [
      .action(Action(id: "a", title: "A")), Self.nested(3), .action(Action(id: "b", title: "B", state: .on)),
      .deferred(DeferredElement(id: "d", title: "D", loadTime: .milliseconds(5), children: [Self.nested(2)])),
    ]
    #expect(Menu(shallow).elements == shallow)
  }

  @Test("M2, M8: the entries of 20,000 nested inline submenus fold into the root level")
  func deepInlineEntries() {
    let menu = Menu([Self.nested(Self.depth, inline: true), .action(Action(id: "after", title: "After"))])
    let leaf = menu.index(of: "leaf")
    let after = menu.index(of: "after")
    #expect(leaf != nil && after != nil)
    #expect(menu.entries(ofLevel: Menu.root, loadedCount: 0) == [.item(leaf ?? -1), .item(after ?? -1)])
  }

  @Test("a level that is no node of the menu lists nothing")
  func levelOutOfRange() {
    let menu = Menu([.action(Action(id: "a", title: "A"))])
    #expect(menu.entries(ofLevel: 99, loadedCount: 0).isEmpty)
    #expect(menu.entries(ofLevel: -1, loadedCount: 0).isEmpty)
    #expect(menu.entries(ofLevel: Int.min, loadedCount: Int.max).isEmpty)
    #expect(menu.entries(ofLevel: 1, loadedCount: 0).isEmpty)  // an action lists nothing
    #expect(menu.entries(ofLevel: Menu.root, loadedCount: -5) == [.item(1)])
  }

  @Test(
    "I9: a trace whose scene nests 6,000 levels (built in code; the rules refuse it) is written without recursion"
  )
  func deepTraceText() {
    let depth = 6_000
    let target = Target(id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([Self.nested(depth)]))
    let text = Trace(scene: Scene(targets: [target])).text
    // The header, a blank line, the target, one line a submenu and the leaf's.
    #expect(text.utf8.count { $0 == UInt8(ascii: "\n") } == 3 + depth + 1)
    #expect(
      text.hasPrefix(
        "trace 1\n\ntarget t frame=0,0,1,1\n  menu s\(depth - 1) \"S\"\n    menu s\(depth - 2) \"S\"\n"))
    #expect(text.hasSuffix("\n" + String(repeating: "  ", count: depth + 1) + "action leaf \"Leaf\"\n"))
  }
}

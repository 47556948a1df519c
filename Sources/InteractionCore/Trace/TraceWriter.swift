/// Writes a ``Trace`` as text that reads back to an equal trace (SPEC section 9).
///
/// The layout is canonical: the header, one `set` line with the values that differ from the defaults,
/// the targets with their menus (two spaces a level), the inputs, then the expectations. A trace that
/// `Trace.parse` returned always writes back exactly; so does a trace built in code whose scene passes
/// ``SceneRules`` (titles may hold quotes and backslashes, written `\"` and `\\`) and whose inputs are
/// in order at instants a trace can hold, as ``TraceRecorder`` keeps them. Any other trace is written as
/// it is, without a trap: reading that text back reports the first statement the rules refuse (an input
/// earlier than the one before it, say) at its line and column.
public enum TraceWriter {
  /// The trace as text, one statement a line, each ending in a line feed.
  public static func text(for trace: Trace) -> String {
    var output = "trace 1\n"
    let settings = settingsLine(trace.configuration)
    if !settings.isEmpty { output += settings + "\n" }
    for target in trace.scene.targets {
      output += "\n" + targetLine(target) + "\n"
      write(target.menu, to: &output)
    }
    if !trace.inputs.isEmpty { output += "\n" }
    for input in trace.inputs { output += input.text + "\n" }
    if !trace.expectations.isEmpty { output += "\n" }
    for expectation in trace.expectations { output += expectation.text + "\n" }
    return output
  }

  /// The `set` line for the values that differ from the defaults; empty when none does.
  public static func settingsLine(_ configuration: Configuration) -> String {
    let standard = Configuration.standard
    var parts: [String] = []
    if configuration.hold != standard.hold { parts.append("hold=" + configuration.hold.traceText) }
    if configuration.slop != standard.slop { parts.append("slop=" + configuration.slop.text) }
    if configuration.lift != standard.lift { parts.append("lift=" + configuration.lift.traceText) }
    if configuration.commit != standard.commit { parts.append("commit=" + configuration.commit.traceText) }
    if configuration.fade != standard.fade { parts.append("fade=" + configuration.fade.traceText) }
    if configuration.overlay != standard.overlay { parts.append("overlay=" + configuration.overlay.text) }
    if configuration.peek != standard.peek { parts.append("peek=" + configuration.peek.text) }
    if configuration.pop != standard.pop { parts.append("pop=" + configuration.pop.text) }
    if parts.isEmpty { return "" }
    var line = "set"
    for part in parts { line += " " + part }
    return line
  }

  /// The `target` line of a target, with the attributes that differ from the defaults.
  public static func targetLine(_ target: Target) -> String {
    var line = "target " + target.id + " frame=" + target.frame.text
    if target.shape != .rectangle { line += " shape=" + target.shape.text }
    if target.preview != .source { line += " preview=" + target.preview.text }
    if target.destination != .none { line += " destination=" + target.destination.text }
    if target.presentation != .push { line += " present=" + target.presentation.spelling }
    if let size = target.preferredPreviewSize { line += " size=" + size.text }
    if let primary = target.primaryAction { line += " primary=" + primary }
    return line
  }

  /// Writes a menu's elements, two spaces a level: from its nodes, which are depth first in declaration
  /// order, each level taken from its parent's, so that a menu of any depth is written without recursion
  /// (one that ``SceneRules`` would refuse, built in code, is written as it is, never a stack overflow).
  private static func write(_ menu: Menu, to output: inout String) {
    var depths = [Int](repeating: 0, count: menu.nodes.count)
    for (index, node) in menu.nodes.enumerated() where index != Menu.root {
      let depth = node.parent >= 0 && node.parent < index ? depths[node.parent] + 1 : 1
      depths[index] = depth
      var line = String(repeating: "  ", count: depth)
      switch node.kind {
      case .root:
        continue
      case .action:
        line += "action " + node.id + " " + quoted(node.title)
        if let icon = node.icon { line += " icon=" + icon }
        if node.isDestructive { line += " destructive" }
        if node.isDisabled { line += " disabled" }
        if node.isHidden { line += " hidden" }
        if node.keepsMenuPresented { line += " keep" }
        if let state = node.state { line += " " + state.spelling }
        if let destination = node.destination { line += " destination=" + destination }
        if node.presentation != .push { line += " present=" + node.presentation.spelling }
      case .submenu:
        line += "menu " + node.id + " " + quoted(node.title)
        if let icon = node.icon { line += " icon=" + icon }
        if node.isInline { line += " inline" }
        if node.isSingleSelection { line += " single" }
      case .deferred:
        line += "deferred " + node.id + " " + quoted(node.title) + " after=" + node.loadTime.traceText
      }
      output += line + "\n"
    }
  }

  /// A title in double quotes, as SPEC section 9 writes it: a double quote as `\"`, a backslash as
  /// `\\`, every other character as it is (emoji and right-to-left text included). A control
  /// character, which no trace line may hold, becomes a space: a scene that passes ``SceneRules`` has
  /// none, so what a recorder writes is never altered.
  static func quoted(_ title: String) -> String {
    var plain = true
    for byte in title.utf8
    where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F
      || byte == 0xC2
    {
      plain = false
      break
    }
    if plain { return "\"" + title + "\"" }
    let escaped = TextEscaping.escaped(title) { scalar in
      switch scalar.value {
      case 0x22: return "\\\""
      case 0x5C: return "\\\\"
      case 0..<0x20, 0x7F...0x9F: return " "
      default: return nil
      }
    }
    return "\"" + escaped + "\""
  }
}

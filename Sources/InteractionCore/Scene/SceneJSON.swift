/// A scene and the configuration in force, as one JSON object: what a host that draws the scene reads
/// back from a machine (the C ABI's `interaction_machine_scene`, the JavaScript module's `scene`).
///
/// `{"configuration": {...}, "targets": [...]}`. The configuration holds every value, defaults
/// included: `hold`, `lift`, `commit`, `fade` in milliseconds, `slop` in points, `overlay`, `peek`,
/// `pop` in 0…1. Each target, in z order: `id`, `frame` (`x`, `y`, `width`, `height`), `shape`
/// (`kind`: `rect`, `capsule`, `circle` or `rounded` with `radii`, clockwise from the top left),
/// `preview` (`source` or `custom:NAME`), `destination` (`none`, `same` or a name), `presentation`,
/// `size` (or null), `primary` (or null), `menu`. Each item: `kind` (`action`, `menu`, `deferred`),
/// `id`, `title`; an action its `icon`, `destructive`, `disabled`, `hidden`, `keep`, `state` (or null),
/// `destination` (or null), `presentation`; a menu its `icon`, `inline`, `single`, `items`; a deferred
/// element its `after` (milliseconds) and `items`. Numbers are exact decimals.
package struct SceneJSON {
  /// The document so far.
  private var out = TextWriter()

  /// The document, on one line.
  package static func text(scene: Scene, configuration: Configuration) -> String {
    var json = SceneJSON()
    let c = configuration
    json.open("{\"configuration\": {\"hold\": ")
    json.milliseconds(c.hold)
    json.field("slop", length: c.slop)
    json.key("lift")
    json.milliseconds(c.lift)
    json.key("commit")
    json.milliseconds(c.commit)
    json.key("fade")
    json.milliseconds(c.fade)
    json.field("overlay", fraction: c.overlay)
    json.field("peek", fraction: c.peek)
    json.field("pop", fraction: c.pop)
    json.open("}, \"targets\": [")
    for (index, target) in scene.targets.enumerated() {
      if index > 0 { json.open(", ") }
      json.target(target)
    }
    json.open("]}")
    return json.out.text
  }

  /// Punctuation and keys, as they are.
  @inline(never)
  private mutating func open(_ text: StaticString) {
    out.write(text)
  }

  /// `, "NAME": `.
  @inline(never)
  private mutating func key(_ name: StaticString) {
    open(", \"")
    open(name)
    open("\": ")
  }

  /// `, "NAME": LENGTH` in points.
  @inline(never)
  private mutating func field(_ name: StaticString, length: Length) {
    key(name)
    number(length.millipoints, scale: 3)
  }

  /// `, "NAME": FRACTION`.
  @inline(never)
  private mutating func field(_ name: StaticString, fraction: Fraction) {
    key(name)
    number(fraction.millionths, scale: 6)
  }

  /// An exact decimal: `value / 10^scale`.
  @inline(never)
  private mutating func number(_ value: Int64, scale: Int) {
    out.write(decimal: value, scale: scale, minimumDecimals: 0)
  }

  /// `, "NAME": "VALUE"` (null for none).
  @inline(never)
  private mutating func field(_ name: StaticString, string value: String?) {
    key(name)
    string(value)
  }

  @inline(never)
  private mutating func field(_ name: StaticString, _ value: Bool) {
    key(name)
    open(value ? "true" : "false")
  }

  @inline(never)
  private mutating func milliseconds(_ interval: Interval) {
    number(interval.nanoseconds, scale: 6)
  }

  /// A JSON string (``TextWriter/write(jsonEscaping:)``), or `null`.
  @inline(never)
  private mutating func string(_ value: String?) {
    guard let value else { return open("null") }
    out.write(byte: UInt8(ascii: "\""))
    value.withUTF8Bytes { out.write(jsonEscaping: $0) }
    out.write(byte: UInt8(ascii: "\""))
  }

  @inline(never)
  private mutating func target(_ target: Target) {
    let frame = target.frame
    open("{\"id\": ")
    string(target.id)
    open(", \"frame\": {\"x\": ")
    number(frame.origin.x.millipoints, scale: 3)
    field("y", length: frame.origin.y)
    field("width", length: frame.size.width)
    field("height", length: frame.size.height)
    open("}, \"shape\": {\"kind\": ")
    switch target.shape {
    case .rectangle: string("rect")
    case .capsule: string("capsule")
    case .circle: string("circle")
    case .roundedRectangle(let r):
      string("rounded")
      open(", \"radii\": [")
      for (index, radius) in [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].enumerated() {
        if index > 0 { open(", ") }
        number(radius.millipoints, scale: 3)
      }
      open("]")
    }
    open("}")
    field("preview", string: target.preview.text)
    field("destination", string: target.destination.text)
    field("presentation", string: target.presentation.spelling)
    key("size")
    if let size = target.preferredPreviewSize {
      open("{\"width\": ")
      number(size.width.millipoints, scale: 3)
      field("height", length: size.height)
      open("}")
    } else {
      open("null")
    }
    field("primary", string: target.primaryAction)
    key("menu")
    items(target.menu, under: Menu.root)
    open("}")
  }

  /// The items under node `parent` of a menu, from its flat nodes (each with its declared values).
  @inline(never)
  private mutating func items(_ menu: Menu, under parent: Int) {
    open("[")
    var child = menu.nodes[parent].firstChild
    var first = true
    while child >= 0 {
      if !first { open(", ") }
      first = false
      item(menu, child)
      child = menu.nodes[child].nextSibling
    }
    open("]")
  }

  @inline(never)
  private mutating func item(_ menu: Menu, _ index: Int) {
    let node = menu.nodes[index]
    switch node.kind {
    case .action, .root:
      open("{\"kind\": \"action\", \"id\": ")
    case .submenu:
      open("{\"kind\": \"menu\", \"id\": ")
    case .deferred:
      open("{\"kind\": \"deferred\", \"id\": ")
    }
    string(node.id)
    field("title", string: node.title)
    switch node.kind {
    case .action, .root:
      field("icon", string: node.icon)
      field("destructive", node.isDestructive)
      field("disabled", node.isDisabled)
      field("hidden", node.isHidden)
      field("keep", node.keepsMenuPresented)
      field("state", string: node.state?.spelling)
      field("destination", string: node.destination)
      field("presentation", string: node.presentation.spelling)
    case .submenu:
      field("icon", string: node.icon)
      field("inline", node.isInline)
      field("single", node.isSingleSelection)
      key("items")
      items(menu, under: index)
    case .deferred:
      key("after")
      milliseconds(node.loadTime)
      key("items")
      items(menu, under: index)
    }
    open("}")
  }
}

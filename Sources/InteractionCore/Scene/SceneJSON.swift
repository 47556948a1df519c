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
package enum SceneJSON {
  /// The document, on one line.
  package static func text(scene: Scene, configuration: Configuration) -> String {
    let c = configuration
    var text = "{\"configuration\": {\"hold\": " + milliseconds(c.hold) + ", \"slop\": " + c.slop.text
    text += ", \"lift\": " + milliseconds(c.lift) + ", \"commit\": " + milliseconds(c.commit)
    text += ", \"fade\": " + milliseconds(c.fade) + ", \"overlay\": " + c.overlay.text
    text += ", \"peek\": " + c.peek.text + ", \"pop\": " + c.pop.text + "}, \"targets\": ["
    var first = true
    for target in scene.targets {
      text += (first ? "" : ", ") + targetObject(target)
      first = false
    }
    return text + "]}"
  }

  private static func milliseconds(_ interval: Interval) -> String {
    DecimalText.fixed(interval.nanoseconds, scale: 6, minimumDecimals: 0)
  }

  private static func string(_ value: String?) -> String {
    value.map { TranscriptJSON.string($0) } ?? "null"
  }

  private static func targetObject(_ target: Target) -> String {
    let frame = target.frame
    var text = "{\"id\": " + string(target.id) + ", \"frame\": {\"x\": " + frame.origin.x.text
    text += ", \"y\": " + frame.origin.y.text + ", \"width\": " + frame.size.width.text
    text += ", \"height\": " + frame.size.height.text + "}, \"shape\": " + shapeObject(target.shape)
    text += ", \"preview\": " + string(target.preview.text) + ", \"destination\": "
    text += string(target.destination.text) + ", \"presentation\": " + string(target.presentation.spelling)
    text += ", \"size\": " + (target.preferredPreviewSize.map(sizeObject) ?? "null")
    text += ", \"primary\": " + string(target.primaryAction) + ", \"menu\": "
    return text + items(target.menu.elements) + "}"
  }

  private static func shapeObject(_ shape: ContentShape) -> String {
    switch shape {
    case .rectangle: return "{\"kind\": \"rect\"}"
    case .capsule: return "{\"kind\": \"capsule\"}"
    case .circle: return "{\"kind\": \"circle\"}"
    case .roundedRectangle(let r):
      return "{\"kind\": \"rounded\", \"radii\": [" + r.topLeft.text + ", " + r.topRight.text + ", "
        + r.bottomRight.text + ", " + r.bottomLeft.text + "]}"
    }
  }

  private static func sizeObject(_ size: Size) -> String {
    "{\"width\": " + size.width.text + ", \"height\": " + size.height.text + "}"
  }

  private static func flag(_ value: Bool) -> String { value ? "true" : "false" }

  private static func items(_ elements: [MenuElement]) -> String {
    var text = "["
    var first = true
    for element in elements {
      text += (first ? "" : ", ") + item(element)
      first = false
    }
    return text + "]"
  }

  private static func item(_ element: MenuElement) -> String {
    switch element {
    case .action(let a):
      var text = "{\"kind\": \"action\", \"id\": " + string(a.id) + ", \"title\": " + string(a.title)
      text += ", \"icon\": " + string(a.icon) + ", \"destructive\": " + flag(a.isDestructive)
      text += ", \"disabled\": " + flag(a.isDisabled) + ", \"hidden\": " + flag(a.isHidden)
      text += ", \"keep\": " + flag(a.keepsMenuPresented) + ", \"state\": " + string(a.state?.spelling)
      text += ", \"destination\": " + string(a.destination) + ", \"presentation\": "
      return text + string(a.presentation.spelling) + "}"
    case .submenu(let m):
      var text = "{\"kind\": \"menu\", \"id\": " + string(m.id) + ", \"title\": " + string(m.title)
      text += ", \"icon\": " + string(m.icon) + ", \"inline\": " + flag(m.isInline)
      text += ", \"single\": " + flag(m.isSingleSelection) + ", \"items\": "
      return text + items(m.children) + "}"
    case .deferred(let d):
      var text = "{\"kind\": \"deferred\", \"id\": " + string(d.id) + ", \"title\": " + string(d.title)
      text += ", \"after\": " + milliseconds(d.loadTime) + ", \"items\": "
      return text + items(d.children) + "}"
    }
  }
}

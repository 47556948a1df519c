/// What the lifted preview shows.
public enum Preview: Hashable, Sendable {
  /// A snapshot of the source view.
  case source
  /// A custom preview view, by name.
  case custom(String)

  /// The preview as trace text, `source` or `custom:NAME`.
  public var text: String { TextWriter.text { $0.write(preview: self) } }
}

/// Where a tap on the preview leads (SPEC M1).
public enum Destination: Hashable, Sendable {
  /// Nowhere: a tap on the preview dismisses it.
  case none
  /// The preview itself is the destination.
  case same
  /// A different, named destination.
  case named(String)

  /// The destination as trace text, `none`, `same` or its name.
  public var text: String {
    switch self {
    case .none: return "none"
    case .same: return "same"
    case .named(let name): return name
    }
  }
}

/// A view that carries a context menu (SPEC section 0).
public struct Target: Hashable, Sendable {
  /// The target's id, unique in its scene.
  public var id: String
  /// The frame, in scene points.
  public var frame: Rect
  /// The content shape that takes touches, filling the frame.
  public var shape: ContentShape
  /// What the lifted preview shows.
  public var preview: Preview
  /// Where a tap on the preview leads.
  public var destination: Destination
  /// How the destination is shown.
  public var presentation: Presentation
  /// The preview's preferred size; `nil` fills the space available.
  public var preferredPreviewSize: Size?
  /// What a plain tap does, by name; `nil` for nothing.
  public var primaryAction: String?
  /// The menu of actions.
  public var menu: Menu

  /// Creates a target; every attribute but its id and frame has the trace format's default.
  public init(
    id: String, frame: Rect, shape: ContentShape = .rectangle, preview: Preview = .source,
    destination: Destination = .none, presentation: Presentation = .push,
    preferredPreviewSize: Size? = nil, primaryAction: String? = nil, menu: Menu = Menu()
  ) {
    self.id = id
    self.frame = frame
    self.shape = shape
    self.preview = preview
    self.destination = destination
    self.presentation = presentation
    self.preferredPreviewSize = preferredPreviewSize
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Whether `point` lies inside the target's content shape.
  public func contains(_ point: Point) -> Bool {
    shape.contains(point, in: frame)
  }

  /// The name of the destination a preview commit shows: the custom preview's name for `same` (the
  /// target's id where the preview is a snapshot), the named destination otherwise, `nil` for `none`.
  public var committedDestinationName: String? {
    switch destination {
    case .none: return nil
    case .named(let name): return name
    case .same:
      switch preview {
      case .source: return id
      case .custom(let name): return name
      }
    }
  }
}

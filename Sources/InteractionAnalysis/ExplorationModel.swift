import InteractionCore

/// The small world that exploration runs in: a scene, a configuration, and the inputs a user can make.
public struct ExplorationModel: Sendable {
  /// The scene.
  public var scene: Scene
  /// The configuration.
  public var configuration: Configuration
  /// Every input tried at every step.
  public var alphabet: [Input]

  /// Creates a model.
  public init(scene: Scene, configuration: Configuration = .standard, alphabet: [Input]) {
    self.scene = scene
    self.configuration = configuration
    self.alphabet = alphabet
  }

  /// Two targets, one with a submenu, a toggle, a deferred item and a destination (issue 4), the other
  /// with a primary action, a single-selection submenu and a keep-presented action.
  public static let standard: ExplorationModel = {
    let card = Target(
      id: "card", frame: Rect(0, 0, 200, 100),
      shape: .roundedRectangle(CornerRadii(uniform: Length(points: 20))),
      preview: .custom("card-preview"), destination: .named("detail"), presentation: .sheet,
      preferredPreviewSize: Size(300, 400),
      menu: Menu([
        .action(Action(id: "favorite", title: "Favorite", icon: "star", state: .off)),
        .action(Action(id: "share", title: "Share", destination: "share-sheet", presentation: .sheet)),
        .submenu(
          Submenu(
            id: "more", title: "More",
            children: [
              .action(Action(id: "copy", title: "Copy")),
              .action(Action(id: "pin", title: "Pin", isDisabled: true)),
              .action(Action(id: "secret", title: "Secret", isHidden: true)),
            ])),
        .deferred(
          DeferredElement(
            id: "later", title: "Loading", loadTime: .milliseconds(200),
            children: [.action(Action(id: "archive", title: "Archive"))])),
      ]))
    let row = Target(
      id: "row", frame: Rect(0, 120, 390, 44), primaryAction: "open-row",
      menu: Menu([
        .action(Action(id: "delete", title: "Delete", isDestructive: true)),
        .action(Action(id: "mute", title: "Mute", keepsMenuPresented: true, state: .mixed)),
        .submenu(
          Submenu(
            id: "sort", title: "Sort", isInline: true, isSingleSelection: true,
            children: [
              .action(Action(id: "by-name", title: "Name", state: .on)),
              .action(Action(id: "by-date", title: "Date", state: .off)),
            ])),
      ]))
    let onCard = Point(100, 50)
    let onRow = Point(100, 140)
    let alphabet: [Input] = [
      .down(onCard), .down(onRow), .down(Point(1, 1)), .move(Point(105, 50)), .move(Point(100, 70)), .up,
      .force(Fraction(millionths: 600_000)), .force(Fraction(millionths: 970_000)), .cancel, .tapPreview,
      .select("favorite"), .select("share"), .select("more"), .select("copy"), .select("pin"),
      .select("archive"), .select("later"), .select("delete"), .select("mute"), .select("by-date"),
      .tapOutside, .dismiss, .closed, .rightClick(onRow), .rightClick(onCard), .focus("card"), .key(.menu),
      .key(.down), .key(.up), .key(.right), .key(.left), .key(.return), .key(.escape), .remove("card"),
      .hover("favorite"), .hover("more"), .hover(nil),
    ]
    return ExplorationModel(scene: Scene(targets: [card, row]), alphabet: alphabet)
  }()

  /// The instants worth trying for the next input: now, and just before, at and just after the next
  /// deadline, and long after everything has settled.
  public func instants(after machine: InteractionMachine) -> [Instant] {
    let now = machine.now
    let oneNanosecond = Interval(nanoseconds: 1)
    var result = [now]
    if let deadline = machine.nextDeadline {
      let before = Instant(nanoseconds: deadline.nanoseconds - 1)
      if before > now { result.append(before) }
      if deadline > now { result.append(deadline) }
      result.append(deadline + oneNanosecond)
    }
    result.append(now + .seconds(10))
    return result
  }
}

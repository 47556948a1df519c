import InteractionCore
import Testing

// MARK: - Time and geometry

/// The instant `value` milliseconds after the start of the timeline.
func ms(_ value: Int64) -> Instant { .milliseconds(value) }

/// The instant `value` nanoseconds after the start of the timeline.
func ns(_ value: Int64) -> Instant { Instant(nanoseconds: value) }

/// A point in whole points.
func pt(_ x: Int64, _ y: Int64) -> Point { Point(x, y) }

/// A point in thousandths of a point, for edges and slop boundaries.
func mpt(_ x: Int64, _ y: Int64) -> Point {
  Point(x: Length(millipoints: x), y: Length(millipoints: y))
}

/// A fraction in millionths (`f(500_000)` is 0.5).
func f(_ millionths: Int64) -> Fraction { Fraction(millionths: millionths) }

/// The default `overlay` opacity, the fade's target (SPEC section 1).
let overlay = Configuration.standard.overlay

// MARK: - Expected reports

/// An effect list from an array literal.
func effects(_ list: [Effect]) -> EffectList {
  var result = EffectList()
  for effect in list { result.append(effect) }
  return result
}

/// The report of a transition caused by an input.
func step(
  _ instant: Instant, _ from: Phase, _ input: Input, _ to: Phase, _ target: String?,
  _ list: [Effect] = [], outcome: Outcome? = nil, n interaction: Int
) -> Report {
  .transition(
    Transition(
      instant: instant, from: from, trigger: .input(input), to: to, target: target, effects: effects(list),
      outcome: outcome, interaction: interaction))
}

/// The report of a transition caused by a timer firing at its deadline.
func fired(
  _ instant: Instant, _ from: Phase, _ timer: TimerKind, _ to: Phase, _ target: String?,
  _ list: [Effect] = [], outcome: Outcome? = nil, n interaction: Int
) -> Report {
  .transition(
    Transition(
      instant: instant, from: from, trigger: .timer(timer), to: to, target: target, effects: effects(list),
      outcome: outcome, interaction: interaction))
}

/// The report of an ignored input.
func ignored(_ instant: Instant, _ phase: Phase, _ input: Input, _ reason: IgnoreReason) -> Report {
  .ignored(IgnoredInput(instant: instant, phase: phase, input: input, reason: reason))
}

/// The effects of a lift (P5): the source's highlight goes, the haptic plays, the preview shows.
func liftEffects(_ target: Target) -> [Effect] {
  [
    .unhighlightSource(target.id), .haptic,
    .showPreview(target: target.id, preview: target.preview, size: target.preferredPreviewSize),
  ]
}

/// The effects of a dismissal from a shown menu (M3, M5): the menu hides and the fade begins.
let dismissEffects: [Effect] = [.hideMenu, .beginFade(overlay)]

extension Report {
  /// The transition this report holds, `nil` for an ignored input.
  var transition: Transition? {
    if case .transition(let transition) = self { return transition }
    return nil
  }
}

/// The outcomes of the transitions among `reports`, in order.
func outcomes(_ reports: [Report]) -> [Outcome] {
  reports.compactMap { $0.transition?.outcome }
}

// MARK: - The scene

/// The scene of SPEC section 9's example, with two more targets for the menu rules.
///
/// ```
/// apple   0,0,390,44      custom:apple-card, destination same, sheet, 300x400
///   favorite (off) · delete (destructive) · share (→ share-sheet, sheet) · more ▸ copy · pin (disabled)
/// bubble  16,60,280,40    rounded 20,20,4,20, primary open-thread, empty menu
/// photo   0,120,100,100   source preview, destination photo-detail (push)
///   recent ⏳200ms ▸ recent-1 · recent-2
///   sort ▸ (single) by-name (on) · by-date (off) · by-size (off) · more-sorts ⏳100ms ▸ by-kind (off)
///   view (inline) ▸ grid (keep, off) · list (hidden)
///   rename (disabled) · info
/// plain   200,120,100,100 source preview, no destination
///   ghost (hidden) · locked (disabled) · copy · paste
/// ```
enum Fixture {
  static let apple = Target(
    id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
    presentation: .sheet, preferredPreviewSize: Size(300, 400),
    menu: Menu([
      .action(Action(id: "favorite", title: "Favorite", icon: "star", state: .off)),
      .action(Action(id: "delete", title: "Delete", isDestructive: true)),
      .action(
        Action(
          id: "share", title: "Share", icon: "square.and.arrow.up", destination: "share-sheet",
          presentation: .sheet)),
      .submenu(
        Submenu(
          id: "more", title: "More",
          children: [
            .action(Action(id: "copy", title: "Copy")),
            .action(Action(id: "pin", title: "Pin", isDisabled: true)),
          ])),
    ]))

  static let bubble = Target(
    id: "bubble", frame: Rect(16, 60, 280, 40),
    shape: .roundedRectangle(
      CornerRadii(
        topLeft: Length(points: 20), topRight: Length(points: 20), bottomRight: Length(points: 4),
        bottomLeft: Length(points: 20))),
    primaryAction: "open-thread")

  static let photo = Target(
    id: "photo", frame: Rect(0, 120, 100, 100), destination: .named("photo-detail"),
    menu: Menu([
      .deferred(
        DeferredElement(
          id: "recent", title: "Recent", loadTime: .milliseconds(200),
          children: [
            .action(Action(id: "recent-1", title: "Recent 1")),
            .action(Action(id: "recent-2", title: "Recent 2")),
          ])),
      .submenu(
        Submenu(
          id: "sort", title: "Sort", isSingleSelection: true,
          children: [
            .action(Action(id: "by-name", title: "Name", state: .on)),
            .action(Action(id: "by-date", title: "Date", state: .off)),
            .action(Action(id: "by-size", title: "Size", state: .off)),
            .deferred(
              DeferredElement(
                id: "more-sorts", title: "More", loadTime: .milliseconds(100),
                children: [.action(Action(id: "by-kind", title: "Kind", state: .off))])),
          ])),
      .submenu(
        Submenu(
          id: "view", title: "View", isInline: true,
          children: [
            .action(Action(id: "grid", title: "Grid", keepsMenuPresented: true, state: .off)),
            .action(Action(id: "list", title: "List", isHidden: true)),
          ])),
      .action(Action(id: "rename", title: "Rename", isDisabled: true)),
      .action(Action(id: "info", title: "Info")),
    ]))

  static let plain = Target(
    id: "plain", frame: Rect(200, 120, 100, 100),
    menu: Menu([
      .action(Action(id: "ghost", title: "Ghost", isHidden: true)),
      .action(Action(id: "locked", title: "Locked", isDisabled: true)),
      .action(Action(id: "copy", title: "Copy")),
      .action(Action(id: "paste", title: "Paste")),
    ]))

  static let targets = [apple, bubble, photo, plain]

  /// A point inside each target.
  static let applePoint = pt(100, 20)
  static let bubblePoint = pt(150, 80)
  static let photoPoint = pt(50, 170)
  static let plainPoint = pt(250, 170)
  /// A point that no target holds.
  static let nowhere = pt(350, 300)

  /// A machine at rest over the fixture scene.
  static func machine(
    _ targets: [Target] = targets, configuration: Configuration = .standard
  ) -> InteractionMachine {
    // The fixtures obey every rule of a trace (SPEC I9); a fixture that did not is a bug in the tests.
    try! InteractionMachine(scene: Scene(targets: targets), configuration: configuration)
  }
}

// MARK: - Common openings

/// The instant at which a press that starts at `start` has lifted and shown its menu (default timing).
func menuShownInstant(after start: Instant) -> Instant {
  start + Configuration.standard.hold + Configuration.standard.lift
}

/// Presses `point` at `start` and lets the hold and the lift run: the menu is presented with the finger
/// still down. Returns the instant the menu was shown.
@discardableResult
func longPress(
  _ machine: inout InteractionMachine, at point: Point, from start: Instant = .zero, liftFinger: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Instant {
  _ = machine.send(.down(point), at: start)
  let shown = start + machine.configuration.hold + machine.configuration.lift
  _ = machine.advance(to: shown)
  if liftFinger { _ = machine.send(.up, at: shown) }
  #expect(machine.phase == .presented, sourceLocation: sourceLocation)
  return shown
}

/// Presses `point` at `start` until the hold fires: the preview lifts, the finger stays down. Returns the
/// instant the hold fired.
@discardableResult
func holdUntilLifting(
  _ machine: inout InteractionMachine, at point: Point, from start: Instant = .zero,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Instant {
  _ = machine.send(.down(point), at: start)
  let held = start + machine.configuration.hold
  _ = machine.advance(to: held)
  #expect(machine.phase == .lifting, sourceLocation: sourceLocation)
  return held
}

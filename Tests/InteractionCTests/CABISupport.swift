import CInteraction
import Foundation
import InteractionCore

/// A machine made through the C ABI, for tests: it frees itself.
final class CMachine {
  let pointer: UnsafeMutablePointer<interaction_machine>

  /// A machine from a trace's text; `nil` when the ABI refuses it.
  init?(_ text: String) {
    var machine: UnsafeMutablePointer<interaction_machine>?
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_new($0.baseAddress, UInt64($0.count), &machine, nil)
      }
    }
    guard status == INTERACTION_STATUS_OK, let machine else { return nil }
    pointer = machine
  }

  deinit { interaction_machine_free(pointer) }

  /// A name of the machine's table, `nil` for INTERACTION_NO_NAME.
  func name(_ index: UInt32) -> String? {
    guard index != INTERACTION_NO_NAME else { return nil }
    var utf8: UnsafePointer<CChar>?
    var length: UInt32 = 0
    guard interaction_machine_name(pointer, index, &utf8, &length) == INTERACTION_STATUS_OK, let utf8 else {
      return "<unknown name \(index)>"
    }
    return String(decoding: UnsafeRawBufferPointer(start: utf8, count: Int(length)), as: UTF8.self)
  }

  /// The index of a name.
  func find(_ name: String) -> UInt32? {
    var index: UInt32 = 0
    let bytes = Array(name.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_find_name(pointer, $0.baseAddress, UInt64($0.count), &index)
      }
    }
    return status == INTERACTION_STATUS_OK ? index : nil
  }

  /// The trace's inputs, as the ABI reads them out.
  var traceInputs: [(instant: Int64, input: interaction_input)] {
    var count: UInt32 = 0
    _ = interaction_machine_trace_input_count(pointer, &count)
    return (0..<count).map { index in
      var instant: Int64 = 0
      var input = interaction_input()
      _ = interaction_machine_trace_input(pointer, index, &instant, &input)
      return (instant, input)
    }
  }

  /// The reports of the last call, decoded into the core's values.
  var reports: [Report] {
    var reports: UnsafePointer<interaction_report>?
    var reportCount: UInt32 = 0
    var effects: UnsafePointer<interaction_effect>?
    var effectCount: UInt32 = 0
    _ = interaction_machine_reports(pointer, &reports, &reportCount)
    _ = interaction_machine_effects(pointer, &effects, &effectCount)
    return (0..<Int(reportCount)).map { index in
      let report = reports![index]
      let list = (0..<Int(report.effect_count)).map { effects![Int(report.effect_start) + $0] }
      return decode(report, effects: list)
    }
  }

  /// The last call's effects as bytes, read through `interaction_machine_effects`.
  var effectBytes: [UInt8] {
    var effects: UnsafePointer<interaction_effect>?
    var count: UInt32 = 0
    _ = interaction_machine_effects(pointer, &effects, &count)
    guard let effects else { return [] }
    return Array(
      UnsafeRawBufferPointer(start: effects, count: Int(count) * MemoryLayout<interaction_effect>.stride))
  }

  /// The next deadline, `nil` for none.
  var nextDeadline: Int64? {
    var deadline: Int64 = 0
    return interaction_machine_next_deadline(pointer, &deadline) == INTERACTION_STATUS_OK ? deadline : nil
  }

  @discardableResult
  func send(_ input: interaction_input, at instant: Int64) -> interaction_status {
    var input = input
    return interaction_machine_send(pointer, &input, instant)
  }

  @discardableResult
  func advance(to instant: Int64) -> interaction_status {
    interaction_machine_advance(pointer, instant)
  }

  /// The appearance at an instant.
  func appearance(at instant: Int64) -> interaction_appearance {
    var appearance = interaction_appearance()
    _ = interaction_machine_appearance(pointer, instant, &appearance)
    return appearance
  }

  /// Drives the machine through the trace's inputs with a host loop (send, next deadline, advance)
  /// and returns every report.
  func hostLoop() -> [Report] {
    var all: [Report] = []
    for (instant, input) in traceInputs {
      while let deadline = nextDeadline, deadline <= instant {
        advance(to: deadline)
        all += reports
      }
      send(input, at: instant)
      all += reports
    }
    while let deadline = nextDeadline {
      advance(to: deadline)
      all += reports
    }
    return all
  }

  // MARK: - Decoding

  func decode(_ input: interaction_input) -> Input {
    let verb = InputVerb(rawValue: input.verb)!
    let shape = verb.operand
    return Input(
      verb: verb,
      point: shape == .point ? Point(x: Length(millipoints: input.x), y: Length(millipoints: input.y)) : nil,
      force: shape == .force ? Fraction(millionths: input.force) : nil,
      id: shape.isID ? name(input.name) : nil, key: shape == .key ? Key(rawValue: input.key) : nil)!
  }

  func decode(_ effect: interaction_effect) -> Effect {
    let a = name(effect.name_a) ?? "<none>"
    let b = name(effect.name_b) ?? "<none>"
    switch EffectKind(rawValue: effect.kind)! {
    case .highlightSource: return .highlightSource(a)
    case .unhighlightSource: return .unhighlightSource(a)
    case .runPrimaryAction: return .runPrimaryAction(target: a, action: b)
    case .haptic: return .haptic
    case .showPreview:
      let preview: Preview = effect.preview == INTERACTION_PREVIEW_KIND_CUSTOM ? .custom(b) : .source
      let size =
        effect.has_size != 0
        ? Size(width: Length(millipoints: effect.width), height: Length(millipoints: effect.height)) : nil
      return .showPreview(target: a, preview: preview, size: size)
    case .showMenu: return .showMenu(target: a, compact: effect.compact != 0)
    case .hideMenu: return .hideMenu
    case .openSubmenu: return .openSubmenu(a)
    case .closeSubmenu: return .closeSubmenu(a)
    case .highlightItem: return .highlightItem(name(effect.name_a))
    case .showLoadedItems: return .showLoadedItems(a)
    case .setItemState: return .setItemState(item: a, state: ItemState(rawValue: effect.item_state)!)
    case .clearSelection: return .clearSelection(menu: a, except: b)
    case .performAction: return .performAction(target: a, action: b)
    case .beginFade: return .beginFade(Fraction(millionths: effect.opacity))
    case .endFade: return .endFade
    case .beginCommit: return .beginCommit(a)
    case .showDestination: return .showDestination(a, Presentation(rawValue: effect.presentation)!)
    case .closeDestination: return .closeDestination(a)
    case .focus: return .focus(a)
    case .unfocus: return .unfocus(a)
    }
  }

  func decode(_ report: interaction_report, effects: [interaction_effect]) -> Report {
    let instant = Instant(nanoseconds: report.instant)
    let from = Phase(rawValue: report.from)!
    if report.kind == INTERACTION_REPORT_KIND_IGNORED {
      let input = decode(report.input)
      let id: String
      switch input {
      case .select(let name), .focus(let name), .remove(let name): id = name
      case .hover(let name): id = name ?? "none"
      default: id = ""
      }
      let reason: IgnoreReason
      switch IgnoreKind(rawValue: report.ignore_reason)! {
      case .noRule: reason = .noRule
      case .noTargetHit: reason = .noTargetHit
      case .screenBusy: reason = .screenBusy
      case .menuNotShown: reason = .menuNotShown
      case .noPreview: reason = .noPreview
      case .noDestination: reason = .noDestination
      case .belowThreshold: reason = .belowThreshold
      case .fingerNotDown: reason = .fingerNotDown
      case .notInLevel: reason = .notInLevel(id)
      case .hidden: reason = .hidden(id)
      case .disabled: reason = .disabled(id)
      case .loading: reason = .loading(id)
      case .deferredElement: reason = .deferredElement(id)
      case .removedTarget: reason = .removedTarget(id)
      case .unknownTarget: reason = .unknownTarget(id)
      case .nothingFocused: reason = .nothingFocused
      case .nothingHighlighted: reason = .nothingHighlighted
      case .notASubmenu: reason = .notASubmenu
      case .atRootLevel: reason = .atRootLevel
      case .atEnd: reason = .atEnd
      case .timeWentBackwards: reason = .timeWentBackwards(Instant(nanoseconds: report.reason_instant))
      case .instantTooLate: reason = .instantTooLate(Instant(nanoseconds: report.reason_instant))
      case .highlightUnchanged: reason = .highlightUnchanged
      case .valueOutOfRange: reason = .valueOutOfRange
      }
      return .ignored(IgnoredInput(instant: instant, phase: from, input: input, reason: reason))
    }
    let trigger: Trigger
    switch TimerName(rawValue: report.timer) {
    case .hold?: trigger = .timer(.hold)
    case .lift?: trigger = .timer(.lift)
    case .commit?: trigger = .timer(.commit)
    case .fade?: trigger = .timer(.fade)
    case .load?: trigger = .timer(.load(name(report.timer_name) ?? "<none>"))
    case nil: trigger = .input(decode(report.input))
    }
    var list = EffectList()
    for effect in effects { list.append(decode(effect)) }
    let outcome: Outcome?
    let named = name(report.outcome_name) ?? "<none>"
    switch OutcomeKind(rawValue: report.outcome) {
    case .tap?: outcome = .tap(named)
    case .cancel?: outcome = .cancel(CancelReason(rawValue: report.cancel_reason)!)
    case .dismiss?: outcome = .dismiss(DismissReason(rawValue: report.dismiss_reason)!)
    case .perform?: outcome = .perform(named)
    case .navigate?: outcome = .navigate(named, Presentation(rawValue: report.presentation)!)
    case nil: outcome = nil
    }
    return .transition(
      Transition(
        instant: instant, from: from, trigger: trigger, to: Phase(rawValue: report.to)!,
        target: name(report.target),
        effects: list, outcome: outcome, interaction: Int(report.interaction)))
  }
}

/// The package's folders, for tests.
enum CABIFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
  static let traces = packageRoot.appendingPathComponent("traces")
  static let header = packageRoot.appendingPathComponent("include/interaction.h")
  static let malformed = packageRoot.appendingPathComponent("Tests/InteractionCoreTests/Malformed")

  /// Every shipped trace's path, sorted.
  static var shippedTraces: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: traces.path)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { traces.appendingPathComponent($0) }
  }

  static func text(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}

/// A C input of a verb, with a name index (or none) and a point in millipoints; every other field zero.
func cInput(_ verb: InputVerb, _ name: UInt32 = INTERACTION_NO_NAME, x: Int64 = 0, y: Int64 = 0)
  -> interaction_input
{
  var input = interaction_input()
  input.verb = verb.rawValue
  input.name = name
  input.x = x
  input.y = y
  return input
}

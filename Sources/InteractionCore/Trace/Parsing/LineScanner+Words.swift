/// The words of the vocabulary that a trace line names: presentations, item states, phases, keys,
/// and the reasons of outcomes.
extension LineScanner {
  /// A presentation, `push` or `sheet`.
  func presentation(_ start: Int, _ end: Int) throws(TraceError) -> Presentation {
    if matches(start, end, "push") { return .push }
    if matches(start, end, "sheet") { return .sheet }
    throw unexpected(.unknownValue, start, end, expected: "a presentation (push, sheet)")
  }

  /// An item state, `on`, `off` or `mixed`, if the range is one.
  func itemState(_ start: Int, _ end: Int) -> ItemState? {
    if matches(start, end, "on") { return .on }
    if matches(start, end, "off") { return .off }
    if matches(start, end, "mixed") { return .mixed }
    return nil
  }

  /// A phase as expectations name it.
  func phase(_ token: Token) throws(TraceError) -> Phase {
    if !token.quoted {
      for phase in Phase.allCases where matches(token.start, token.end, spelling: phase.text) { return phase }
    }
    throw unexpected(
      .unknownValue, token,
      expected: "a state (idle, pressing, lifting, presented, committing, dismissing, showingDestination)")
  }

  /// A key, `key NAME`.
  func key(_ token: Token) throws(TraceError) -> Key {
    if matches(token, "menu") { return .menu }
    if matches(token, "up") { return .up }
    if matches(token, "down") { return .down }
    if matches(token, "left") { return .left }
    if matches(token, "right") { return .right }
    if matches(token, "return") { return .return }
    if matches(token, "escape") { return .escape }
    throw unexpected(.unknownValue, token, expected: "a key (menu, up, down, left, right, return, escape)")
  }

  /// Why a press was cancelled, `cancel REASON`.
  func cancelReason(_ token: Token) throws(TraceError) -> CancelReason {
    if !token.quoted {
      for reason in CancelReason.allCases where matches(token.start, token.end, spelling: reason.text) {
        return reason
      }
    }
    throw unexpected(.unknownValue, token, expected: "a cancel reason (moved, multitouch, system, removed)")
  }

  /// Why a preview or menu was dismissed, `dismiss REASON`.
  func dismissReason(_ token: Token) throws(TraceError) -> DismissReason {
    if !token.quoted {
      for reason in DismissReason.allCases where matches(token.start, token.end, spelling: reason.text) {
        return reason
      }
    }
    throw unexpected(
      .unknownValue, token, expected: "a dismiss reason (preview, outside, escape, host, system, removed)")
  }
}

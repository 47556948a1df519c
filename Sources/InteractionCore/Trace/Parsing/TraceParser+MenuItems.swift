/// The attributes and flags that an `action` line may give once each (the state, one of `on`, `off` and
/// `mixed`, is checked apart).
enum ActionAttribute: UInt8 {
  case icon, destination, present, destructive, disabled, hidden, keep
}

/// The attributes and flags that a `menu` line may give once each.
enum SubmenuAttribute: UInt8 {
  case icon, inline, single
}

/// What follows an item's id and title: the attributes and flags of an action, a submenu and a
/// deferred element (SPEC section 9, menu items).
extension TraceParser {
  /// `action ID "Title"` then `icon=`, `destination=`, `present=`, `destructive`, `disabled`, `hidden`,
  /// `keep`, `on|off|mixed`.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  func parseAction(_ scanner: inout LineScanner, id: String, title: String) throws(TraceError) -> Action {
    var action = Action(id: id, title: title)
    var seen = WordsSeen<ActionAttribute>()
    var stateToken: Token?
    var keepToken: Token?
    var destinationToken: Token?
    while let token = try scanner.next() {
      if token.quoted {
        throw scanner.unexpected(.malformedStatement, token, expected: "an action attribute or flag")
      }
      var attribute: ActionAttribute?
      if let equals = scanner.find(UInt8(ascii: "="), from: token.start, to: token.end) {
        let name = (token.start, equals)
        let value = (equals + 1, token.end)
        if scanner.matches(name.0, name.1, "icon") {
          attribute = .icon
          action.icon = try scanner.id(value.0, value.1, "an icon name")
        } else if scanner.matches(name.0, name.1, "destination") {
          attribute = .destination
          if scanner.isReserved(value.0, value.1) {
            throw scanner.unexpected(
              .reservedID, value.0, value.1,
              expected: "an action's destination name other than root, none and same")
          }
          action.destination = try scanner.id(value.0, value.1, "a destination name")
          destinationToken = token
        } else if scanner.matches(name.0, name.1, "present") {
          attribute = .present
          action.presentation = try scanner.presentation(value.0, value.1)
        } else {
          throw scanner.unexpected(
            .unknownAttribute, token, expected: "an action attribute (icon=, destination=, present=)")
        }
      } else if let state: ItemState = scanner.word(token.start, token.end) {
        if let stateToken {
          throw scanner.error(
            .conflictingFlags, at: token,
            "expected at most one of on, off and mixed, found " + scanner.shown(token) + " after "
              + scanner.shown(stateToken))
        }
        stateToken = token
        action.state = state
      } else if scanner.matches(token, "destructive") {
        attribute = .destructive
        action.isDestructive = true
      } else if scanner.matches(token, "disabled") {
        attribute = .disabled
        action.isDisabled = true
      } else if scanner.matches(token, "hidden") {
        attribute = .hidden
        action.isHidden = true
      } else if scanner.matches(token, "keep") {
        attribute = .keep
        action.keepsMenuPresented = true
        keepToken = token
      } else {
        throw scanner.unexpected(
          .unknownFlag, token,
          expected: "an action flag (destructive, disabled, hidden, keep, on, off, mixed)")
      }
      if let attribute {
        try scanner.once(attribute, &seen, at: token, shown: scanner.shown(token), on: "the action")
      }
      if let keepToken, let destinationToken,
        keepToken.start == token.start || destinationToken.start == token.start
      {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected `keep` or `destination=`, not both: an action that keeps the menu presented shows no destination"
        )
      }
    }
    return action
  }

  /// `menu ID "Title"` then `icon=`, `inline`, `single`.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  func parseSubmenu(_ scanner: inout LineScanner, id: String, title: String) throws(TraceError) -> Submenu {
    var submenu = Submenu(id: id, title: title)
    var seen = WordsSeen<SubmenuAttribute>()
    while let token = try scanner.next() {
      if token.quoted { throw scanner.unexpected(.malformedStatement, token, expected: "a menu flag") }
      let attribute: SubmenuAttribute
      if let equals = scanner.find(UInt8(ascii: "="), from: token.start, to: token.end) {
        guard scanner.matches(token.start, equals, "icon") else {
          throw scanner.unexpected(.unknownAttribute, token, expected: "a menu attribute (icon=)")
        }
        attribute = .icon
        submenu.icon = try scanner.id(equals + 1, token.end, "an icon name")
      } else if scanner.matches(token, "inline") {
        attribute = .inline
        submenu.isInline = true
      } else if scanner.matches(token, "single") {
        attribute = .single
        submenu.isSingleSelection = true
      } else {
        throw scanner.unexpected(.unknownFlag, token, expected: "a menu flag (inline, single)")
      }
      try scanner.once(attribute, &seen, at: token, shown: scanner.shown(token), on: "the menu")
    }
    return submenu
  }

  /// `deferred ID "Title" after=DURATION`.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  func parseDeferred(_ scanner: inout LineScanner, id: String, title: String) throws(TraceError)
    -> DeferredElement
  {
    var loadTime: Interval?
    while let token = try scanner.next() {
      guard !token.quoted, let equals = scanner.find(UInt8(ascii: "="), from: token.start, to: token.end)
      else {
        throw scanner.unexpected(
          token.quoted ? .malformedStatement : .unknownFlag, token, expected: "a deferred attribute (after=)")
      }
      guard scanner.matches(token.start, equals, "after") else {
        throw scanner.unexpected(.unknownAttribute, token, expected: "a deferred attribute (after=)")
      }
      if loadTime != nil {
        throw scanner.error(
          .conflictingFlags, at: token, "expected `after=` once on the element, found it again")
      }
      loadTime = try scanner.interval(Token(start: equals + 1, end: token.end, quoted: false), "a load time")
    }
    guard let loadTime else {
      throw scanner.errorAtEnd(.malformedStatement, expected: "`after=DURATION` on deferred `" + id + "`")
    }
    return DeferredElement(id: id, title: title, loadTime: loadTime)
  }
}

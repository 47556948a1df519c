/// The attributes that a `target` line may give once each.
enum TargetAttribute: UInt8 {
  case frame, shape, preview, destination, present, size, primary
}

/// `target ID frame=X,Y,W,H …` (SPEC section 9, targets).
extension TraceParser {
  /// Reads a target line; the target whose items were being read joins the scene, and this one's
  /// items may follow.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func parseTarget(_ scanner: inout LineScanner) throws(TraceError) -> String {
    finishPendingTarget()
    let idToken = try scanner.required("a target id")
    let id = try scanner.declaredID(idToken, "a target id")
    if let line = targetLines[IDKey(id)] {
      throw scanner.error(
        .duplicateID, at: idToken,
        "expected a target id not yet used, found " + scanner.shown(idToken) + " again (line " + String(line)
          + ")")
    }
    var target = Target(id: id, frame: Rect(0, 0, 0, 0))
    let frame = try readAttributes(of: &target, &scanner)
    guard let frame else {
      throw scanner.errorAtEnd(.malformedStatement, expected: "`frame=X,Y,W,H` on target `" + id + "`")
    }
    target.frame = frame
    targetLines[IDKey(id)] = scanner.number
    itemLines.append([:])
    pending = PendingTarget(target: target, line: scanner.number)
    return id
  }

  /// A target line's attributes, after its id, into `target`; returns its frame, if given. Apart from
  /// ``parseTarget(_:)``, which owns the target, so that an error here does not destroy it at each
  /// throw (the wasm's size).
  private func readAttributes(of target: inout Target, _ scanner: inout LineScanner) throws(TraceError)
    -> Rect?
  {
    var frame: Rect?
    var seen = WordsSeen<TargetAttribute>()
    while let token = try scanner.next() {
      let expected = "a target attribute (frame=, shape=, preview=, destination=, present=, size=, primary=)"
      guard !token.quoted, let equals = scanner.find(UInt8(ascii: "="), from: token.start, to: token.end)
      else {
        throw scanner.unexpected(token.quoted ? .malformedStatement : .unknownFlag, token, expected: expected)
      }
      let name = (token.start, equals)
      let value = (equals + 1, token.end)
      let attribute: TargetAttribute
      if scanner.matches(name.0, name.1, "frame") {
        attribute = .frame
        frame = try scanner.frame(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "shape") {
        attribute = .shape
        target.shape = try scanner.shape(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "preview") {
        attribute = .preview
        target.preview = try previewValue(value.0, value.1, &scanner)
      } else if scanner.matches(name.0, name.1, "destination") {
        attribute = .destination
        if scanner.matches(value.0, value.1, "none") {
          target.destination = .none
        } else if scanner.matches(value.0, value.1, "same") {
          target.destination = .same
        } else {
          if scanner.isReserved(value.0, value.1) {
            throw scanner.unexpected(
              .reservedID, value.0, value.1, expected: "a destination (none, same, or a name other than root)"
            )
          }
          target.destination = .named(try scanner.id(value.0, value.1, "a destination (none, same, NAME)"))
        }
      } else if scanner.matches(name.0, name.1, "present") {
        attribute = .present
        target.presentation = try scanner.presentation(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "size") {
        attribute = .size
        target.preferredPreviewSize = try scanner.size(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "primary") {
        attribute = .primary
        target.primaryAction = try scanner.id(value.0, value.1, "a primary action's name")
      } else {
        throw scanner.unexpected(.unknownAttribute, token, expected: expected)
      }
      try scanner.once(
        attribute, &seen, at: token, shown: "`" + scanner.text(name.0, name.1) + "=`", on: "the target")
    }
    return frame
  }

  /// `preview=source|custom:NAME`.
  private func previewValue(_ start: Int, _ end: Int, _ scanner: inout LineScanner) throws(TraceError)
    -> Preview
  {
    if scanner.matches(start, end, "source") { return .source }
    if end - start >= 7 && scanner.matches(start, start + 7, "custom:") {
      return .custom(try scanner.id(start + 7, end, "a preview name"))
    }
    throw scanner.unexpected(.unknownValue, start, end, expected: "a preview (source, custom:NAME)")
  }
}

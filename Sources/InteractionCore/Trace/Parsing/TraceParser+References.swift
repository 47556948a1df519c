/// An id that a statement names, checked when the declarations are complete.
struct PendingReference: Sendable {
  /// What the id must be.
  enum Kind: Sendable {
    case target
    case item
    case submenu
    case action
    case destination
    case itemOfTarget(String)
  }

  var kind: Kind
  var id: String
  var line: Int
  var column: Int
}

/// A declared target or item id that an input named lately.
struct RecentID: Sendable {
  var id: String
  var utf8: [UInt8]
  var isTarget: Bool
}

/// The ids that inputs and expectations name (SPEC section 9, errors: an id that nothing in the trace
/// declares), and the end of the declarations.
extension TraceParser {
  /// Checks a reference now, or when the declarations end; returns the id: one call, for the statements
  /// read once per trace.
  @inline(never)
  mutating func refer(_ kind: PendingReference.Kind, _ token: Token, _ scanner: inout LineScanner)
    throws(TraceError) -> String
  {
    try referInlined(kind, token, &scanner)
  }

  /// ``refer(_:_:_:)`` written into its caller, for an input's line.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func referInlined(_ kind: PendingReference.Kind, _ token: Token, _ scanner: inout LineScanner)
    throws(TraceError) -> String
  {
    if declarationsClosed, let id = recentID(kind, token, scanner) { return id }
    let id = try scanner.id(token, "an id")
    let reference = PendingReference(kind: kind, id: id, line: scanner.number, column: token.column)
    if declarationsClosed {
      if let error = check(reference) { throw error }
      remember(kind, id)
    } else {
      references.append(reference)
    }
    return id
  }

  /// A target or item id that an input named lately, compared byte for byte: `nil` when it is not one.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private func recentID(_ kind: PendingReference.Kind, _ token: Token, _ scanner: LineScanner) -> String? {
    let isTarget: Bool
    switch kind {
    case .target: isTarget = true
    case .item: isTarget = false
    default: return nil
    }
    guard !token.quoted else { return nil }
    for known in recentIDs where known.isTarget == isTarget && known.utf8.count == token.end - token.start {
      if known.utf8.withUnsafeBufferPointer({ scanner.matches(token.start, token.end, $0) }) {
        return known.id
      }
    }
    return nil
  }

  /// Keeps a declared target or item id that an input named, for ``recentID(_:_:_:)``.
  private mutating func remember(_ kind: PendingReference.Kind, _ id: String) {
    let isTarget: Bool
    switch kind {
    case .target: isTarget = true
    case .item: isTarget = false
    default: return
    }
    if recentIDs.count == 8 { recentIDs.removeFirst() }
    recentIDs.append(RecentID(id: id, utf8: id.utf8Array, isTarget: isTarget))
  }

  /// The error for a reference to nothing declared, `nil` when the id is declared as it must be.
  func check(_ reference: PendingReference) -> TraceError? {
    func error(_ expected: String) -> TraceError {
      TraceError(
        .undeclaredID, line: reference.line, column: reference.column,
        message: "expected " + expected + ", found `" + reference.id + "`")
    }
    switch reference.kind {
    case .target:
      return targetLines[IDKey(reference.id)] == nil ? error("a target declared in the trace") : nil
    case .item:
      return itemKinds[IDKey(reference.id)] == nil ? error("a menu item declared in the trace") : nil
    case .submenu:
      return (itemKinds[IDKey(reference.id)] ?? []).contains(.submenu)
        ? nil : error("a submenu (not inline) declared in the trace, or root, or none")
    case .action:
      return (itemKinds[IDKey(reference.id)] ?? []).contains(.action)
        ? nil : error("an action declared in the trace")
    case .destination:
      return destinations.contains(IDKey(reference.id))
        ? nil : error("a destination that a target commits to")
    case .itemOfTarget(let target):
      guard let index = scene.index(of: target) else { return nil }
      return itemLines[index][IDKey(reference.id)] == nil
        ? error("an item of the menu of `" + target + "`") : nil
    }
  }

  /// The declarations end: the last target joins the scene, what expectations named is checked, and
  /// the latest instant an input may carry is known (SPEC T1).
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func closeDeclarations() throws(TraceError) {
    guard !declarationsClosed else { return }
    declarationsClosed = true
    finishPendingTarget()
    latestInstant = InteractionMachine.latestInstant(scene: scene, configuration: configuration)
    var first: TraceError?
    for reference in references {
      if let error = check(reference) {
        first = error
        break
      }
    }
    references = []
    if configuration.peek > configuration.pop, let peek = peekPosition ?? popPosition {
      let at = popPosition.map { $0.line > peek.line ? $0 : peek } ?? peek
      let error = TraceError(
        .valueOutOfRange, line: at.line, column: at.column,
        message: "expected peek at most pop, found peek " + configuration.peek.text + " above pop "
          + configuration.pop.text)
      if first.map({ $0.line > error.line }) ?? true { first = error }
    }
    if let first { throw first }
  }
}

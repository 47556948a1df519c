/// Why an input was ignored (SPEC M9): the table of ``IgnoreReason``'s words, for the package (the C
/// ABI, `scripts/regenerate`); a host reads ``IgnoreReason``. Numbers are stable forever
/// (``VocabularyWord``). The ``spelling`` is a stable name for tools (C, JavaScript, JSON); the
/// transcript prints the ``phrase(naming:detail:)``.
@usableFromInline
package enum IgnoreKind: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  @usableFromInline package static var spellings: StaticString {
    """
    no-rule no-target-hit screen-busy menu-not-shown no-preview no-destination below-threshold
    finger-not-down not-in-level hidden disabled loading deferred-element removed-target unknown-target
    nothing-focused nothing-highlighted not-a-submenu at-root-level at-end time-went-backwards
    instant-too-late highlight-unchanged value-out-of-range
    """
  }
  /// The state has no rule for this input (M9).
  case noRule = 1
  /// A `down` or `right-click` hit no target (P1).
  case noTargetHit = 2
  /// A `down` while the preview, the fade or a destination holds the screen (M5, M6, M9).
  case screenBusy = 3
  /// The menu is not up yet: the preview is still lifting (M3).
  case menuNotShown = 4
  /// A compact menu has no preview to tap or press (K1, P7).
  case noPreview = 5
  /// The target has no destination to commit to (P7).
  case noDestination = 6
  /// The force lies below the threshold that would act (P7).
  case belowThreshold = 7
  /// The tracked finger is no longer down (P7, P8).
  case fingerNotDown = 8
  /// The item is not in the open menu level (M2).
  case notInLevel = 9
  /// The item is hidden.
  case hidden = 10
  /// The item is disabled.
  case disabled = 11
  /// The item is still loading (M8).
  case loading = 12
  /// A deferred element itself cannot be selected (M8).
  case deferredElement = 13
  /// The target was removed (M7, I8).
  case removedTarget = 14
  /// No target has this id.
  case unknownTarget = 15
  /// No target has the keyboard focus (K2).
  case nothingFocused = 16
  /// There is no highlighted item to act on (K3).
  case nothingHighlighted = 17
  /// The highlighted item is not a submenu (K3).
  case notASubmenu = 18
  /// `key left` at the root level (M4).
  case atRootLevel = 19
  /// The highlight is already at the end it would move past (K3).
  case atEnd = 20
  /// The input's instant lies before the machine's current instant (T1).
  case timeWentBackwards = 21
  /// The input's instant is so late that a deadline set from it could not be represented (T1).
  case instantTooLate = 22
  /// A `hover` that would leave the highlight as it is (M10).
  case highlightUnchanged = 23
  /// A point beyond ±1,000,000 pt or a force outside 0…1, which no trace can hold (I9, issue 16).
  case valueOutOfRange = 24
}

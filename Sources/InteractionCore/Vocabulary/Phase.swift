/// The machine's state, as transcripts and expectations name it (SPEC section 9). Numbers are stable
/// forever (``VocabularyWord``).
public enum Phase: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    idle pressing lifting presented committing dismissing showingDestination
    """
  }
  /// No interaction is running.
  case idle = 1
  /// A finger is down on a target; the hold timer runs.
  case pressing = 2
  /// The hold fired; the preview lifts.
  case lifting = 3
  /// The menu is shown (with the preview, or compact).
  case presented = 4
  /// The preview expands into its destination.
  case committing = 5
  /// The preview fades back into the overlay.
  case dismissing = 6
  /// A destination covers the source.
  case showingDestination = 7
}

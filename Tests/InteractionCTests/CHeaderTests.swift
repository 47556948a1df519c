import CInteraction
import Foundation
import InteractionCore
import Testing

/// The header's vocabulary is generated from the core's tables (Yoga's way: one source per word;
/// `scripts/regenerate --check` fails when it differs), and its structs have the layout the header
/// documents, the same on every target (fixed-width fields).
@Suite struct CHeaderTests {
  @Test("the constants Swift imports from the header equal the core's raw values")
  func importedConstants() {
    #expect(INTERACTION_INPUT_VERB_DOWN == Int(InputVerb.down.rawValue))
    #expect(INTERACTION_INPUT_VERB_HOVER == Int(InputVerb.hover.rawValue))
    #expect(INTERACTION_KEY_ESCAPE == Int(Key.escape.rawValue))
    #expect(INTERACTION_TIMER_NAME_LOAD == Int(TimerName.load.rawValue))
    #expect(INTERACTION_PHASE_SHOWING_DESTINATION == Int(Phase.showingDestination.rawValue))
    #expect(INTERACTION_EFFECT_KIND_UNFOCUS == Int(EffectKind.unfocus.rawValue))
    #expect(INTERACTION_OUTCOME_KIND_NAVIGATE == Int(OutcomeKind.navigate.rawValue))
    #expect(INTERACTION_CANCEL_REASON_REMOVED == Int(CancelReason.removed.rawValue))
    #expect(INTERACTION_DISMISS_REASON_REMOVED == Int(DismissReason.removed.rawValue))
    #expect(INTERACTION_IGNORE_KIND_HIGHLIGHT_UNCHANGED == Int(IgnoreKind.highlightUnchanged.rawValue))
    #expect(INTERACTION_ITEM_STATE_MIXED == Int(ItemState.mixed.rawValue))
    #expect(INTERACTION_PRESENTATION_SHEET == Int(Presentation.sheet.rawValue))
  }

  @Test("the comment on interaction_effect says which fields every effect kind uses")
  func effectFieldsComment() throws {
    // The comment is written by hand (docs/ADDING.md, "An effect"): each kind's constant, without its
    // INTERACTION_EFFECT_KIND_ prefix, must be named before the struct.
    let header = try String(contentsOf: CABIFixtures.header, encoding: .utf8)
    let end = try #require(header.range(of: "typedef struct interaction_effect {"))
    let start = try #require(
      header.range(of: "/**", options: .backwards, range: header.startIndex..<end.lowerBound))
    let comment = header[start.lowerBound..<end.lowerBound]
    for kind in EffectKind.inOrder {
      let name = kind.spelling.uppercased().replacingOccurrences(of: "-", with: "_")
      let named = comment.split(whereSeparator: { !$0.isLetter && $0 != "_" }).contains { $0 == name }
      #expect(named, "the comment on interaction_effect does not name \(name)")
    }
  }

  @Test("the structs' sizes and offsets are the header's (fixed-width fields: the same on wasm32)")
  func layouts() {
    #expect(MemoryLayout<interaction_input>.size == 32)
    #expect(MemoryLayout<interaction_input>.offset(of: \.name) == 24)
    #expect(MemoryLayout<interaction_input>.offset(of: \.verb) == 28)
    #expect(MemoryLayout<interaction_input>.offset(of: \.key) == 29)
    #expect(MemoryLayout<interaction_effect>.size == 40)
    #expect(MemoryLayout<interaction_effect>.offset(of: \.name_a) == 24)
    #expect(MemoryLayout<interaction_effect>.offset(of: \.kind) == 32)
    #expect(MemoryLayout<interaction_effect>.offset(of: \.compact) == 37)
    #expect(MemoryLayout<interaction_report>.size == 88)
    #expect(MemoryLayout<interaction_report>.offset(of: \.input) == 8)
    #expect(MemoryLayout<interaction_report>.offset(of: \.reason_instant) == 40)
    #expect(MemoryLayout<interaction_report>.offset(of: \.interaction) == 48)
    #expect(MemoryLayout<interaction_report>.offset(of: \.outcome_name) == 68)
    #expect(MemoryLayout<interaction_report>.offset(of: \.kind) == 72)
    // The four bytes that the C ABI writes as one word, in this order (ReportLayout).
    #expect(MemoryLayout<interaction_report>.offset(of: \.outcome) == 76)
    #expect(MemoryLayout<interaction_report>.offset(of: \.cancel_reason) == 77)
    #expect(MemoryLayout<interaction_report>.offset(of: \.dismiss_reason) == 78)
    #expect(MemoryLayout<interaction_report>.offset(of: \.presentation) == 79)
    #expect(MemoryLayout<interaction_report>.offset(of: \.ignore_reason) == 80)
    #expect(MemoryLayout<interaction_appearance>.size == 104)
    #expect(MemoryLayout<interaction_appearance>.offset(of: \.preview_presence) == 96)
    #expect(MemoryLayout<interaction_appearance>.offset(of: \.target) == 64)
    #expect(MemoryLayout<interaction_appearance>.offset(of: \.phase) == 84)
    #expect(MemoryLayout<interaction_appearance>.offset(of: \.has_preview_size) == 88)
    #expect(MemoryLayout<interaction_check_result>.size == 16)
  }
}

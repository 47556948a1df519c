import InteractionCore

/// Draws a ``Timeline`` as a self-contained SVG: no script, no external reference, a generic font
/// family, every text escaped.
///
/// From the top: a title, a legend of the phase colours, the inputs as marks with their labels (hollow
/// where the machine ignored them), the time axis in milliseconds, one row per interaction with its
/// phases as coloured bands, its timers as dots and its outcome as a label, and at the bottom the
/// preview's opacity as a curve over the overlay's (0.05 by default), with the time axis again.
public enum TimelineSVG {
  /// The colour each phase is drawn in.
  public static func colour(of phase: Phase) -> String {
    switch phase {
    case .idle: return "#e5e7eb"
    case .pressing: return "#f2c14e"
    case .lifting: return "#f78154"
    case .presented: return "#4d9de0"
    case .committing: return "#7768ae"
    case .dismissing: return "#9aa5b1"
    case .showingDestination: return "#3bb273"
    }
  }

  /// Text made safe for XML character data and attribute values.
  public static func escaped(_ text: String) -> String {
    TextEscaping.escaped(text) { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "'": return "&apos;"
      case "\t", "\n", "\r": return nil
      // XML 1.0 cannot hold the other control characters, even escaped.
      default: return scalar.value < 0x20 ? " " : nil
      }
    }
  }

  /// A tick step in milliseconds (1, 2 or 5 times a power of ten) that gives at most about 12 ticks.
  public static func tickStep(forMilliseconds span: Double) -> Double {
    var step = 1.0
    while span / step > 12 {
      if span / (step * 2) <= 12 { return step * 2 }
      if span / (step * 5) <= 12 { return step * 5 }
      step *= 10
    }
    return step
  }

  /// The SVG document of a timeline, titled with the trace's name.
  public static func render(_ timeline: Timeline, title: String) -> String {
    var drawing = Drawing(timeline: timeline)
    return drawing.document(title: title)
  }
}

/// The layout and the output of one drawing.
private struct Drawing {
  let timeline: Timeline
  let left = 150.0
  let right = 230.0
  let plotWidth: Double
  let milliseconds: Double
  var out: [String] = []

  init(timeline: Timeline) {
    self.timeline = timeline
    milliseconds = max(Double(timeline.end.nanoseconds) / 1_000_000, 1)
    plotWidth = min(max(milliseconds * 0.25, 760), 4000)
  }

  var width: Double { (left + plotWidth + right).rounded(.up) }

  func x(_ instant: Instant) -> Double {
    left + Double(instant.nanoseconds) / 1_000_000 / milliseconds * plotWidth
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  mutating func add(_ line: String) { out.append(line) }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Int = 11, anchor: String = "start", extra: String = ""
  ) {
    add(
      "<text x=\"\(Drawing.number(x))\" y=\"\(Drawing.number(y))\" font-size=\"\(size)\""
        + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") + extra + ">" + TimelineSVG.escaped(content)
        + "</text>")
  }

  mutating func document(title: String) -> String {
    let phases: [Phase] = [.pressing, .lifting, .presented, .committing, .dismissing, .showingDestination]
    var y = 26.0
    out = []
    text("timeline of " + title, x: 16, y: y, size: 15, extra: " font-weight=\"bold\"")
    y += 18
    let configuration = timeline.configuration
    let summary =
      "\(timeline.rows.count) interaction" + (timeline.rows.count == 1 ? "" : "s") + ", "
      + "\(timeline.inputs.count) input" + (timeline.inputs.count == 1 ? "" : "s") + ", "
      + "\(timeline.timers.count) timer" + (timeline.timers.count == 1 ? "" : "s") + "  ·  hold "
      + configuration.hold.traceText + ", lift " + configuration.lift.traceText + ", commit "
      + configuration.commit.traceText + ", fade " + configuration.fade.traceText + ", overlay "
      + configuration.overlay.text
    text(summary, x: 16, y: y, size: 11, extra: " fill=\"#444\"")

    // The legend, wrapped to the width.
    y += 22
    var legendX = 16.0
    add("<g class=\"legend\">")
    for phase in phases {
      let label = phase.spelling
      let itemWidth = 26 + Double(label.count) * 6.6 + 18
      if legendX + itemWidth > width - 16 {
        legendX = 16
        y += 20
      }
      add(
        "<rect class=\"legend-swatch\" x=\"\(Drawing.number(legendX))\" y=\"\(Drawing.number(y - 11))\" "
          + "width=\"18\" height=\"14\" rx=\"3\" fill=\"\(TimelineSVG.colour(of: phase))\"/>")
      text(label, x: legendX + 24, y: y)
      legendX += itemWidth
    }
    for label in ["input", "ignored input", "timer", "outcome", "preview opacity", "overlay opacity"] {
      let itemWidth = 30 + Double(label.count) * 6.6 + 18
      if legendX + itemWidth > width - 16 {
        legendX = 16
        y += 20
      }
      let cx = Drawing.number(legendX + 9)
      let cy = Drawing.number(y - 4)
      let top = Drawing.number(y - 12)
      switch label {
      case "input": add("<path d=\"M \(cx) \(cy) l 5 -8 h -10 z\" fill=\"#222\"/>")
      case "ignored input": add("<path d=\"M \(cx) \(cy) l 5 -8 h -10 z\" fill=\"#fff\" stroke=\"#888\"/>")
      case "timer":
        add(
          "<circle cx=\"\(cx)\" cy=\"\(Drawing.number(y - 7))\" r=\"4\" fill=\"#fff\" stroke=\"#222\" stroke-width=\"1.5\"/>"
        )
      case "outcome": add("<path d=\"M \(cx) \(top) l 6 6 l -6 6 l -6 -6 z\" fill=\"#222\"/>")
      case "preview opacity":
        add("<path d=\"M \(Drawing.number(legendX)) \(cy) h 20\" stroke=\"#d1495b\" stroke-width=\"2.5\"/>")
      default:
        add("<path d=\"M \(Drawing.number(legendX)) \(cy) h 20\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>")
      }
      text(label, x: legendX + 26, y: y)
      legendX += itemWidth
    }
    add("</g>")

    // Inputs: a mark each, labels rotated and pushed right where they would overlap.
    let longest = timeline.inputs.map { $0.label.count + ($0.ignoredBecause == nil ? 0 : 10) }.max() ?? 4
    let laneHeight = min(Double(longest) * 6.0 * 0.71 + 24, 200)
    y += 16 + laneHeight
    let inputBase = y
    let rowsTop = inputBase + 34
    let rowHeight = 44.0
    let rowsBottom = rowsTop + Double(max(timeline.rows.count, 1)) * rowHeight
    let opacityTop = rowsBottom + 30
    let opacityHeight = 110.0
    let opacityBottom = opacityTop + opacityHeight
    let height = (opacityBottom + 50).rounded(.up)

    // Guides: one faint line per input, through the rows and the opacity lane.
    add("<g class=\"guides\" stroke=\"#d8dbe0\" stroke-width=\"1\">")
    for mark in timeline.inputs {
      let at = Drawing.number(x(mark.instant))
      add("<path d=\"M \(at) \(Drawing.number(inputBase)) V \(Drawing.number(opacityBottom))\"/>")
    }
    add("</g>")

    add("<g class=\"inputs\">")
    text("inputs", x: 16, y: inputBase - 4, size: 12, extra: " font-weight=\"bold\"")
    var lastLabelX = -1000.0
    for mark in timeline.inputs {
      let markX = x(mark.instant)
      let ignored = mark.ignoredBecause != nil
      let label = mark.label + (ignored ? " (ignored)" : "")
      var labelX = max(markX, lastLabelX + 12)
      if labelX > markX + 60 { labelX = markX }
      lastLabelX = labelX
      var title = "at " + mark.instant.secondsText + " " + mark.label
      if let reason = mark.ignoredBecause { title += ": ignored (" + reason + ")" }
      add(
        "<g class=\"input-mark" + (ignored ? " ignored" : "") + "\">" + "<title>" + TimelineSVG.escaped(title)
          + "</title>")
      add(
        "<path d=\"M \(Drawing.number(markX)) \(Drawing.number(inputBase)) l 5 -8 h -10 z\" "
          + (ignored ? "fill=\"#fff\" stroke=\"#888\"" : "fill=\"#222\"") + "/>")
      if labelX != markX {
        add(
          "<path d=\"M \(Drawing.number(markX)) \(Drawing.number(inputBase - 8)) L \(Drawing.number(labelX)) "
            + "\(Drawing.number(inputBase - 14))\" stroke=\"#999\" stroke-width=\"0.8\"/>")
      }
      text(
        label, x: labelX + 2, y: inputBase - 14, size: 10,
        extra: " transform=\"rotate(-45 \(Drawing.number(labelX + 2)) \(Drawing.number(inputBase - 14)))\""
          + (ignored ? " fill=\"#777\" font-style=\"italic\"" : ""))
      add("</g>")
    }
    add("</g>")

    axis(at: inputBase + 4, labelsBelow: true)

    // Rows: bands, timers, outcomes.
    add("<g class=\"rows\">")
    // Each row's bands and timers, found once: a long trace is drawn in linear time.
    let bandsOf = Dictionary(grouping: timeline.bands, by: \.interaction)
    let timersOf = Dictionary(grouping: timeline.timers, by: \.interaction)
    for (index, row) in timeline.rows.enumerated() {
      let top = rowsTop + Double(index) * rowHeight
      let bandTop = top + 14
      text("#\(row.interaction) " + row.target, x: 16, y: bandTop + 14, size: 12)
      var rowEnd = left
      for band in bandsOf[row.interaction] ?? [] {
        let start = x(band.start)
        let end = max(x(band.end), start + 1)
        rowEnd = max(rowEnd, end)
        add(
          "<rect class=\"band band-\(band.phase.spelling)\" x=\"\(Drawing.number(start))\" "
            + "y=\"\(Drawing.number(bandTop))\" width=\"\(Drawing.number(end - start))\" height=\"20\" "
            + "fill=\"\(TimelineSVG.colour(of: band.phase))\"><title>"
            + TimelineSVG.escaped(
              band.phase.spelling + " " + band.start.secondsText + " to " + band.end.secondsText + " s")
            + "</title></rect>")
        let name = band.phase == .showingDestination ? "destination" : band.phase.spelling
        if end - start > Double(name.count) * 5.5 + 8 {
          text(
            name, x: (start + end) / 2, y: bandTop + 14, size: 9, anchor: "middle",
            extra: band.phase == .pressing || band.phase == .dismissing ? " fill=\"#222\"" : " fill=\"#fff\"")
        }
      }
      for timer in timersOf[row.interaction] ?? [] {
        let at = x(timer.instant)
        add(
          "<g class=\"timer-mark\"><circle cx=\"\(Drawing.number(at))\" cy=\"\(Drawing.number(bandTop))\" r=\"4\" "
            + "fill=\"#fff\" stroke=\"#222\" stroke-width=\"1.5\"/>")
        text(timer.label, x: at, y: bandTop - 6, size: 9, anchor: "middle", extra: " fill=\"#333\"")
        add("</g>")
      }
      if let outcome = row.outcome, let decided = row.decidedAt {
        let at = x(decided)
        add(
          "<g class=\"outcome\"><path d=\"M \(Drawing.number(at)) \(Drawing.number(bandTop + 4)) l 6 6 l -6 6 "
            + "l -6 -6 z\" fill=\"#222\" stroke=\"#fff\"/>")
        text(outcome.text, x: rowEnd + 8, y: bandTop + 14, size: 12, extra: " font-weight=\"bold\"")
        add("</g>")
      }
    }
    if timeline.rows.isEmpty {
      text("no interaction started", x: left, y: rowsTop + 28, size: 12, extra: " fill=\"#777\"")
    }
    add("</g>")

    // Opacity: the preview's as a curve, the overlay's dashed.
    add("<g class=\"opacity\">")
    text("opacity", x: 16, y: opacityTop + 12, size: 12, extra: " font-weight=\"bold\"")
    func opacityY(_ value: Double) -> Double { opacityBottom - value * opacityHeight }
    let overlay = timeline.configuration.overlay.value
    for value in [1.0, overlay, 0.0] {
      add(
        "<path d=\"M \(Drawing.number(left)) \(Drawing.number(opacityY(value))) H "
          + "\(Drawing.number(left + plotWidth))\" stroke=\"#eceef1\"/>")
    }
    text("1", x: left - 6, y: opacityY(1) + 4, size: 10, anchor: "end", extra: " fill=\"#555\"")
    text("0", x: left - 6, y: opacityY(0) + 4, size: 10, anchor: "end", extra: " fill=\"#555\"")
    let previewPoints = timeline.samples.map {
      "\(Drawing.number(x($0.instant))),\(Drawing.number(opacityY($0.preview)))"
    }
    let overlayPoints = timeline.samples.map {
      "\(Drawing.number(x($0.instant))),\(Drawing.number(opacityY($0.overlay)))"
    }
    add(
      "<polyline class=\"opacity-overlay\" points=\"" + overlayPoints.joined(separator: " ")
        + "\" fill=\"none\" stroke=\"#555\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\"/>")
    add(
      "<polyline class=\"opacity-preview\" points=\"" + previewPoints.joined(separator: " ")
        + "\" fill=\"none\" stroke=\"#d1495b\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>")
    text(
      "overlay " + timeline.configuration.overlay.text, x: left + plotWidth + 8, y: opacityY(overlay) + 4,
      size: 10, extra: " fill=\"#555\"")
    text("preview", x: left + plotWidth + 8, y: opacityY(1) + 4, size: 10, extra: " fill=\"#d1495b\"")
    add("</g>")

    axis(at: opacityBottom, labelsBelow: true)
    text("time (ms)", x: left + plotWidth + 8, y: opacityBottom + 16, size: 10, extra: " fill=\"#555\"")

    let header =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Drawing.number(width))\" "
      + "height=\"\(Drawing.number(height))\" viewBox=\"0 0 \(Drawing.number(width)) \(Drawing.number(height))\" "
      + "font-family=\"monospace\">"
    let body = out.joined(separator: "\n")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + header + "\n<title>"
      + TimelineSVG.escaped("timeline of " + title) + "</title>\n"
      + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" + body + "\n</svg>\n"
  }

  /// A time axis with ticks every ``TimelineSVG/tickStep(forMilliseconds:)`` milliseconds.
  mutating func axis(at y: Double, labelsBelow: Bool) {
    add("<g class=\"axis\">")
    add(
      "<path d=\"M \(Drawing.number(left)) \(Drawing.number(y)) H \(Drawing.number(left + plotWidth))\" "
        + "stroke=\"#333\"/>")
    let step = TimelineSVG.tickStep(forMilliseconds: milliseconds)
    var tick = 0.0
    while tick <= milliseconds + 0.001 {
      let at = left + tick / milliseconds * plotWidth
      add(
        "<path class=\"tick\" d=\"M \(Drawing.number(at)) \(Drawing.number(y)) v 5\" stroke=\"#333\"/>")
      text(Drawing.number(tick), x: at, y: y + 16, size: 10, anchor: "middle", extra: " fill=\"#333\"")
      tick += step
    }
    add("</g>")
  }
}

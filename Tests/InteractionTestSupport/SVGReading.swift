import Foundation
import InteractionCore
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every element of an XML document, with its attributes, as XMLParser reports them.
public final class ElementCollector: NSObject, XMLParserDelegate {
  /// Every element, in document order.
  public var elements: [(name: String, attributes: [String: String])] = []
  /// The text of the document, concatenated.
  public var text = ""
  /// The error the parser met, if any.
  public var error: Error?

  /// Keeps an element and its attributes.
  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements.append((elementName, attributeDict))
  }

  /// Keeps text.
  public func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  /// Keeps the error.
  public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

  /// Parses a document; `nil` when it is not well-formed XML.
  public static func parse(_ data: Data) -> ElementCollector? {
    let collector = ElementCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    guard parser.parse(), collector.error == nil else { return nil }
    return collector
  }

  /// The elements whose class list holds `name`.
  public func elements(ofClass name: String) -> [(name: String, attributes: [String: String])] {
    elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }
  }
}

/// Browser-free checks that an SVG renders.
public enum SVGCheck {
  /// The SVG elements a timeline may use.
  public static let allowed: Set<String> = [
    "svg", "title", "g", "rect", "text", "path", "circle", "polyline",
  ]

  /// Every element is one of ``allowed`` and every coordinate is a finite number inside the picture.
  public static func shapesInside(_ document: ElementCollector, _ name: String) throws {
    let root = try #require(document.elements.first)
    let width = try #require(Double(root.attributes["width"] ?? ""))
    let height = try #require(Double(root.attributes["height"] ?? ""))
    #expect(root.attributes["viewBox"] == "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)")
    for element in document.elements {
      #expect(allowed.contains(element.name), "\(name): <\(element.name)>")
      for key in ["x", "cx"] {
        if let value = element.attributes[key] {
          let number = try #require(Double(value), "\(name): \(key)=\(value)")
          #expect(number >= 0 && number <= width, "\(name): \(key)=\(value)")
        }
      }
      for key in ["y", "cy"] {
        if let value = element.attributes[key] {
          let number = try #require(Double(value), "\(name): \(key)=\(value)")
          #expect(number >= 0 && number <= height, "\(name): \(key)=\(value)")
        }
      }
      if let points = element.attributes["points"] {
        for pair in points.split(separator: " ") {
          let xy = pair.split(separator: ",").compactMap { Double($0) }
          #expect(xy.count == 2 && xy[0] >= 0 && xy[0] <= width && xy[1] >= 0 && xy[1] <= height, "\(name)")
        }
      }
    }
  }

  /// The document passes ``shapesInside(_:_:)``, and where librsvg's `rsvg-convert` is installed it
  /// renders to a PNG of the picture's size.
  public static func renders(_ data: Data) throws {
    let document = try #require(ElementCollector.parse(data))
    try shapesInside(document, "timeline")
    let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
    guard let converter = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = scratch.appendingPathComponent("t.svg")
    let png = scratch.appendingPathComponent("t.png")
    try data.write(to: svg)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = [svg.path, "-o", png.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let bytes = try [UInt8](Data(contentsOf: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The PNG's width and height (IHDR) are the SVG's.
    let root = try #require(document.elements.first)
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(Double(width) == Double(root.attributes["width"] ?? "") ?? -1)
    #expect(Double(height) == Double(root.attributes["height"] ?? "") ?? -1)
  }
}

/// What a timeline of a trace must draw, counted from the trace's replay.
public enum TimelineExpectations {
  /// The phase occurrences of a replay, counted from its transcript: a new band each time an
  /// interaction enters a phase other than idle from another phase.
  public static func phaseOccurrences(of trace: Trace) throws -> [Phase] {
    var result: [Phase] = []
    for case .transition(let transition) in try trace.replay().reports
    where transition.interaction != 0 && transition.to != .idle && transition.from != transition.to {
      result.append(transition.to)
    }
    return result
  }
}

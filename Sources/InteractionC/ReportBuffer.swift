import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// The reports and effects of a machine's last call, as C structs in memory the machine owns. The
/// buffers only grow (doubling), so once a machine has made its largest call, a call allocates
/// nothing. A struct that its handle keeps behind a pointer: writing a report checks no exclusivity
/// and counts no reference.
struct ReportBuffer {
  private(set) var reports: UnsafeMutablePointer<interaction_report>
  private(set) var reportCount = 0
  private var reportCapacity: Int
  private(set) var effects: UnsafeMutablePointer<interaction_effect>
  private(set) var effectCount = 0
  private var effectCapacity: Int

  init(reportCapacity: Int, effectCapacity: Int) {
    self.reportCapacity = reportCapacity
    self.effectCapacity = effectCapacity
    reports = .allocate(capacity: reportCapacity)
    effects = .allocate(capacity: effectCapacity)
  }

  /// Releases the buffers.
  func deallocate() {
    reports.deallocate()
    effects.deallocate()
  }

  /// Forgets the last call's reports.
  @inline(__always)
  mutating func removeAll() {
    reportCount = 0
    effectCount = 0
  }

  /// The slot of a new report at the end, uninitialized (its struct is trivial: the caller writes
  /// it whole).
  @inline(__always)
  mutating func nextReport() -> UnsafeMutablePointer<interaction_report> {
    if reportCount == reportCapacity { growReports() }
    reportCount += 1
    return reports + (reportCount - 1)
  }

  /// The slot of a new effect at the end, uninitialized.
  @inline(__always)
  mutating func nextEffect() -> UnsafeMutablePointer<interaction_effect> {
    if effectCount == effectCapacity { growEffects() }
    effectCount += 1
    return effects + (effectCount - 1)
  }

  /// Appends a report.
  @inline(__always)
  mutating func append(_ report: interaction_report) {
    if reportCount == reportCapacity { growReports() }
    reports[reportCount] = report
    reportCount += 1
  }

  /// Appends an effect.
  @inline(__always)
  mutating func append(_ effect: interaction_effect) {
    if effectCount == effectCapacity { growEffects() }
    effects[effectCount] = effect
    effectCount += 1
  }

  private mutating func growReports() {
    let larger = UnsafeMutablePointer<interaction_report>.allocate(capacity: reportCapacity * 2)
    larger.moveInitialize(from: reports, count: reportCount)
    reports.deallocate()
    reports = larger
    reportCapacity *= 2
  }

  private mutating func growEffects() {
    let larger = UnsafeMutablePointer<interaction_effect>.allocate(capacity: effectCapacity * 2)
    larger.moveInitialize(from: effects, count: effectCount)
    effects.deallocate()
    effects = larger
    effectCapacity *= 2
  }
}

import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// The reports and effects of a machine's last call, as C structs in memory the machine owns. The
/// buffers only grow (doubling), so once a machine has made its largest call, a call allocates
/// nothing.
final class ReportBuffer {
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

  deinit {
    reports.deallocate()
    effects.deallocate()
  }

  /// Forgets the last call's reports.
  @inline(__always)
  func removeAll() {
    reportCount = 0
    effectCount = 0
  }

  /// Appends a report.
  @inline(__always)
  func append(_ report: interaction_report) {
    if reportCount == reportCapacity { growReports() }
    reports[reportCount] = report
    reportCount += 1
  }

  /// Appends an effect.
  @inline(__always)
  func append(_ effect: interaction_effect) {
    if effectCount == effectCapacity { growEffects() }
    effects[effectCount] = effect
    effectCount += 1
  }

  private func growReports() {
    let larger = UnsafeMutablePointer<interaction_report>.allocate(capacity: reportCapacity * 2)
    larger.moveInitialize(from: reports, count: reportCount)
    reports.deallocate()
    reports = larger
    reportCapacity *= 2
  }

  private func growEffects() {
    let larger = UnsafeMutablePointer<interaction_effect>.allocate(capacity: effectCapacity * 2)
    larger.moveInitialize(from: effects, count: effectCount)
    effects.deallocate()
    effects = larger
    effectCapacity *= 2
  }
}

import Foundation
import GlanceFirmware
import GlanceUI

extension CheckRunner {
    /// Each job's cells, in order: on every core when the runner can make renderers, each core
    /// taking the next job with a renderer of its own; otherwise on this one.
    func run(_ jobs: [CellJob]) -> [CheckReport] {
        let configuration = self.configuration
        guard let makeRenderer, workers > 1, jobs.count > 1 else {
            return jobs.map { Self.cells($0, configuration: configuration, renderer: renderer) }
        }
        let reports = ParallelRenders.map(jobs, workers: workers, makeContext: makeRenderer) { job, renderer in
            Self.cells(job, configuration: configuration, renderer: renderer)
        }
        // Jobs left by a core that could not make a renderer are done here.
        return jobs.indices.map { reports[$0] ?? Self.cells(jobs[$0], configuration: configuration, renderer: renderer) }
    }

    /// Every state of one job laid out, drawn where a check asks, and checked; states the
    /// firmware redacts alike share one render and its findings.
    nonisolated static func cells(_ job: CellJob, configuration: CheckConfiguration, renderer: SlotRenderer) -> CheckReport {
        var report = CheckReport()
        let checks = CellChecks(configuration: configuration)
        for group in job.states {
            var byPolicy: [RedactionPolicy: [Finding]] = [:]
            var open: ViewNode?
            for (state, node) in group {
                var policy = state.redaction(for: job.identity.kind, protection: job.identity.protection)
                if let open { policy = policy.drawingAlike(marksSensitive: open.containsPrivacySensitive) }
                if byPolicy[policy] == nil {
                    guard let node,
                        let slot = try? renderer.layout(
                            node, family: job.family, device: job.device, scale: configuration.scale, date: job.renderDate, state: state,
                            widget: job.identity, slot: "check/\(job.family.rawValue)/\(job.device.id)")
                    else { continue }
                    let cell = RenderedCell(
                        widget: job.identity, family: job.family, device: job.device, state: state, entryIndex: job.index, entryDate: job.entryDate,
                        renderDate: job.renderDate, node: node, slot: slot, renderer: renderer)
                    report.rendersMade += 1
                    // Unlocked comes first and is never redacted, so `open` is set before any
                    // redacted render (whether a render fails depends on device and family only).
                    if policy == .none { open = node }
                    byPolicy[policy] = checks.run(cell, open: open)
                }
                report.cellsChecked += 1
                report.findings += byPolicy[policy, default: []].map { var f = $0; f.lock = state.lock; return f }
            }
        }
        return report
    }
}

import Foundation
import GlanceFirmware
import GlanceGraphics
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
    /// firmware redacts alike share one render and its findings (the job archived only the first).
    nonisolated static func cells(_ job: CellJob, configuration: CheckConfiguration, renderer: SlotRenderer) -> CheckReport {
        var report = CheckReport()
        let checks = CellChecks(configuration: configuration)
        for group in job.groups {
            var byPolicy: [RedactionPolicy: [Finding]] = [:]
            // The view archived for each policy and the state it was archived in (the policy's
            // first): every state of the policy is checked as that one is, whichever part of a
            // sharded run it falls in, so the parts find what one run finds.
            var firsts: [RedactionPolicy: (node: ViewNode, state: DeviceState)] = [:]
            for cell in group.cells {
                if let node = cell.node, firsts[cell.policy] == nil { firsts[cell.policy] = (node, cell.state) }
                guard configuration.shard.contains(job.shardKey(cell.state)) else { continue }
                if byPolicy[cell.policy] == nil {
                    guard let (node, state) = firsts[cell.policy],
                        let slot = try? renderer.layout(
                            node, family: job.family, device: job.device, scale: configuration.scale, date: job.renderDate, state: state,
                            widget: job.identity, slot: "check/\(job.family.rawValue)/\(job.device.id)")
                    else { continue }
                    let rendered = RenderedCell(
                        widget: job.identity, family: job.family, device: job.device, state: state, entryIndex: job.index,
                        entryDate: job.entryDate, renderDate: job.renderDate, node: node, slot: slot, renderer: renderer)
                    report.rendersMade += 1
                    byPolicy[cell.policy] = checks.run(rendered, open: group.open)
                }
                report.cellsChecked += 1
                report.findings += byPolicy[cell.policy, default: []].map { var f = $0; f.lock = cell.state.lock; return f }
            }
        }
        configuration.progress?.add(report.cellsChecked)
        return report
    }
}

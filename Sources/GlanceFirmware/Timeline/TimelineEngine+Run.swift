import Foundation
import GlanceWidgets

extension TimelineEngine {
    /// Does everything due at the clock's time: deliveries, app requests, budget refills,
    /// timeouts, reloads, the entry each widget shows, and each stack's choice.
    public func update() {
        for _ in 0..<4 {
            takeDeliveries()
            var asked = false
            for instance in instances {
                asked = updateReloads(instance) || asked
            }
            takeDeliveries()
            if !asked { break }
        }
        for instance in instances { updateShownEntry(instance) }
        updateStacks()
    }

    /// Returns whether a timeline was asked for.
    private func updateReloads(_ instance: WidgetInstance) -> Bool {
        expireInteractions(instance)
        guard !settings.holdsReloads else { return false }
        let today = startOfDay(now)
        if instance.budget.day < today {
            instance.budget.refill(day: today)
            record(instance.id, .budgetRefilled)
            if instance.deferred != nil {
                instance.deferred = nil
                request(instance, cause: .deferred)
                return true
            }
        }
        if let pending = instance.pending, !instance.widget.source.callsBackInHostTime,
            now >= pending.requestedAt.addingTimeInterval(settings.providerTimeout)
        {
            instance.pending = nil
            failed(instance, .timeout(seconds: settings.providerTimeout))
        }
        guard instance.pending == nil, instance.deferred == nil, let due = instance.nextReload, due <= now else { return false }
        request(instance, cause: instance.nextReloadCause)
        if instance.deferred != nil { markStale(instance, since: due) }
        return instance.pending != nil
    }

    private func updateShownEntry(_ instance: WidgetInstance) {
        guard !instance.entries.isEmpty else { return }
        let date = instance.entry(at: now).date
        if instance.shownEntryDate != date {
            instance.shownEntryDate = date
            record(instance.id, .entryShown(entryDate: date))
        }
    }

    /// The next moment anything changes: an entry, a reload, a timeout, midnight, a stack.
    public func nextEventDate() -> Date? {
        var next = nextMidnight(after: now)
        for instance in instances {
            if let d = instance.nextEntryDate(after: now) { next = min(next, d) }
            if instance.pending == nil, instance.deferred == nil, let r = instance.nextReload, r > now { next = min(next, r) }
            if let p = instance.pending, !instance.widget.source.callsBackInHostTime {
                next = min(next, max(now, p.requestedAt.addingTimeInterval(settings.providerTimeout)))
            }
        }
        for stack in stacks {
            if let until = stack.choice?.until, until > now { next = min(next, until) }
            for member in stack.members {
                if let end = relevanceWindowEnd(member), end > now { next = min(next, end) }
            }
        }
        return next > now ? next : nil
    }

    /// Runs the simulation event by event up to `end`, letting asynchronous providers answer
    /// between steps. A week of a busy face takes milliseconds.
    public func run(until end: Date) async {
        update()
        await letProvidersAnswer()
        while let next = nextEventDate(), next <= end {
            clock.jump(to: next)
            update()
            await letProvidersAnswer()
        }
        clock.jump(to: end)
        update()
    }

    /// Gives providers that answer asynchronously a few turns of the main actor, and waits for
    /// those in another process, which always call back (with a timeline or a fault) in host time.
    /// Scripted runs (a window driven by typed keys) call it so a screenshot never races an answer.
    public func letProvidersAnswer() async {
        guard instances.contains(where: \.isWaiting) else { return }
        for _ in 0..<8 {
            await Task.yield()
        }
        update()
        while instances.contains(where: { $0.isWaiting && $0.widget.source.callsBackInHostTime }) {
            await inbox.waitForPost()
            update()
        }
    }
}

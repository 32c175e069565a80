import Foundation

extension GoldenRun {
    /// Reads a golden result as GlanceTesting wrote it; errors name the file and the field.
    public static func read(_ path: String, data: Data) throws(MergeError) -> GoldenRun {
        do { return try JSONDecoder().decode(GoldenRun.self, from: data) } catch let error as DecodingError {
            throw MergeError("\(path): not a golden result of this Glance (GLANCE_RESULTS): \(CheckPart.describe(error))")
        } catch { throw MergeError("\(path): \(error)") }
    }

    /// The matrices of a run from their parts: one result per test, its cells in name order
    /// (as one unsharded run's merge lists them), with warnings about missing parts. Refuses a
    /// part given twice, parts of one test split differently or compared at other tolerances.
    public static func merge(_ parts: [(file: String, run: GoldenRun)]) throws(MergeError) -> (runs: [GoldenRun], warnings: [String]) {
        var order: [String] = []
        var byTest: [String: [(file: String, shard: Shard, run: GoldenRun)]] = [:]
        for (file, run) in parts {
            let shard: Shard
            do { shard = try Shard(parsing: run.shard) } catch { throw MergeError("\(file): shard \(error.description)") }
            if let (firstFile, _, first) = byTest[run.test]?.first {
                guard first.shard.split(separator: "/").last == run.shard.split(separator: "/").last else {
                    throw MergeError("\(file) is part \(run.shard) of \(run.test) but \(firstFile) is part \(first.shard): the parts of one run are split alike")
                }
                guard first.tolerance == run.tolerance, first.widget == run.widget else {
                    throw MergeError("\(file) and \(firstFile) are parts of different runs of \(run.test): "
                        + (first.widget != run.widget ? "widget \(first.widget) and \(run.widget)" : "tolerance \(first.tolerance) and \(run.tolerance)"))
                }
                if let other = byTest[run.test]?.first(where: { $0.shard == shard }) {
                    throw MergeError("part \(shard) of \(run.test) is given twice: \(other.file) and \(file)")
                }
            } else {
                order.append(run.test)
            }
            byTest[run.test, default: []].append((file, shard, run))
        }
        var runs: [GoldenRun] = [], warnings: [String] = []
        for test in order.sorted() {
            let parts = byTest[test] ?? []
            guard let first = parts.first else { continue }
            let count = first.shard.count
            let missing = (1...count).filter { i in !parts.contains { $0.shard.index == i } }
            if !missing.isEmpty {
                warnings.append("\(test): part\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: the report covers \(parts.count) of \(count) parts")
            }
            let cells = parts.flatMap(\.run.cells).sorted { $0.name < $1.name }
            runs.append(GoldenRun(test: test, widget: first.run.widget, shard: Shard.whole.description, tolerance: first.run.tolerance, cells: cells))
        }
        return (runs, warnings)
    }
}

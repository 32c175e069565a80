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
        let byTest = Dictionary(grouping: parts, by: \.run.test)
        var runs: [GoldenRun] = [], warnings: [String] = []
        for test in byTest.keys.sorted() {
            let given = byTest[test] ?? []
            guard let (firstFile, first) = given.first else { continue }
            for (file, run) in given where run.tolerance != first.tolerance || run.widget != first.widget {
                throw MergeError("\(file) and \(firstFile) are parts of different runs of \(test): "
                    + (first.widget != run.widget ? "widget \(first.widget) and \(run.widget)" : "tolerance \(first.tolerance) and \(run.tolerance)"))
            }
            let split = try ShardedParts(given.map { ($0.file, $0.run.shard, $0.run) }, label: "\(test): ")
            if let missing = split.missing { warnings.append(missing) }
            let cells = split.parts.flatMap(\.cells).sorted { $0.name < $1.name }
            runs.append(GoldenRun(test: test, widget: first.widget, shard: Shard.whole.description, tolerance: first.tolerance, cells: cells))
        }
        return (runs, warnings)
    }
}

// Compatibility example: a scoreline of seven styled `Text` pieces joined with `+`, each with
// its own font, weight and colour, as real widget files write them. Xcode type-checks it in
// well under a second; the build of this target fails ("unable to type-check this expression
// in reasonable time") if Glance's overloads make it costlier (docs/compatibility.md).
import GlanceKit

struct StyledScoreline: View {
    let home: Int
    let away: Int

    var body: some View {
        Text("\(home)").font(.system(size: 16)).bold().foregroundStyle(.green)
            + Text(" – ").font(.system(size: 12)).bold().foregroundStyle(.secondary)
            + Text("\(away)").font(.system(size: 16)).bold().foregroundStyle(.red)
            + Text("  ").font(.system(size: 10)).bold().foregroundStyle(.gray)
            + Text("Q4").font(.system(size: 11)).bold().foregroundStyle(.orange)
            + Text(" ").font(.system(size: 10)).bold().foregroundStyle(.white)
            + Text("2:31").font(.system(size: 11)).monospacedDigit().foregroundStyle(.yellow)
    }
}

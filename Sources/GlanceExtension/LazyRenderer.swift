import GlanceGraphics
import GlanceUI

/// A view renderer made the first time it is asked for, from a measurer made then: an
/// extension that never needs one never loads fonts (its idle memory is measured).
@MainActor
final class LazyRenderer {
    private var make: (@MainActor () -> (any TextMeasurer)?)?
    private var made: ViewRenderer?

    init(_ make: (@MainActor () -> (any TextMeasurer)?)?) {
        self.make = make
    }

    /// The renderer, or `nil` when no measurer can be made.
    var renderer: ViewRenderer? {
        if let made { return made }
        guard let measurer = make?() else {
            make = nil
            return nil
        }
        make = nil
        made = ViewRenderer(measurer: measurer)
        return made
    }
}

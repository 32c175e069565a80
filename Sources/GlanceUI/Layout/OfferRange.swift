/// The offers, in one dimension, that make a text fit the same decisions as the offer it was
/// fitted in, and so the same lines. `TextFitter` asks every question of the offer through
/// `fits(_:in:)`, which remembers the answer; an offer that answers each alike is in range.
struct OfferRange: Equatable {
    /// The largest need that fitted, and the smallest that did not.
    private(set) var low = -Double.infinity
    private(set) var high = Double.infinity

    /// Whether `need` fits in `offer`, within the fitter's tolerance of 1e-6, remembered.
    mutating func fits(_ need: Double, in offer: Double) -> Bool {
        let fits = need <= offer + 1e-6
        if fits { low = max(low, need) } else { high = min(high, need) }
        return fits
    }

    /// Whether `offer` answers every question asked so far as the fitted offer did.
    func contains(_ offer: Double) -> Bool { low <= offer + 1e-6 && (high == .infinity || offer + 1e-6 < high) }
}

/// The widths and heights a text's fit holds for (`OfferRange`), collected while fitting.
struct FitOffers: Equatable {
    var width = OfferRange()
    var height = OfferRange()
}

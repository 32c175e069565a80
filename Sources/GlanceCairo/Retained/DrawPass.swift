/// One area of a retained frame being repainted: the frame's units, and how far drawing has
/// gone through them and through its groups drawn in place.
final class DrawPass {
    let leaves: DrawnLeaves
    let area: PixelBox
    var unit = 0
    var span = 0

    init(leaves: DrawnLeaves, area: PixelBox) {
        self.leaves = leaves
        self.area = area
    }
}

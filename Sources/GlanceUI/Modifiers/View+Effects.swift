import GlanceGraphics
/// Masks and colour effects.
nonisolated extension View {
    /// Shows the view only where `mask` draws, each point at the mask's opacity; the mask is
    /// offered the view's size and aligned within it.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let m = mask()
        return modifier(ArchivedModifier { env, _ in [.mask(ViewArchiver.archive(m, in: env), alignment: alignment)] })
    }

    /// The older form that takes the mask view itself.
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> some View {
        self.mask(alignment: .center) { mask }
    }

    /// Scales the colours' saturation: 0 grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        modifier(ArchivedModifier(.colorEffect(.saturation(amount))))
    }

    /// Takes colour away: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ArchivedModifier(.colorEffect(.grayscale(amount))))
    }

    /// Adds `amount` (-1…1) to every colour component.
    public func brightness(_ amount: Double) -> some View {
        modifier(ArchivedModifier(.colorEffect(.brightness(amount))))
    }
}

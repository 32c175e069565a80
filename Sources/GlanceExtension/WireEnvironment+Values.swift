import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension WireEnvironment {
    /// What the host's slot environment `env` tells the extension (no lock state, no redaction).
    public init(_ env: EnvironmentValues, family: WidgetFamily?) {
        // The slot's environment frames its content; the slot is that frame and its margin.
        let margin = env.appliesContentMargin ? env.contentMargin : 0
        let slot = Size(width: env.geometryFrame.size.width + 2 * margin, height: env.geometryFrame.size.height + 2 * margin)
        self.init(
            family: family, size: slot, bodyTextSize: env.bodyTextSize, displayScale: env.displayScale,
            assetIdiom: env.assetIdiom.rawValue, screen: Size(width: Double(env.deviceScreen.size.width), height: Double(env.deviceScreen.size.height)),
            screenScale: Double(env.deviceScreen.scale), screenName: env.deviceScreen.name,
            showsContainerBackground: env.showsWidgetContainerBackground, showsWidgetLabel: env.showsWidgetLabel,
            dynamicTypeSize: env.dynamicTypeSize, typeScale: env.typeScale, contentMargin: env.contentMargin,
            appliesContentMargin: env.appliesContentMargin)
    }

    /// The environment a view is archived in, in one variant, at `date`.
    public func values(_ variant: ArchiveVariant, date: Date) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.renderDate = date
        env.isLuminanceReduced = variant.isLuminanceReduced
        env.widgetRenderingMode = variant.renderingMode
        env.drawsTintedAssets = variant.renderingMode == .accented
        env.contentMargin = contentMargin
        env.appliesContentMargin = appliesContentMargin
        if let family {
            env.widgetFamily = family
            env.containerShape = family.containerShape
            env.geometryFrame = env.contentFrame(in: size)
        }
        env.bodyTextSize = bodyTextSize
        env.dynamicTypeSize = dynamicTypeSize
        env.typeScale = typeScale
        env.showsWidgetContainerBackground = showsContainerBackground
        env.showsWidgetLabel = showsWidgetLabel
        env.displayScale = displayScale
        env.assetIdiom = AssetIdiom(rawValue: assetIdiom)
        env.deviceScreen = DeviceScreen(size: CGSize(width: screen.width, height: screen.height), scale: CGFloat(screenScale), name: screenName)
        return env
    }
}

extension WireEntry {
    /// `archive` evaluated in every variant; alike trees stored once.
    @MainActor
    init(date: Date, relevance: TimelineEntryRelevance?, environment: WireEnvironment, archive: (EnvironmentValues) -> ViewNode) {
        var roots: [ViewNode] = []
        var pick: [Int] = []
        for variant in ArchiveVariant.all {
            let root = archive(environment.values(variant, date: date))
            if let i = roots.firstIndex(of: root) {
                pick.append(i)
            } else {
                pick.append(roots.count)
                roots.append(root)
            }
        }
        self.init(date: date, relevance: relevance, roots: roots, pick: pick)
    }

    /// The tree for the variant `env` draws in.
    public func root(for env: EnvironmentValues) -> ViewNode {
        let i = ArchiveVariant.index(for: env)
        guard i < pick.count, pick[i] < roots.count else { return roots.first ?? .empty }
        return roots[pick[i]]
    }
}

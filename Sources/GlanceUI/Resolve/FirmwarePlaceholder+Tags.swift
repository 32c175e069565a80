import GlanceGraphics

extension FirmwarePlaceholder {
    /// Placeholder items drawn outside the layout tree (a corner's curved bars and arcs), tagged
    /// as `LayoutTreeBuilder+Resolve` tags hidden content: sensitive, and hidden by the firmware
    /// (never the accent group, not the widget's own).
    static func tagged(_ items: [DisplayItem]) -> [DisplayItem] {
        [.group(DisplayGroup(tag: .firmwareHidden, items: [.group(DisplayGroup(tag: .privacySensitive, items: items))]))]
    }
}

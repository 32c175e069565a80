import GlanceGraphics
import Foundation

extension EnvironmentValues {
    /// Sets what `modifier` sets if it only changes what views inside inherit (font,
    /// foreground, tint, text options, image scale, locale, time zone, calendar, colour scheme); false, changing nothing, for any
    /// other modifier.
    mutating func apply(_ modifier: ViewModifierNode) -> Bool {
        switch modifier {
        case .foregroundStyle(let style): foregroundStyle = style
        case .imageScale(let scale): imageScale = scale
        case .tint(let tint): self.tint = tint
        case .font(let font): self.font = font
        case .fontWeight(let weight): fontWeight = weight
        case .fontDesign(let design): fontDesign = design
        case .textOption(let option): textLayout = textLayout.setting(option)
        case .locale(let identifier): locale = Locale(identifier: identifier)
        case .timeZone(let identifier): timeZone = TimeZone(identifier: identifier) ?? timeZone
        case .calendar(let identifier):
            var changed = Calendar(identifier: identifier)
            changed.locale = calendar.locale
            changed.timeZone = calendar.timeZone
            calendar = changed
        case .colorScheme(let scheme): colorScheme = scheme
        default: return false
        }
        return true
    }
}

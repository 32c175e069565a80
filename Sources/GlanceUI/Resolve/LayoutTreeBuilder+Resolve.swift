import GlanceGraphics
extension LayoutTreeBuilder {
    /// The modifier as drawn here: inside content the firmware hides, drawing effects the
    /// widget chose (an opacity, a clip or mask path, a turn, scale or transform, a blend, a
    /// colour effect, a shadow) are left out, `nil`, as each could be worked out from a secret;
    /// a clip shape clips to the frame. Placeholders keep the firmware's colour.
    static func shown(_ modifier: ViewModifierNode, _ env: EnvironmentValues) -> ViewModifierNode? {
        guard env.firmwareRedacts else { return modifier }
        switch modifier {
        case .opacity, .rotation, .scale, .transform, .blendMode, .mask, .colorEffect, .shadow: return nil
        case .clipShape: return .clipped
        default: return modifier
        }
    }

    /// The shape as drawn here: inside content the firmware hides, its placeholder.
    static func shown(_ shape: ShapeNode, _ env: EnvironmentValues) -> ShapeNode {
        env.firmwareRedacts ? placeholder(shape) : shape
    }

    /// What a shape inside content the firmware hides draws: its frame filled with the
    /// placeholder colour, as a rectangle unless its outline follows from the frame alone
    /// (a circle, a capsule, an ellipse, the container's shape). A custom path, a corner radius,
    /// a trim, a stroke width and every colour the widget chose are dropped: any could carry a secret.
    static func placeholder(_ shape: ShapeNode) -> ShapeNode {
        func frameOnly(_ outline: ShapeOutline) -> ShapeOutline {
            switch outline {
            case .rectangle, .capsule, .circle, .ellipse, .containerRelative: outline
            case .trimmed(let base, _, _): frameOnly(base)
            case .roundedRectangle, .path: .rectangle
            }
        }
        return ShapeNode(outline: frameOnly(shape.outline), drawing: .fill(.color(FirmwarePlaceholder.color)))
    }

    /// The layout of a marker Resolve acts on, `nil` for the others: privacy and redaction
    /// change how content inside draws; the accent group and accented image modes are tagged
    /// in the display list for the rendering mode to tint.
    func resolving(_ inner: ViewNode, _ marker: WidgetMarker, _ env: EnvironmentValues, stackAxis: StackAxis?) -> LayoutNode? {
        var env = env
        switch marker {
        case .privacySensitive(true):
            // Once the firmware hides sensitive content, nothing inside can show it again.
            let hiddenHere = env.hidesSensitive && !env.firmwareRedacts
            if env.hidesSensitive { env.firmwareRedacts = true }
            let marked = TagLayout(.privacySensitive, child: build(inner, env, stackAxis: stackAxis))
            return hiddenHere ? TagLayout(.firmwareHidden, child: marked) : marked
        case .redacted(let reasons):
            if !reasons.isEmpty { env.widgetRedacts = true }
        case .unredacted:
            env.widgetRedacts = false
        case .accentable(true):
            return TagLayout(.accent, child: build(inner, env, stackAxis: stackAxis))
        case .accentedRenderingMode(let mode):
            return TagLayout(.accentedImages(mode.rawValue), child: build(inner, env, stackAxis: stackAxis))
        default:
            return nil
        }
        return build(inner, env, stackAxis: stackAxis)
    }
}

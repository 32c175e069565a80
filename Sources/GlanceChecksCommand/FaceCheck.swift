import Foundation
import GlanceChecks
import GlanceEmulator
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// A face checked as the emulator window shows it: the widgets given are placed in its slots
/// the way `glance run` places them, and the face is drawn in every lock state, luminance and
/// rendering mode its device offers, over its background image when it has one.
@MainActor
public struct FaceCheck {
    public let face: Face
    public let devices: [Device]
    /// Background images by the name a face gives, as `glance run` reads them.
    public let images: [String: Bitmap]

    public init(face: Face, devices: [Device] = Device.builtIn, images: [String: Bitmap] = [:]) {
        (self.face, self.devices, self.images) = (face, devices, images)
    }

    /// What is wrong with the face holding `widgets`, and how many frames were drawn.
    public func run(widgets: [WidgetDescription], renderer: SlotRenderer, start: Date, checks: Set<CheckID>) -> (findings: [Finding], frames: Int) {
        let family = face.slots.first?.family ?? .accessoryRectangular
        func finding(_ check: CheckID, _ family: WidgetFamily, _ message: String, state: DeviceState? = nil) -> Finding {
            Finding(
                check: check, widget: face.name, family: family, device: face.deviceID, lock: state?.lock, luminanceReduced: state?.isLuminanceReduced,
                mode: state?.renderingMode, message: message, subject: message)
        }
        let session: EmulatorSession
        do {
            session = try EmulatorSession(
                faces: [face], devices: devices, widgets: widgets, start: start, compositor: FaceCompositor(slots: renderer), images: images)
        } catch {
            return (checks.contains(.faceUnrenderable) ? [finding(.faceUnrenderable, family, "\(error)")] : [], 0)
        }
        var findings: [Finding] = []
        if checks.contains(.faceSlot) {
            for slot in face.slots where session.assignments[slot.id] == nil {
                let why =
                    if let kind = slot.widgetKind {
                        widgets.contains { $0.kind == kind }
                            ? "it names widget \"\(kind)\", which has no \(slot.family.rawValue) family"
                            : "it names widget \"\(kind)\", which none of the \(widgets.count) widgets given is"
                    } else {
                        "none of the \(widgets.count) widgets given has the \(slot.family.rawValue) family"
                    }
                findings.append(finding(.faceSlot, slot.family, "slot \"\(slot.id)\" stays empty: \(why)"))
            }
            findings += session.configurationProblems.map { finding(.faceSlot, family, $0) }
        }
        var frames = 0
        if checks.contains(.faceUnrenderable) {
            for lock in LockState.allCases {
                for dimmed in [false, true] {
                    for mode in session.device.renderingModes {
                        var state = DeviceState(lock: lock, isLuminanceReduced: dimmed, renderingMode: mode)
                        state.tint = face.tint
                        session.state = state
                        do {
                            _ = try session.frame()
                            frames += 1
                        } catch {
                            findings.append(finding(.faceUnrenderable, family, "the face cannot be drawn: \(error)", state: state))
                        }
                    }
                }
            }
        }
        return (findings, frames)
    }
}

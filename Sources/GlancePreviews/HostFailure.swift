/// Why a widget bundle's command failed, printed as one line.
package struct HostFailure: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// The values an entry's `{{bindings}}` see, looked up without merging: the entry's data,
/// then the value set for the placement, then the parameter's default.
struct RomBindings {
    let parameters: [Rom.Parameter]
    let data: [String: String]?
    let set: [String: String]

    func value(_ name: String) -> String? {
        if let v = data?[name] { return v }
        guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
        return set[name] ?? parameter.defaultValue
    }

    /// All of them, for a part read from JSON.
    func dictionary() -> [String: String] { Rom.bindings(parameters, data, set: set) }
}

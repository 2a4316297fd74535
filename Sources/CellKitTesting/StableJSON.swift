import Foundation

/// The one JSON style CellKitTesting writes: pretty-printed, keys sorted, slashes unescaped,
/// two-space indentation (Foundation's), ending with a newline, so exports are byte-for-byte
/// stable and diff well in golden files.
enum StableJSON {
    /// `value` encoded in the stable style.
    ///
    /// - Complexity: O(*n*) in the size of the encoded value.
    static func string<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // The exported values hold only strings, integers, booleans and nulls.
            preconditionFailure("CellKitTesting could not encode \(Value.self) as JSON: \(error)")
        }
    }

    /// Why `text` is not valid JSON, or nil when it is.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func problem(in text: String) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return nil
        } catch {
            let nsError = error as NSError
            if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
            return nsError.localizedDescription
        }
    }
}

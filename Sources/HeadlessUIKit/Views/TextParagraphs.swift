/// How the engine lays a label's text out in lines, for ``UILabel/sizeThatFits(_:)`` to measure
/// and the renderers to draw alike: the text breaks into paragraphs at its line breaks (each
/// character for which `Character.isNewline` holds: a line feed, a carriage return, the two
/// together, a line or paragraph separator), and a paragraph longer than a line wraps by
/// characters, `perLine` to a line. A single-line label shows the first paragraph only (the
/// engine's reading of UIKit, which ends its one line at the first line break).
struct TextParagraphs: Equatable, Sendable {
    /// The text's length in characters (grapheme clusters), line breaks included.
    let characterCount: Int
    /// The length of each paragraph in characters, line breaks excluded; empty when the text has
    /// no line break, which is then one paragraph of ``characterCount`` (no array to allocate).
    let lengths: [Int]

    /// The paragraphs of `text`. ASCII text without a line feed or carriage return has one
    /// character per byte, far faster to count than grapheme boundaries.
    ///
    /// - Complexity: O(*n*) in the text's length.
    init(_ text: String) {
        var text = text
        let plain: Int? = text.withUTF8 { utf8 in
            for byte in utf8 where byte >= 0x80 || byte == 0x0A || byte == 0x0D { return nil }
            return utf8.count
        }
        if let plain {
            characterCount = plain
            lengths = []
            return
        }
        var count = 0
        var lengths: [Int] = []
        var current = 0
        for character in text {
            count += 1
            if character.isNewline {
                lengths.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        characterCount = count
        if !lengths.isEmpty { lengths.append(current) }
        self.lengths = lengths
    }

    /// Whether the text has a line break (more than one paragraph).
    var hasLineBreaks: Bool { !lengths.isEmpty }

    /// The length of the one line a single-line label shows: the first paragraph's.
    var firstLength: Int { lengths.first ?? characterCount }

    /// The number of lines the text takes, at most `limit` (0: no limit; 1: the first paragraph
    /// on one line), and the length of the longest of them, when a line holds `perLine`
    /// characters (nil: lines never wrap).
    ///
    /// - Complexity: O(*p*) in the number of paragraphs.
    func layout(perLine: Int?, limit: Int) -> (lines: Int, longest: Int) {
        let lineLength = perLine ?? .max
        if limit == 1 { return (1, min(firstLength, lineLength)) }
        guard !lengths.isEmpty else {
            let lines = Self.lineCount(ofParagraph: characterCount, perLine: perLine)
            return (limit > 0 ? min(lines, limit) : lines, min(characterCount, lineLength))
        }
        var lines = 0
        var longest = 0
        for length in lengths {
            lines += Self.lineCount(ofParagraph: length, perLine: perLine)
            longest = max(longest, min(length, lineLength))
            if limit > 0, lines >= limit { return (limit, longest) }
        }
        return (lines, longest)
    }

    /// The text of each line the text takes, as ``layout(perLine:limit:)`` counts them.
    ///
    /// - Complexity: O(*n*) in the text's length.
    static func lines(of text: String, perLine: Int?, limit: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let characters = Array(paragraph)
            let count = lineCount(ofParagraph: characters.count, perLine: perLine)
            for index in 0..<count {
                if limit > 0, lines.count == limit { return lines }
                let start = index * (perLine ?? 0)
                let end = perLine.map { min(start + $0, characters.count) } ?? characters.count
                lines.append(String(characters[start..<end]))
            }
            if limit == 1 { break }
        }
        return lines
    }

    /// The characters a line holds in `width`, or nil when lines do not wrap: a single-line
    /// label's (`numberOfLines` 1), or a width narrower than one character. Capped at
    /// `characters`, at least the text's length (a longer line is as good as no limit, and the cap
    /// keeps an unbounded width from overflowing `Int`).
    ///
    /// - Complexity: O(1).
    static func perLine(width: CGFloat, characterWidth: CGFloat, numberOfLines: Int, characters: Int) -> Int? {
        guard numberOfLines != 1, characterWidth > 0, width >= characterWidth else { return nil }
        return Int(min(width / characterWidth, CGFloat(characters)))
    }

    /// The lines one paragraph of `length` characters takes: one when it is empty or fits.
    static func lineCount(ofParagraph length: Int, perLine: Int?) -> Int {
        guard let perLine, perLine > 0, length > perLine else { return 1 }
        return (length + perLine - 1) / perLine
    }
}

/// "Did you mean …?" suggestions for mistyped names: colour names, screen ids, options, key
/// tokens and schema keys. Ours.
enum Suggestion {
    /// The candidate closest to `word`, compared without regard to case, if it is close enough
    /// to be a likely typo: an optimal-string-alignment distance (insertions, deletions,
    /// substitutions and swaps of neighbours each cost 1) of at most a quarter of the word's
    /// length (at least 1, at most 3). Ties go to the earlier candidate; nil if none is close,
    /// and for words under 3 characters, where any one-letter change is a "near miss".
    static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        guard target.count >= 3 else { return nil }
        let limit = min(3, max(1, target.count / 4))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// ` (did you mean 'fps'?)` for the candidate `closest(to:among:)` finds, quoted with
    /// `quote` (`'` for the command line, `"` for JSON); nil when none is close.
    static func hint(for word: String, among candidates: [String], quote: Character) -> String? {
        closest(to: word, among: candidates).map { " (did you mean \(quote)\($0)\(quote)?)" }
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

// The hostile values the fuzz sends (moved out of mutations.ts so that each file has one job): wrong JSON types, hostile
// strings and numbers, deep nesting, and raw JSON text JSON.stringify cannot spell.
// ---- raw JSON: numbers JSON.stringify cannot spell (2^53+1, 1e400) and 20 000-deep nesting -------------

export class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text)

/** JSON text of a value in which Raw pieces are pasted verbatim. */
export const toJson = (value: unknown): string => {
  const pieces: Array<string> = []
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner instanceof Raw) {
      pieces.push(inner.text)
      return `\u0001RAW${pieces.length - 1}\u0001`
    }
    return inner
  })
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, index: string) => pieces[Number(index)]!)
}

const DEEP = 20_000
export const deepArray = raw("[".repeat(DEEP) + "]".repeat(DEEP))
export const deepObject = raw('{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP))
const ONE_MB = "a".repeat(1024 * 1024)

interface Hostile {
  readonly cls: string
  readonly label: string
  readonly value: unknown
  /** Refused whatever the field's schema says. */
  readonly alwaysRefused?: boolean
  /** Sent only once or twice per operation: large. */
  readonly heavy?: boolean
}

export const wrongTypes: ReadonlyArray<Hostile> = [
  { cls: "wrong type", label: "number 0", value: 0 },
  { cls: "wrong type", label: "number 1", value: 1 },
  { cls: "wrong type", label: "string", value: "x" },
  { cls: "wrong type", label: "empty string", value: "" },
  { cls: "wrong type", label: "true", value: true },
  { cls: "wrong type", label: "false", value: false },
  { cls: "wrong type", label: "null", value: null },
  { cls: "wrong type", label: "empty array", value: [] },
  { cls: "wrong type", label: "array", value: [1, "a"] },
  { cls: "wrong type", label: "empty object", value: {} },
  { cls: "wrong type", label: "object", value: { a: 1 } }
]

export const hostileStrings: ReadonlyArray<Hostile> = [
  { cls: "NUL", label: "NUL alone", value: "\u0000", alwaysRefused: true },
  { cls: "NUL", label: "NUL inside", value: "ab\u0000cd", alwaysRefused: true },
  { cls: "lone surrogate", label: "\\uD800", value: "\uD800", alwaysRefused: true },
  { cls: "lone surrogate", label: "x\\uDFFFy", value: "x\uDFFFy", alwaysRefused: true },
  { cls: "huge string", label: "1 MB string", value: ONE_MB, alwaysRefused: true, heavy: true },
  { cls: "long string", label: "10 000 chars", value: "b".repeat(10_000) },
  { cls: "unicode", label: "RTL override", value: "\u202Eevil\u202C.txt" },
  { cls: "unicode", label: "Arabic", value: "مرحبا بالعالم" },
  { cls: "unicode", label: "emoji ZWJ", value: "👩‍👩‍👧‍👦🏳️‍🌈" },
  { cls: "unicode", label: "combining", value: "e\u0301\u0301\u0301\u0301Z\u0351\u0352" },
  { cls: "unicode", label: "zero-width", value: "a\u200B\u200Db\uFEFF" },
  { cls: "path traversal", label: "../", value: "../../../etc/passwd" },
  { cls: "path traversal", label: "..\\", value: "..\\..\\windows\\win.ini" },
  { cls: "injection", label: "SQL quote", value: "' OR '1'='1' --" },
  { cls: "injection", label: "SQL drop", value: "'; DROP TABLE users; --" },
  { cls: "injection", label: "script tag", value: "<script>alert(1)</script>" },
  { cls: "injection", label: "img onerror", value: '"><img src=x onerror=alert(1)>' },
  { cls: "injection", label: "template", value: "{{7*7}}${7*7}" },
  { cls: "injection", label: "format", value: "%s%n%x%00" },
  { cls: "injection", label: "CRLF", value: "a\r\nX-Injected: 1" },
  { cls: "odd string", label: "spaces", value: "   " },
  { cls: "odd string", label: "numeric text", value: "2147483648" },
  { cls: "odd string", label: "NaN text", value: "NaN" }
]

export const hostileNumbers: ReadonlyArray<Hostile> = [
  { cls: "big number", label: "2^31", value: 2147483648 },
  { cls: "big number", label: "-2^31-1", value: -2147483649 },
  { cls: "big number", label: "2^53+1", value: raw("9007199254740993") },
  { cls: "big number", label: "1e308", value: 1e308 },
  { cls: "big number", label: "-1e308", value: -1e308 },
  { cls: "big number", label: "1e400 (Infinity)", value: raw("1e400") },
  { cls: "negative number", label: "-1", value: -1 },
  { cls: "fractional number", label: "1.5", value: 1.5 },
  { cls: "fractional number", label: "5e-324", value: raw("5e-324") },
  { cls: "negative number", label: "-0", value: raw("-0") }
]

export const nesting: ReadonlyArray<Hostile> = [
  { cls: "deep JSON", label: "20 000 nested arrays", value: deepArray, alwaysRefused: true, heavy: true },
  { cls: "deep JSON", label: "20 000 nested objects", value: deepObject, alwaysRefused: true, heavy: true }
]

/** Query and path values are text: the same hostility spelled for a URL. */
export const hostileText: ReadonlyArray<{
  readonly cls: string
  readonly label: string
  readonly text: string
  readonly alwaysRefused?: boolean
}> = [
  { cls: "wrong type", label: "letters", text: "abc" },
  { cls: "wrong type", label: "empty", text: "" },
  { cls: "wrong type", label: "true", text: "true" },
  { cls: "wrong type", label: "null", text: "null" },
  { cls: "wrong type", label: "json object", text: '{"a":1}' },
  { cls: "int32", label: "0", text: "0" },
  { cls: "int32", label: "-1", text: "-1" },
  { cls: "int32", label: "2^31", text: "2147483648" },
  { cls: "int32", label: "1e10", text: "1e10" },
  { cls: "int32", label: "2^53+1", text: "9007199254740993" },
  { cls: "int32", label: "1e308", text: "1e308" },
  { cls: "int32", label: "1.5", text: "1.5" },
  { cls: "int32", label: "Infinity", text: "Infinity" },
  { cls: "int32", label: "NaN", text: "NaN" },
  { cls: "int32", label: "hex", text: "0x10" },
  { cls: "int32", label: "padded", text: " 1 " },
  { cls: "long string", label: "10 000 digits", text: "9".repeat(10_000) },
  { cls: "NUL", label: "NUL", text: "a\u0000b", alwaysRefused: true },
  // A URL cannot carry a lone surrogate: its (invalid) UTF-8 bytes are read as U+FFFD, which is fine text.
  { cls: "lone surrogate", label: "\\uD800", text: "\uD800" },
  { cls: "path traversal", label: "../", text: "../../etc/passwd" },
  { cls: "injection", label: "SQL", text: "1' OR '1'='1" },
  { cls: "injection", label: "script", text: "<script>alert(1)</script>" },
  { cls: "unicode", label: "emoji", text: "👩‍👩‍👧‍👦" },
  { cls: "unicode", label: "RTL", text: "\u202Eabc" }
]

export const FULL_FIELDS = 4
export const core: ReadonlyArray<Hostile> = [
  ...wrongTypes.filter((hostile) => ["null", "number 1", "string", "object", "array"].includes(hostile.label)),
  ...hostileStrings.filter((hostile) => ["NUL inside", "\\uD800", "script tag", "emoji ZWJ", "../"].includes(hostile.label)),
  ...hostileNumbers.filter((hostile) => ["2^31", "-1", "1.5", "2^53+1"].includes(hostile.label))
]

/**
 * The malformed values the fuzzer throws. JSON values are raw JSON text, so they can say what
 * JSON.stringify cannot (1e400, a lone surrogate escape, a duplicate key, 50,000 levels of nesting).
 */

/** Deeper than any parser limit we set, shallow enough to build quickly. */
export const DEEP_LEVELS = 50_000;

export const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
export const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Just over the 1 MB the contract allows a JSON body. */
export const OVERSIZED_STRING = JSON.stringify('x'.repeat(1024 * 1024 + 16));

/** What kind of field a junk value is aimed at; any value also goes anywhere, as a wrong type. */
export type JunkKind = 'text' | 'number' | 'date' | 'structure';

export interface JunkValue {
  label: string;
  json: string;
  kind: JunkKind;
}

export const JUNK_JSON_VALUES: readonly JunkValue[] = [
  { kind: 'structure', label: 'null', json: 'null' },
  { kind: 'structure', label: 'true', json: 'true' },
  { kind: 'structure', label: 'empty array', json: '[]' },
  { kind: 'structure', label: 'empty object', json: '{}' },
  { kind: 'structure', label: 'array of nulls', json: '[null,null]' },
  { kind: 'structure', label: 'long array', json: `[${Array.from({ length: 5000 }, (_, i) => i).join(',')}]` },
  { kind: 'structure', label: 'deep array', json: deepArray(DEEP_LEVELS) },
  { kind: 'structure', label: 'deep object', json: deepObject(DEEP_LEVELS) },
  { kind: 'structure', label: 'nested 100', json: deepArray(100) },
  { kind: 'structure', label: '__proto__ object', json: '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}' },
  { kind: 'structure', label: 'NUL key', json: '{"a\\u0000":1}' },
  { kind: 'structure', label: 'lone surrogate key', json: '{"\\udc00":1}' },
  { kind: 'number', label: 'zero', json: '0' },
  { kind: 'number', label: 'negative', json: '-1' },
  { kind: 'number', label: 'fraction', json: '1.5' },
  { kind: 'number', label: 'int32 overflow', json: '2147483648' },
  { kind: 'number', label: 'int64 overflow', json: '9223372036854775808' },
  { kind: 'number', label: 'beyond double (Infinity)', json: '1e400' },
  { kind: 'number', label: 'tiny', json: '-1e-320' },
  { kind: 'number', label: 'number as string', json: '"99999999999999999999"' },
  { kind: 'number', label: 'negative as string', json: '"-1"' },
  { kind: 'text', label: 'empty string', json: '""' },
  { kind: 'text', label: 'blank string', json: '"   "' },
  { kind: 'text', label: 'huge string (200 KB)', json: JSON.stringify('y'.repeat(200 * 1024)) },
  { kind: 'text', label: 'NUL', json: '"a\\u0000b"' },
  { kind: 'text', label: 'lone high surrogate', json: '"\\ud800x"' },
  { kind: 'text', label: 'lone low surrogate', json: '"x\\udfff"' },
  { kind: 'text', label: 'emoji and RTL', json: '"\\ud83d\\ude00\\u202e\\u0301"' },
  { kind: 'text', label: 'SQL-ish', json: JSON.stringify("1' OR '1'='1; --") },
  { kind: 'text', label: 'LIKE wildcards', json: JSON.stringify('%_\\') },
  { kind: 'date', label: 'date year 1', json: '"0001-01-01"' },
  { kind: 'date', label: 'date year 9999', json: '"9999-12-31"' },
  { kind: 'date', label: 'date zero', json: '"0000-00-00"' },
  { kind: 'date', label: 'date 30 February', json: '"2024-02-30"' },
  { kind: 'date', label: 'date far future', json: '"+275760-09-13T00:00:00Z"' },
  { kind: 'date', label: 'date negative year', json: '"-000001-01-01"' },
  { kind: 'date', label: 'date-time out of range', json: '"2024-05-01T25:61:00+99:00"' },
];

/** Whole bodies that are not the object the operation wants. */
export const JUNK_BODIES: readonly { label: string; body: string }[] = [
  { label: 'empty body', body: '' },
  { label: 'invalid JSON', body: '{"a":' },
  { label: 'trailing garbage', body: '{}}' },
  { label: 'single quotes', body: "{'a':1}" },
  { label: 'byte order mark', body: '\ufeff{}' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[]' },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON number', body: '1e400' },
  { label: 'deep array body', body: deepArray(DEEP_LEVELS) },
  { label: 'deep object body', body: deepObject(DEEP_LEVELS) },
  { label: 'lone surrogate key body', body: '{"\\ud800":"x"}' },
  { label: 'duplicate keys', body: '{"a":1,"a":{"b":"\\u0000"}}' },
];

/** Path segments, already percent-encoded as they go on the wire. */
export const JUNK_PATH_SEGMENTS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%AF',
  '%FF',
  '%',
  '%zz',
  '%E0%A4%A',
  '%2F..%2F..',
  '%20',
  'null',
  '%F0%9F%98%80',
  'x'.repeat(3000),
  "1'%20OR%20'1'='1",
];

/** Header values (ByteStrings: no NUL, no characters above U+00FF). */
export const JUNK_HEADER_VALUES: readonly string[] = ['', 'x', 'k'.repeat(5000), '\u00e9\u00ff', '    '];

export interface FormJunk {
  label: string;
  /** Text, a file, or undefined to leave the field out. */
  value: string | Blob | undefined;
}

/**
 * Multipart field values. A lone surrogate cannot travel here: FormData and the UTF-8 of the wire replace
 * it with U+FFFD, so NUL, size and the wrong kind of part are what a client can spoil.
 */
export const JUNK_FORM_VALUES: readonly FormJunk[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'empty', value: '' },
  { label: 'huge (200 KB)', value: 'y'.repeat(200 * 1024) },
  { label: 'negative', value: '-1' },
  { label: 'int32 overflow', value: '2147483648' },
  { label: 'not a number', value: '99999999999999999999' },
  { label: 'date year 1', value: '0001-01-01' },
  { label: 'deep JSON', value: deepArray(DEEP_LEVELS) },
  { label: 'missing', value: undefined },
  { label: 'empty file', value: new Blob([]) },
  { label: 'HTML file', value: new Blob(['<html><script>alert(1)</script>%PDF-1.4</html>'], { type: 'application/pdf' }) },
  { label: 'PNG bytes', value: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }) },
  { label: 'truncated PDF', value: new Blob(['%PDF-1.7\n1 0 obj <<'], { type: 'application/pdf' }) },
];

/**
 * Field values of a URL-encoded form, as text before encoding (a lone surrogate cannot travel: the encoding
 * turns it into U+FFFD, so the raw-body cases send broken escapes instead).
 */
export const JUNK_FORM_TEXT: readonly { label: string; value: string }[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'empty', value: '' },
  { label: 'blank', value: '   ' },
  { label: 'huge (200 KB)', value: 'y'.repeat(200 * 1024) },
  { label: 'CR LF', value: 'a\r\nb' },
  { label: 'markup', value: '"><script>alert(1)</script>' },
  { label: 'emoji and RTL', value: '\ud83d\ude00\u202e\u0301' },
  { label: 'SQL-ish', value: "1' OR '1'='1; --" },
  { label: 'LIKE wildcards', value: '%_\\' },
  { label: '__proto__', value: '__proto__' },
  { label: 'JSON', value: '{"a":[1]}' },
  { label: 'negative', value: '-1' },
];

/** An enum field's near misses: the fields a form may send with a value the operation does not know. */
export const enumNearMisses = (values: readonly unknown[]): { label: string; value: string }[] => {
  const texts = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  const first = texts[0] ?? 'fuzz';
  return [
    { label: 'unknown value', value: 'fuzz' },
    { label: 'upper case', value: first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase() },
    { label: 'padded', value: ` ${first} ` },
    { label: 'with NUL', value: `${first}\u0000` },
    { label: 'all values joined', value: texts.join(',') },
  ];
};

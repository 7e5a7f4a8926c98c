import { enumNearMisses, JUNK_FORM_TEXT } from './junk';
import type { FuzzRequest } from './request';
import { FORM_MEDIA_TYPE, formFieldsOf, requestMaker, type CaseOptions, type Parts } from './request-parts';
import type { Operation, Schema } from './spec';

type Field = [string, string];
const FORM_TYPE = { 'Content-Type': FORM_MEDIA_TYPE };
/** Just over the 1 MB the API reads of any body but an upload. */
const OVER_1_MB = 1024 * 1024 + 16;

const encode = (fields: readonly Field[]) => new URLSearchParams(fields.map(([name, value]) => [name, value])).toString();
/** The form with one field's value swapped (`undefined` leaves the field out). */
const withField = (fields: readonly Field[], name: string, value: string | undefined): Field[] =>
  fields.flatMap(([field, old]): Field[] => (field !== name ? [[field, old]] : value === undefined ? [] : [[field, value]]));
/** Every field with the same raw (already encoded, possibly broken) text as its value. */
const rawValues = (fields: readonly Field[], raw: string) => fields.map(([name]) => `${encodeURIComponent(name)}=${raw}`).join('&');

/** Bodies no encoder makes: broken escapes, bytes that are not UTF-8, repeated and nameless fields. */
function brokenBodies(fields: readonly Field[]): { label: string; body: string }[] {
  const valid = encode(fields);
  return [
    { label: 'empty body', body: '' },
    { label: "broken escape '%zz' in every value", body: rawValues(fields, '%zz') },
    { label: "lone '%' in every value", body: rawValues(fields, '%') },
    { label: 'truncated escape in every value', body: rawValues(fields, '%E0%A4%A') },
    { label: 'invalid UTF-8 in every value', body: rawValues(fields, '%FF%FE') },
    { label: 'overlong UTF-8 in every value', body: rawValues(fields, '%C0%AF') },
    { label: 'encoded lone surrogate in every value', body: rawValues(fields, '%ED%A0%80') },
    { label: 'encoded NUL in every value', body: rawValues(fields, 'a%00b') },
    { label: 'raw NUL in every value', body: rawValues(fields, 'a\u0000b') },
    { label: 'raw non-ASCII in every value', body: rawValues(fields, '\u00e9\u4e2d') },
    { label: "broken escape '%zz' in the names", body: fields.map(([name, value]) => `%zz${encode([[name, value]])}`).join('&') },
    { label: 'names without values', body: fields.map(([name]) => encodeURIComponent(name)).join('&') },
    { label: 'separators only, then the form', body: `&&=&==&${valid}` },
    { label: 'every field twice, the second spoiled', body: `${valid}&${rawValues(fields, 'fuzz')}` },
    { label: 'many fields (50,000)', body: `${valid}${'&a=1'.repeat(50_000)}` },
  ];
}

/** Each field missing, empty, NUL-bearing and one character too long, and an enum field with a value it does not take. */
function fieldCases(fields: readonly Field[], schema: Schema): { label: string; fields: Field[] }[] {
  const names = [...new Set(fields.map(([name]) => name))];
  return names.flatMap((name) => {
    const inner = schema.properties?.[name] ?? {};
    const longest = inner.maxLength ?? 200 * 1024;
    const spoils = [
      { label: 'missing', value: undefined },
      { label: 'empty', value: '' },
      { label: 'NUL', value: 'a\u0000b' },
      { label: `over-long (${longest + 1})`, value: 'x'.repeat(longest + 1) },
      ...(inner.enum ? enumNearMisses(inner.enum) : []),
    ];
    return spoils.map((spoil) => ({ label: `form.${name} = ${spoil.label}`, fields: withField(fields, name, spoil.value) }));
  });
}

/**
 * A URL-encoded form's cases (an HTML form's post): the well-formed form, other and missing content types, a
 * JSON or multipart body in its place, bodies no encoder makes, one over 1 MB; then each field spoiled in
 * turn, and seeded junk in random fields or in extra ones.
 */
export function formBodyCases(operation: Operation, parts: Parts, { random, mutations }: CaseOptions): FuzzRequest[] {
  const request = requestMaker(operation, parts);
  const fields = formFieldsOf(parts.example);
  const valid = encode(fields);
  const multipart = (extra: Field[] = []) => {
    const form = new FormData();
    [...fields, ...extra].forEach(([name, value]) => form.append(name, value));
    return form;
  };
  const fixed = [
    request('well-formed example', valid, FORM_TYPE),
    request('charset parameter', valid, { 'Content-Type': `${FORM_MEDIA_TYPE}; charset=UTF-8` }),
    request('upper-case content type', valid, { 'Content-Type': FORM_MEDIA_TYPE.toUpperCase() }),
    request('no content type', valid),
    request('text/plain content type', valid, { 'Content-Type': 'text/plain' }),
    request('JSON content type, form body', valid, { 'Content-Type': 'application/json' }),
    request('JSON instead of a form', JSON.stringify(parts.example), { 'Content-Type': 'application/json' }),
    request('multipart instead of a form', multipart()),
    // The API's 1 MB cap leaves uploads to their routes: a form route must not read a multipart body at all.
    request('multipart over 1 MB instead of a form', multipart([['fuzz', 'x'.repeat(OVER_1_MB)]])),
    request('multipart without boundary', valid, { 'Content-Type': 'multipart/form-data' }),
    request('over 1 MB', encode([...fields, ['fuzz', 'x'.repeat(OVER_1_MB)]]), FORM_TYPE),
    ...brokenBodies(fields).map(({ label, body }) => request(label, body, FORM_TYPE)),
    ...fieldCases(fields, operation.body?.schema ?? {}).map((spoiled) => request(spoiled.label, encode(spoiled.fields), FORM_TYPE)),
  ];

  const names = [...new Set(fields.map(([name]) => name))];
  const scattered = Array.from({ length: mutations }, (): FuzzRequest => {
    const junk = random.pick(JUNK_FORM_TEXT);
    if (names.length > 0 && random.next() < 0.7) {
      const name = random.pick(names);
      return request(`form.${name} = ${junk.label}`, encode(withField(fields, name, junk.value)), FORM_TYPE);
    }
    const extra = random.pick(['fuzzExtra', 'a\u0000', '__proto__', 'constructor', '']);
    return request(`extra field ${JSON.stringify(extra)} = ${junk.label}`, encode([[extra, junk.value], ...fields]), FORM_TYPE);
  });
  return [...fixed, ...scattered];
}

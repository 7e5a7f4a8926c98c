import { EXAMPLE_FILE, FILE_FIELD } from './example-value';
import { JUNK_FORM_VALUES, type FormJunk } from './junk';
import type { FuzzRequest } from './request';
import { requestMaker, stringOf, type CaseOptions, type Parts } from './request-parts';
import type { Operation } from './spec';

function formOf(example: unknown, spoil?: { field: string; value: FormJunk['value'] }): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === FILE_FIELD) form.append(name, new Blob([EXAMPLE_FILE.bytes], { type: EXAMPLE_FILE.type }), EXAMPLE_FILE.name);
    else if (Array.isArray(value)) value.forEach((item) => add(name, item));
    else form.append(name, stringOf(value));
  };
  const fields = typeof example === 'object' && example !== null ? Object.entries(example) : [];
  for (const [name, value] of fields) {
    if (spoil?.field !== name) add(name, value);
    else if (spoil.value instanceof Blob) form.append(name, spoil.value, 'fuzz.pdf');
    else if (spoil.value !== undefined) form.append(name, spoil.value);
  }
  return form;
}

/** An upload's cases: broken and empty forms, a JSON body in its place, then spoiled fields and files. */
export function multipartCases(operation: Operation, parts: Parts, { random, mutations }: CaseOptions): FuzzRequest[] {
  const request = requestMaker(operation, parts);
  const fields = typeof parts.example === 'object' && parts.example !== null ? Object.keys(parts.example) : [];
  const spoiled = Array.from({ length: fields.length === 0 ? 0 : mutations }, () => {
    const field = random.pick(fields);
    const junk = random.pick(JUNK_FORM_VALUES);
    return request(`form.${field} = ${junk.label}`, formOf(parts.example, { field, value: junk.value }));
  });
  return [
    request('well-formed example', formOf(parts.example)),
    request('empty form', new FormData()),
    request('JSON instead of a form', JSON.stringify(parts.example), { 'Content-Type': 'application/json' }),
    request('multipart without boundary', '--x\r\n', { 'Content-Type': 'multipart/form-data' }),
    request('broken multipart', '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', {
      'Content-Type': 'multipart/form-data; boundary=fuzz',
    }),
    ...spoiled,
  ];
}

import { JUNK_HEADER_VALUES, JUNK_PATH_SEGMENTS } from './junk';
import type { FuzzRequest } from './request';
import { urlOf, wellFormedBody, type CaseOptions, type Parts } from './request-parts';
import type { Operation } from './spec';

/** Junk in each path, query and header parameter, the rest of the request well-formed. */
export function parameterCases(operation: Operation, parts: Parts, { random, junkPerParameter }: CaseOptions): FuzzRequest[] {
  const body = wellFormedBody(operation, parts);
  const request = (label: string, url: string, headers = parts.headers): FuzzRequest => ({
    label,
    method: operation.method,
    url,
    ...(body === undefined ? { headers } : { headers: { ...headers, ...body.headers }, body: body.body }),
  });
  const junk = () => random.sample(JUNK_PATH_SEGMENTS, junkPerParameter);
  return operation.parameters.flatMap(({ name, in: where }) => {
    switch (where) {
      case 'path':
        return junk().map((segment) => request(`path ${name} = ${segment}`, urlOf(operation, { ...parts.path, [name]: segment }, parts.query)));
      case 'query': {
        const others = new URLSearchParams(Object.entries(parts.query).filter(([key]) => key !== name)).toString();
        const url = (search: string) => urlOf(operation, parts.path, [others, search].filter(Boolean).join('&'));
        return [
          request(`query ${name} missing`, url('')),
          request(`query ${name} twice`, url(`${name}=1&${name}=2`)),
          ...junk().map((segment) => request(`query ${name} = ${segment}`, url(`${name}=${segment}`))),
        ];
      }
      case 'header':
        return JUNK_HEADER_VALUES.map((value) =>
          request(`header ${name} = ${JSON.stringify(value.slice(0, 20))}`, urlOf(operation, parts.path, parts.query), {
            ...parts.headers,
            [name]: value,
          }),
        );
      default:
        return [];
    }
  });
}

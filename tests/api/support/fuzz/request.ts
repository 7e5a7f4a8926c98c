/** One request the fuzzer sends, described well enough to replay it from a failure report. */
export interface FuzzRequest {
  /** What is wrong with it, e.g. `body.fromDate = date year 1`. */
  label: string;
  method: string;
  /** Under /api, with the query string; segments already percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** The request as a failure report shows it: long bodies cut, files named instead of dumped. */
export function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${excerpt(value, 80)}`)
    .join('; ');
  return [`${request.method} ${excerpt(request.url, 200)}`, headers && `headers ${headers}`, bodyLine(request.body)].filter(Boolean).join('\n      ');
}

function bodyLine(body: FuzzRequest['body']): string {
  if (body === undefined) return '';
  if (typeof body === 'string') return `body ${excerpt(body, 300)}`;
  const parts = [...body.entries()].map(([name, value]) =>
    typeof value === 'string' ? `${name}=${excerpt(JSON.stringify(value), 80)}` : `${name}=<file ${value.name}, ${value.size} bytes>`,
  );
  return `multipart ${parts.join(', ')}`;
}

export function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

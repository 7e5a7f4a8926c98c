/** A stand-in for the network boundary of the client: records each request and answers from a script. */
export type Responder = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: Request[];
}

export function fakeFetch(respond: Responder): FakeFetch {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  };
  return { fetch: fetchImpl, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const baseUrl = 'http://workbench.test/api';

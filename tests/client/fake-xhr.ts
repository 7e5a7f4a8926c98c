/**
 * A stand-in for XMLHttpRequest, which Node lacks: records what was sent and lets a test play the upload
 * progress and the answer (or a network failure) by hand.
 */
type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  emit(type: string, loaded = 0, total = 0): void {
    for (const listener of this.byType.get(type) ?? []) listener({ lengthComputable: total > 0, loaded, total });
  }
}

export class FakeXhr extends Listeners {
  static last: FakeXhr | undefined;
  readonly upload = new Listeners();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  progress(loaded: number, total: number): void {
    this.upload.emit('progress', loaded, total);
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json' };
    this.emit('load');
  }
  failNetwork(): void {
    this.emit('error');
  }
}

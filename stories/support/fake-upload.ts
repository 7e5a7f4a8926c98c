/**
 * A stand-in for XMLHttpRequest, which src/api/account.ts uses for POST /upload-logo because fetch reports
 * no upload progress. The story says how the upload goes: progress steps, then an answer (or none, to
 * show the busy state). `stubUpload` installs it and returns the restore function for `beforeEach`.
 */

export interface UploadPlan {
  /** Fractions of the body sent, reported in order. */
  progress: readonly number[];
  /** The server's answer; 'never' leaves the upload running. */
  answer: { status: number; body: unknown } | 'never';
  /** Delay between steps, so the bar visibly moves. */
  stepMs?: number;
}

export interface RecordedUpload {
  url: string;
  authorization: string | null;
  userId: string | null;
  file: File | null;
}

let uploads: RecordedUpload[] = [];

/** The uploads sent since the stub was installed. */
export function recordedUploads(): readonly RecordedUpload[] {
  return uploads;
}

type Listener = (event: Event) => void;

function fakeXhrClass(plan: UploadPlan, onStored: (file: File) => void) {
  const stepMs = plan.stepMs ?? 150;
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private readonly headers = new Map<string, string>();
    private url = '';

    open(_method: string, url: string): void {
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name.toLowerCase(), value);
    }

    getResponseHeader(name: string): string | null {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }

    addEventListener(type: string, listener: Listener): void {
      this.events.addEventListener(type, listener);
    }

    send(body: FormData): void {
      const file = body.get('logoFile');
      const userId = body.get('userId');
      const sent = file instanceof File ? file : null;
      uploads.push({ url: this.url, authorization: this.headers.get('authorization') ?? null, userId: typeof userId === 'string' ? userId : null, file: sent });
      const total = sent?.size ?? 1;
      plan.progress.forEach((fraction, step) => {
        setTimeout(() => {
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: Math.round(total * fraction), total }));
        }, stepMs * (step + 1));
      });
      const { answer } = plan;
      if (answer === 'never') return;
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        if (answer.status < 300 && sent) onStored(sent);
        this.events.dispatchEvent(new Event('load'));
      }, stepMs * (plan.progress.length + 1));
    }
  };
}

/** Replaces XMLHttpRequest for the story; `onStored` receives a logo the fake server accepted. */
export function stubUpload(plan: UploadPlan, onStored: (file: File) => void = () => undefined): () => void {
  const previous = globalThis.XMLHttpRequest;
  uploads = [];
  globalThis.XMLHttpRequest = fakeXhrClass(plan, onStored) as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = previous;
  };
}

/**
 * A stand-in for XMLHttpRequest, which src/api/post-multipart.ts uses for the uploads (the firm's logo, the
 * signed copies) because fetch reports no upload progress. The story says how the upload goes: progress
 * steps, then an answer (or none yet, to show the busy state). Every multipart field is recorded, so a story
 * or test can check the seed's field names. Stories and jsdom tests share it.
 */

export interface RecordedUpload {
  url: string;
  authorization: string | null;
  /** The text fields. */
  fields: Record<string, string>;
  /** The file fields, each with the name of the file sent in it. */
  files: Record<string, string>;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadPlan {
  /** Fractions of the body sent, reported in order. */
  progress: readonly number[];
  /** The server's answer, fixed or made from what was sent; 'held' waits for `answerHeldUpload`. */
  answer: UploadAnswer | ((upload: RecordedUpload) => UploadAnswer) | 'held';
  /** Delay between steps, so the bar visibly moves; tests pass 0. */
  stepMs?: number;
}

let uploads: RecordedUpload[] = [];
let held: ((answer: UploadAnswer) => void) | null = null;

/** The uploads sent since the stub was installed. */
export function recordedUploads(): readonly RecordedUpload[] {
  return uploads;
}

/** Answers the upload a 'held' plan left running. */
export function answerHeldUpload(answer: UploadAnswer): void {
  const answerNow = held;
  held = null;
  answerNow?.(answer);
}

function record(url: string, authorization: string | null, body: FormData): { upload: RecordedUpload; sentFiles: File[] } {
  const fields: Record<string, string> = {};
  const files: Record<string, string> = {};
  const sentFiles: File[] = [];
  body.forEach((value, name) => {
    if (typeof value === 'string') {
      fields[name] = value;
    } else {
      files[name] = value.name;
      sentFiles.push(value);
    }
  });
  return { upload: { url, authorization, fields, files }, sentFiles };
}

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

    addEventListener(type: string, listener: (event: Event) => void): void {
      this.events.addEventListener(type, listener);
    }

    send(body: FormData): void {
      const { upload, sentFiles } = record(this.url, this.headers.get('authorization') ?? null, body);
      uploads.push(upload);
      plan.progress.forEach((fraction, step) => {
        setTimeout(
          () => {
            this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: fraction * 1000, total: 1000 }));
          },
          stepMs * (step + 1),
        );
      });
      const respond = (answer: UploadAnswer) => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        if (answer.status < 300) sentFiles.forEach(onStored);
        this.events.dispatchEvent(new Event('load'));
      };
      const { answer } = plan;
      if (answer === 'held') {
        held = respond;
        return;
      }
      setTimeout(() => respond(typeof answer === 'function' ? answer(upload) : answer), stepMs * (plan.progress.length + 1));
    }
  };
}

/**
 * Replaces XMLHttpRequest and returns the restore function (for a story's or test's `beforeEach`).
 * `onStored` receives each file of an upload the fake server accepted.
 */
export function stubUpload(plan: UploadPlan, onStored: (file: File) => void = () => undefined): () => void {
  const previous = globalThis.XMLHttpRequest;
  uploads = [];
  held = null;
  globalThis.XMLHttpRequest = fakeXhrClass(plan, onStored) as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = previous;
    held = null;
  };
}

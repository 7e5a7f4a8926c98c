import { assign, setup } from 'xstate';
import { hasLogoExtension, isWithinLogoLimit, type LogoCandidate } from '../src/domain/logo';
import { messages } from '../src/domain/messages';
import { failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/**
 * The chosen file as the machine sees it: a name and a size are all its checks read. The screen passes
 * the File it got from the picker, which the upload actor sends.
 */
export type LogoFile = LogoCandidate;

/** POST /upload-logo as the actor takes it; progress comes back as `logo.progress` events. */
export interface UploadLogoRequest {
  file: LogoFile;
  onProgress: (fraction: number) => void;
}

/** The reply of POST /upload-logo. */
export interface UploadLogoReply {
  message: string;
}

export interface UploadLogoContext {
  file: LogoFile | null;
  /** 0..1 while uploading. */
  progress: number;
  alert: FlowAlert | null;
}

export type UploadLogoEvent =
  | { type: 'logo.choose'; file: LogoFile }
  | { type: 'logo.upload' }
  | { type: 'logo.cancel' }
  | { type: 'logo.dismiss' }
  | { type: 'logo.progress'; fraction: number };

type FileParams = { file: LogoFile };

function notSelected(text: string): FlowAlert {
  return { title: messages.fileNotSelected, text, tone: 'error' };
}

function requireFile(context: UploadLogoContext): LogoFile {
  // Only reachable through logo.upload, whose guard lets a chosen file through and nothing else.
  if (!context.file) throw new Error('uploading entered without a file');
  return context.file;
}

export const uploadLogoMachine = setup({
  types: {
    context: {} as UploadLogoContext,
    events: {} as UploadLogoEvent,
  },
  actors: {
    uploadLogo: notProvided<UploadLogoReply, UploadLogoRequest>('uploadLogo'),
  },
  guards: {
    notALogo: (_, params: FileParams) => !hasLogoExtension(params.file.name),
    tooLarge: (_, params: FileParams) => !isWithinLogoLimit(params.file.size),
    noFileChosen: ({ context }) => context.file === null,
  },
  actions: {
    keepFile: assign((_, params: FileParams) => ({ file: params.file })),
    clearFile: assign({ file: null }),
    rejectType: assign({ file: null, alert: notSelected(messages.logoSelectHint) }),
    rejectSize: assign({ file: null, alert: notSelected(messages.logoTooLarge) }),
    askForFile: assign({ alert: notSelected(messages.logoSelectHint) }),
    clearAlert: assign({ alert: null }),
    resetProgress: assign({ progress: 0 }),
    trackProgress: assign(({ event }) => (event.type === 'logo.progress' ? { progress: Math.min(1, Math.max(0, event.fraction)) } : {})),
    /** The success toast, and the header's logo fetched again; the screen provides it. */
    announceUploaded: () => {},
    /** The 'Upload Failed' toast with the reason; the screen provides it. */
    announceFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'uploadLogo',
  description: "Logo management: choose a .jpg, .jpeg, .gif or .png of at most 10MB and upload it as the firm's logo.",
  context: { file: null, progress: 0, alert: null },
  initial: 'picking',
  states: {
    picking: {
      description: 'The file picker with Upload and Cancel.',
      initial: 'empty',
      on: {
        'logo.choose': [
          {
            guard: { type: 'notALogo', params: ({ event }) => ({ file: event.file }) },
            target: 'rejected',
            actions: 'rejectType',
          },
          {
            guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) },
            target: 'rejected',
            actions: 'rejectSize',
          },
          { target: '.chosen', actions: { type: 'keepFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        'logo.upload': [{ guard: 'noFileChosen', target: 'rejected', actions: 'askForFile' }, { target: 'uploading' }],
        'logo.cancel': { target: '.empty', actions: 'clearFile' },
      },
      states: {
        empty: {
          description: 'No file chosen.',
        },
        chosen: {
          description: 'A file passed the checks and waits for Upload.',
        },
        uploaded: {
          description: 'The logo is stored and the header shows it; another can be chosen.',
        },
        failed: {
          description: "'Upload Failed' was shown; the file is still chosen, so Upload tries again.",
          tags: ['error'],
        },
      },
    },
    rejected: {
      description: "'File not Selected': no file, the wrong type or over 10MB; dismissed back to an empty picker.",
      tags: ['error', 'prompt'],
      on: { 'logo.dismiss': { target: 'picking.empty', actions: 'clearAlert' } },
    },
    uploading: {
      description: 'POST /upload-logo (multipart logoFile and userId) with a progress bar.',
      tags: ['busy'],
      entry: 'resetProgress',
      on: { 'logo.progress': { actions: 'trackProgress' } },
      invoke: {
        id: 'uploadLogo',
        src: 'uploadLogo',
        input: ({ context, self }) => ({
          file: requireFile(context),
          onProgress: (fraction: number) => self.send({ type: 'logo.progress', fraction }),
        }),
        onDone: { target: 'picking.uploaded', actions: ['announceUploaded', 'clearFile'] },
        onError: {
          target: 'picking.failed',
          actions: { type: 'announceFailed', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
  },
});

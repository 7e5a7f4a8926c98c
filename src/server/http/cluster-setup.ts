import * as v from 'valibot';
import type { ServerSecrets } from '../auth/keys';

/**
 * What a WORKERS process needs from the primary before it may serve: the server secrets (so every process
 * signs and checks the same tokens and decrypts with the same key) and the one files directory. It goes
 * over the cluster's IPC channel rather than the environment, which other tools can read.
 *
 * The worker asks and the primary answers: a message the primary sent unasked could arrive while the
 * worker's modules still load, before anyone listens for it, and be lost.
 */
export interface WorkerSetup {
  kind: 'cw:worker-setup';
  secrets: ServerSecrets;
  /** Absolute; with DATA_DIR memory:// and no FILES_DIR, a temporary directory the primary made. */
  filesDir: string;
}

const SETUP_REQUEST = { kind: 'cw:worker-setup-request' } as const;

const SetupRequest = v.object({ kind: v.literal(SETUP_REQUEST.kind) });
const Setup = v.object({
  kind: v.literal('cw:worker-setup'),
  secrets: v.object({ privateKeyPem: v.string(), jwtSecret: v.string() }),
  filesDir: v.string(),
});

export const isSetupRequest = (message: unknown): boolean => v.is(SetupRequest, message);

// The primary answers at once; silence means this process was forked by something else (another cluster manager).
const SETUP_WAIT_MS = 30_000;

/** In a worker: asks the primary for the setup and waits for the answer. */
export function setupFromPrimary(): Promise<WorkerSetup> {
  return new Promise((resolve, reject) => {
    const send = process.send?.bind(process);
    if (!send) {
      reject(new Error('setupFromPrimary runs only in a cluster worker'));
      return;
    }
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('No answer from the primary process: start the server itself (npm start), not under another cluster manager.'));
    }, SETUP_WAIT_MS);
    const onMessage = (message: unknown) => {
      if (!v.is(Setup, message)) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message);
    };
    process.on('message', onMessage);
    send(SETUP_REQUEST);
  });
}

import { vi } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import type { RemoveSignedCopyRequest, SignedCopy } from '../../../machines/signed-slots';

/** How the fake server answers a signed-copy machine's calls; by default both succeed. */
export interface FakeSignedServer<TRequest> {
  upload?: (request: TRequest) => Promise<SignedCopy[]>;
  remove?: () => Promise<boolean>;
}

/**
 * What the signed-upload and s65-signing machines get from the screen, faked: the two calls, the toast and the
 * page's reload, each recording what the machine asked for. Pass `implementations` to `machine.provide`.
 */
export function fakeSignedSlotScreen<TRequest>(server: FakeSignedServer<TRequest>, uploadReply: SignedCopy[]) {
  const calls = { uploads: [] as TRequest[], removals: [] as RemoveSignedCopyRequest[] };
  const toasts: string[] = [];
  const reloads = vi.fn<() => void>();
  const implementations = {
    actors: {
      uploadSignedCopies: fromPromise<SignedCopy[], TRequest>(({ input: request }) => {
        calls.uploads.push(request);
        return server.upload?.(request) ?? Promise.resolve(uploadReply);
      }),
      removeSignedCopy: fromPromise<boolean, RemoveSignedCopyRequest>(({ input: request }) => {
        calls.removals.push(request);
        return server.remove?.() ?? Promise.resolve(true);
      }),
    },
    actions: {
      announceDeleted: (_: unknown, params: { message: string }) => {
        toasts.push(params.message);
      },
      notifyCopiesChanged: () => reloads(),
    },
  };
  return { implementations, calls, toasts, reloads };
}

/** The snapshot once the upload or delete call has answered. */
export function settled<TActor extends AnyActorRef>(actor: TActor): Promise<SnapshotFrom<TActor>> {
  return waitFor(actor, (snapshot) => !(snapshot as AnyMachineSnapshot).hasTag('busy'));
}

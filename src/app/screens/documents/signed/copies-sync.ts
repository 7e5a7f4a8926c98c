import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { showToast } from '../../../ui';

/** What both signed-copy machines take from the page: the property's copies, reloaded. */
interface CopiesReceiver {
  send: (event: { type: 'copies.loaded'; copies: readonly SignedCopy[] }) => void;
  getSnapshot: () => { status: string };
}

/** The page reloads the property and answers its signed copies (after an upload or a delete). */
export type ReloadCopies = () => Promise<SignedCopy[]>;

function copiesKey(copies: readonly SignedCopy[]): string {
  return copies.map((copy) => `${copy.id}:${copy.fileName}:${String(copy.dssSigned)}`).join('|');
}

/**
 * The machines' notifyCopiesChanged: asks the page to reload and hands the fresh copies to the machine. A
 * failed reload changes nothing: the machine already holds what the upload or delete answered.
 */
export function useReloadCopies(onCopiesChanged: ReloadCopies): (receiver: CopiesReceiver) => void {
  const latest = useRef(onCopiesChanged);
  useLayoutEffect(() => {
    latest.current = onCopiesChanged;
  });
  return useCallback((receiver: CopiesReceiver) => {
    latest.current().then(
      (copies) => {
        if (receiver.getSnapshot().status === 'active') receiver.send({ type: 'copies.loaded', copies });
      },
      () => undefined,
    );
  }, []);
}

/**
 * Copies that change on the page for other reasons (DSS signing, another reload) reach the machine too; the
 * key ignores a page that only rebuilt the same list.
 */
export function useCopiesSync(actor: CopiesReceiver, copies: readonly SignedCopy[]): void {
  const key = copiesKey(copies);
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    actor.send({ type: 'copies.loaded', copies });
  }, [actor, copies, key]);
}

/** The machines' announceDeleted: the seed's 'Successfully Deleted'. */
export function announceDeleted(_: unknown, params: { message: string }): void {
  showToast(params.message, 'success');
}

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { PropertyDocument } from '../../../../src/api/documents';
import { S65SignedCopiesPanel, SignedUploadPanel } from '../../../../src/app/screens/documents/signed';
import { sessionStore } from '../../../../src/app/session/storage';
import { toastQueue, Toasts } from '../../../../src/app/ui';
import { signedCopiesServer, PROPERTY_ID } from '../../../../stories/documents/signed/signed-server';
import { stubUpload as stubSignedUpload, type UploadPlan as SignedUploadPlan } from '../../../../stories/support/fake-upload';
import { mockApi } from '../../../../stories/support/mock-api';

/**
 * The signed-copy panels as the page holds them: signed in, the property's documents on a small fake server
 * (uploads through a fake XMLHttpRequest, the remove call through the mocked fetch), and the app's toasts.
 */

export const JWT = 'signed.jwt';

export type PanelKind = 'otp' | 'wta' | 's65';

export function renderSignedPanel(kind: PanelKind, documents: readonly PropertyDocument[], plan: Partial<SignedUploadPlan> = {}) {
  sessionStore.storeLogin({ jwt: JWT, userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  const server = signedCopiesServer(documents);
  const restoreApi = mockApi(server.routes);
  const restoreUpload = stubSignedUpload({ progress: [0.5], answer: server.answerUpload, stepMs: 0, ...plan });
  const reloads = vi.fn(server.reloadCopies);
  const onDownload = vi.fn();
  const onSignedStateChange = vi.fn();
  const common = { propertyId: PROPERTY_ID, copies: server.copies(), onCopiesChanged: reloads, onDownload };
  render(
    <>
      {kind === 's65' ? (
        <S65SignedCopiesPanel {...common} onSignedStateChange={onSignedStateChange} />
      ) : (
        <SignedUploadPanel {...common} module={kind} />
      )}
      <Toasts />
    </>,
  );
  return {
    server,
    reloads,
    onDownload,
    onSignedStateChange,
    restore: () => {
      restoreUpload();
      restoreApi();
      act(() => toastQueue.clear());
    },
  };
}

export const user = () => userEvent.setup({ applyAccept: false });

export const slot = (name: string) => within(screen.getByRole('group', { name }));

export function pdf(name: string): File {
  return new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
}

/** Picks `file` in the slot `name` as the system dialog hands it over. */
export async function choose(person: ReturnType<typeof user>, name: string, file: File): Promise<void> {
  const input = screen.getByRole('group', { name }).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`The slot ${name} offers no file picker.`);
  await person.upload(input, file);
}

/** The alert dialog named `title`, answered with `button`. */
export async function answerAlert(person: ReturnType<typeof user>, title: string, button: string): Promise<HTMLElement> {
  const alert = await screen.findByRole('alertdialog', { name: title });
  await person.click(within(alert).getByRole('button', { name: button }));
  return alert;
}

import type * as XStateReact from '@xstate/react';
import { vi } from 'vitest';
import { chosenFilesOf } from '../../../../machines/signed-slots';
import {
  signedUploadSlotCopy,
  type SignedUploadInput,
  type SignedUploadRequest,
  type SignedUploadSlot,
} from '../../../../machines/signed-upload.machine';
import { SignedUploadPanel, SIGNED_UPLOAD_LABELS } from '../../../../src/app/screens/documents/signed/SignedUploadPanel';
import { describeSignedSlotsReplay } from './signed-slots-replay';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The signed-upload model of tests/machines/signed-upload.test.ts, replayed on the OTP and WTA SUMMARY tab's
 * signed-copy panel (SignedUploadPanel) for each sample input: the signed copy, and for the OTP the acceptance
 * copy. How a path is replayed and what is checked after each step: ./signed-slots-replay.tsx.
 */

describeSignedSlotsReplay<SignedUploadSlot, SignedUploadInput, SignedUploadRequest>({
  registryId: 'signed-upload',
  machineId: 'signedUpload',
  title: 'OTP / WTA signed-copy panel, driven by the signed-upload model',
  slots: ['signed', 'acceptance'],
  labelsOf: ({ module }) => {
    const labels: Partial<Record<SignedUploadSlot, string>> = SIGNED_UPLOAD_LABELS[module];
    return { signed: labels.signed ?? null, acceptance: labels.acceptance ?? null };
  },
  copyOf: signedUploadSlotCopy,
  inputName: ({ module }) => module.toUpperCase(),
  copiesOf: ({ copies }) => copies,
  renderPanel: ({ module }, props) => <SignedUploadPanel {...props} module={module} />,
  uploadRequest: (context, { module }) => ({ module, files: chosenFilesOf(context.chosen) }),
});

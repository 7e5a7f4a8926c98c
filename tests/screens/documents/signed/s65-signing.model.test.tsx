import type * as XStateReact from '@xstate/react';
import { vi } from 'vitest';
import { s65SlotCopy, type S65SigningInput, type S65Slot, type S65UploadRequest } from '../../../../machines/s65-signing.machine';
import { chosenFilesOf } from '../../../../machines/signed-slots';
import { S65_SLOT_LABELS, S65SignedCopiesPanel } from '../../../../src/app/screens/documents/signed/S65SignedCopiesPanel';
import { describeSignedSlotsReplay } from './signed-slots-replay';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The s65-signing model of tests/machines/s65-signing.test.ts, replayed on the S.65 SUMMARY tab's signed-copies
 * panel (S65SignedCopiesPanel): the seller's lawyer's copy first, then the buyer's; a DSS-signed copy stays. How a
 * path is replayed and what is checked after each step: ./signed-slots-replay.tsx.
 */

describeSignedSlotsReplay<S65Slot, S65SigningInput, S65UploadRequest>({
  registryId: 's65-signing',
  machineId: 's65Signing',
  title: 'S.65 signed-copies panel, driven by the s65-signing model',
  slots: ['seller', 'buyer'],
  labelsOf: () => S65_SLOT_LABELS,
  copyOf: s65SlotCopy,
  inputName: () => 'S.65',
  copiesOf: ({ copies }) => copies,
  renderPanel: (_, props) => <S65SignedCopiesPanel {...props} />,
  uploadRequest: (context) => ({ files: chosenFilesOf(context.chosen) }),
});

import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { signedUploadSlotCopy, type SignedUploadSlot } from '../../../../../machines/signed-upload.machine';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { SignedSlot } from './SignedSlot';
import { SignedSlotAlerts } from './SignedSlotAlerts';
import { slotsViewOf } from './slots-view';
import { useSignedUploadActor, type SignedUploadActorOptions } from './use-signed-upload-actor';
import './signed.css';

/** The slots' names (seed 001 §2.2–2.3); the WTA has no acceptance copy. */
export const SIGNED_UPLOAD_LABELS = {
  otp: { signed: 'Signed OTP', acceptance: 'Acceptance Signed Copy' },
  wta: { signed: 'Signed WTA' },
} as const;

const SLOTS: readonly SignedUploadSlot[] = ['signed', 'acceptance'];

/** The drawn slots, for a page that places each next to its signed-on date; `acceptance` is null for a WTA. */
export interface SignedUploadSlots {
  signed: ReactNode;
  acceptance: ReactNode;
}

export interface SignedUploadPanelProps extends SignedUploadActorOptions {
  onDownload: (copy: SignedCopy) => void;
  /** Places the slots; without it they sit side by side. The dialogs are drawn either way. */
  children?: (slots: SignedUploadSlots) => ReactNode;
}

/**
 * The OTP / WTA SUMMARY tab's signed copies (seed 001 §4 "Signed uploads"), driven by the signed-upload
 * machine: choose, confirm or cancel, upload with progress, download, delete after 'Delete Record'.
 */
export function SignedUploadPanel({ onDownload, children, ...options }: SignedUploadPanelProps) {
  const { module } = options;
  const actor = useSignedUploadActor(options);
  const view = useSelector(actor, (snapshot) => slotsViewOf(snapshot, SLOTS, signedUploadSlotCopy));
  const labels: Partial<Record<SignedUploadSlot, string>> = SIGNED_UPLOAD_LABELS[module];

  const slot = (name: SignedUploadSlot) => {
    const label = labels[name];
    if (!label) return null;
    return (
      <SignedSlot
        label={label}
        view={view.slots[name]}
        onChoose={(file) => actor.send({ type: 'file.choose', slot: name, file })}
        onConfirm={() => actor.send({ type: 'file.confirm' })}
        onCancel={() => actor.send({ type: 'file.cancel', slot: name })}
        onDelete={() => actor.send({ type: 'file.delete', slot: name })}
        onDownload={onDownload}
      />
    );
  };
  const slots: SignedUploadSlots = { signed: slot('signed'), acceptance: slot('acceptance') };

  return (
    <>
      {children ? (
        children(slots)
      ) : (
        <div className="signed-panel">
          {slots.signed}
          {slots.acceptance}
        </div>
      )}
      <SignedSlotAlerts
        view={view}
        onDismiss={() => actor.send({ type: 'alert.dismiss' })}
        onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
        onKeepCopy={() => actor.send({ type: 'delete.cancel' })}
      />
    </>
  );
}

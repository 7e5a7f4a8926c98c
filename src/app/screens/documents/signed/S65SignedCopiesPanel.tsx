import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { s65SlotCopy, type S65SignedState, type S65Slot } from '../../../../../machines/s65-signing.machine';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { SignedSlot } from './SignedSlot';
import { SignedSlotAlerts } from './SignedSlotAlerts';
import { slotsViewOf } from './slots-view';
import { useS65SigningActor, type S65SigningActor, type S65SigningActorOptions } from './use-s65-signing-actor';
import './signed.css';

/** Seed 001 §4: the seller's lawyer signs first, then the buyer's lawyer. */
export const S65_SLOT_LABELS: Record<S65Slot, string> = {
  seller: "Seller's Lawyer signed copy",
  buyer: "Buyer's Lawyer signed copy",
};

const SLOTS: readonly S65Slot[] = ['seller', 'buyer'];

export interface S65SignedCopiesPanelProps extends S65SigningActorOptions {
  onDownload: (copy: SignedCopy) => void;
  /**
   * The machine's signed state ('none', 'seller', 'both'), on mount and whenever it changes: the page's send
   * presets and notification choice follow it without waiting for the property to reload.
   */
  onSignedStateChange?: ((state: S65SignedState) => void) | undefined;
}

function useSignedStateReport(actor: S65SigningActor, onChange: S65SignedCopiesPanelProps['onSignedStateChange']): void {
  const signedState = useSelector(actor, (snapshot) => snapshot.context.signedState);
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    latest.current?.(signedState);
  }, [signedState]);
}

/**
 * The S.65 SUMMARY tab's signed copies (seed 001 §4 "S.65 signing and sending"), driven by the s65-signing
 * machine: the seller's lawyer's copy, then the buyer's; a copy signed through DSS stays.
 */
export function S65SignedCopiesPanel({ onDownload, onSignedStateChange, ...options }: S65SignedCopiesPanelProps) {
  const actor = useS65SigningActor(options);
  const view = useSelector(actor, (snapshot) => slotsViewOf(snapshot, SLOTS, s65SlotCopy));
  useSignedStateReport(actor, onSignedStateChange);

  return (
    <>
      <div className="signed-panel">
        {SLOTS.map((slot) => (
          <SignedSlot
            key={slot}
            label={S65_SLOT_LABELS[slot]}
            view={view.slots[slot]}
            onChoose={(file) => actor.send({ type: 'file.choose', slot, file })}
            onConfirm={() => actor.send({ type: 'file.confirm' })}
            onCancel={() => actor.send({ type: 'file.cancel', slot })}
            onDelete={() => actor.send({ type: 'file.delete', slot })}
            onDownload={onDownload}
          />
        ))}
      </div>
      <SignedSlotAlerts
        view={view}
        onDismiss={() => actor.send({ type: 'alert.dismiss' })}
        onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
        onKeepCopy={() => actor.send({ type: 'delete.cancel' })}
      />
    </>
  );
}

import type { FlowAlert } from '../../../../../machines/flow-alert';
import {
  slotStatusOf,
  type ChosenFile,
  type SignedCopy,
  type SignedSlotContext,
  type SignedSlotEvent,
  type SlotStatus,
} from '../../../../../machines/signed-slots';

/**
 * What both signed-copy machines' snapshots offer the screen. The OTP / WTA and S.65 panels draw the same
 * slots, so they read their machine through this one shape.
 */
export interface SlotsSnapshot<TSlot extends string> {
  value: unknown;
  context: SignedSlotContext<TSlot>;
  hasTag: (tag: 'busy' | 'error' | 'confirm') => boolean;
  can: (event: SignedSlotEvent<TSlot>) => boolean;
}

/** One slot as the screen draws it; every `can…` is the machine's answer, never a rule re-checked here. */
export interface SlotView {
  status: SlotStatus;
  chosen: ChosenFile | null;
  copy: SignedCopy | null;
  /** The slot's chosen file is in the running upload. */
  isUploading: boolean;
  /** 0..1 of the running upload. */
  progress: number;
  /** The slot's copy is being removed. */
  isDeleting: boolean;
  canChoose: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  canDelete: boolean;
}

export interface SlotsView<TSlot extends string> {
  slots: Record<TSlot, SlotView>;
  /** The rule refusal or failed call to acknowledge with OK; null when none. */
  alert: FlowAlert | null;
  /** The 'Delete Record' question, answered Delete or Cancel; null when none. */
  confirmDelete: FlowAlert | null;
}

/** A file the picker could hand over: asking the machine whether a choice is taken at all in this state. */
const PROBE: ChosenFile = { name: 'probe.pdf', size: 1 };

function slotViewOf<TSlot extends string>(snapshot: SlotsSnapshot<TSlot>, slot: TSlot, copy: SignedCopy | null): SlotView {
  const { context } = snapshot;
  const chosen = context.chosen[slot];
  return {
    status: slotStatusOf(copy, chosen),
    chosen,
    copy,
    isUploading: snapshot.value === 'uploading' && chosen !== null,
    progress: context.progress,
    isDeleting: snapshot.value === 'deleting' && copy !== null && context.pendingDelete?.id === copy.id,
    canChoose: snapshot.can({ type: 'file.choose', slot, file: PROBE }),
    canConfirm: snapshot.can({ type: 'file.confirm' }),
    canCancel: snapshot.can({ type: 'file.cancel', slot }),
    canDelete: snapshot.can({ type: 'file.delete', slot }),
  };
}

export function slotsViewOf<TSlot extends string>(
  snapshot: SlotsSnapshot<TSlot>,
  slots: readonly TSlot[],
  copyOf: (context: SignedSlotContext<TSlot>, slot: TSlot) => SignedCopy | null,
): SlotsView<TSlot> {
  const views = Object.fromEntries(slots.map((slot) => [slot, slotViewOf(snapshot, slot, copyOf(snapshot.context, slot))]));
  const { alert } = snapshot.context;
  return {
    slots: views as Record<TSlot, SlotView>,
    alert: snapshot.hasTag('error') ? alert : null,
    confirmDelete: snapshot.hasTag('confirm') ? alert : null,
  };
}

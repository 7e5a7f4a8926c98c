/**
 * The questions asked before work is lost: leaving a form with changes not saved, discarding draft requisitions.
 * The seeds give no wording for them (issue 18 asks for both), so these are ours. Part of the catalogue in
 * ../messages.ts.
 */
export const confirmationMessages = {
  unsavedChangesTitle: 'Unsaved Changes',
  leaveWithoutSaving: 'You have unsaved changes. Leave without saving?',
  discardDraftTitle: 'Discard Confirmation',
  /** One draft (its row's Discard) or the whole cart (Discard All); nothing is sent or charged for a discarded draft. */
  confirmDiscardDrafts: (lfControlNos: readonly string[]) =>
    lfControlNos.length === 1
      ? `Are you sure you want to discard draft ${lfControlNos[0] ?? ''}? It will not be sent, and it cannot be recovered.`
      : `Are you sure you want to discard all ${lfControlNos.length} drafts in the cart? They will not be sent, and they cannot be recovered.`,
} as const;

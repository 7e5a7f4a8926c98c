/**
 * The Checklist & Templates add-on: the case checklist, its ticks and templates. Part of the catalogue in
 * ../messages.ts (verbatim seed wording where the seeds have it; see there).
 */
export const checklistMessages = {
  // Seed 001 §5 "Checklist": Mortgage and Others get no checklist, verbatim.
  checklistNotEligible: 'not eligible for CheckList & Template generation',
  // Ours: the seed says a missing transaction type "prompts to add one" without giving the words.
  checklistTransactionTypeMissing: 'This property has no Transaction Type. Please add one to generate its CheckList & Templates.',
  // Ours: why the missing type cannot be added on a read-only or locked checklist page.
  checklistTypeReadOnly: 'This checklist is open read-only. Open it from the property to add the Transaction Type here.',
  checklistTypeLocked: 'This case is locked: its Transaction Type can no longer be added.',
  checklistReadOnly: 'This checklist is open read-only. Open it from the property to tick items.',
  checklistItemUnknown: 'This checklist has no such item.',
  checklistItemDerived: 'This item is done in the case: it follows the case and cannot be ticked or unticked here.',
  checklistLocked: 'This case is locked: its checklist can no longer be changed.',
  checklistSearchPlaceholder: 'Search by Property Control No., Reference No. or Address',
} as const;

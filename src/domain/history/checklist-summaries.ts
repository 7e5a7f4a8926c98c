/** The history's one-line summaries of the partner checklist: the checklist opened, an item ticked or unticked. */

export const checklistOpened = (checkListId: string): string => `Opened the checklist ${checkListId}.`;

/** The item by the label the checklist page shows (src/domain/checklist/definitions.ts). */
export const checklistItemTicked = (label: string): string => `Ticked the checklist item: ${label}.`;

export const checklistItemUnticked = (label: string): string => `Unticked the checklist item: ${label}.`;

import type { KeyboardEvent } from 'react';

/** What a key pressed on a focused listing row does; keys pressed inside the row's links and boxes are theirs. */
export interface RowKeyHandlers {
  open: () => void;
  toggleSelection: () => void;
}

const focusRow = (row: Element | null | undefined) => {
  if (row instanceof HTMLElement) row.focus();
};

/**
 * The grid's keys, as React Aria's table gave them: Up and Down move between rows, Home and End go to the first
 * and last row, Enter opens the row (its View), Space selects it.
 */
export function handleRowKey(event: KeyboardEvent<HTMLTableRowElement>, handlers: RowKeyHandlers): void {
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  switch (event.key) {
    case 'ArrowDown':
      focusRow(row.nextElementSibling);
      break;
    case 'ArrowUp':
      focusRow(row.previousElementSibling);
      break;
    case 'Home':
      focusRow(row.parentElement?.firstElementChild);
      break;
    case 'End':
      focusRow(row.parentElement?.lastElementChild);
      break;
    case 'Enter':
      handlers.open();
      break;
    case ' ':
      handlers.toggleSelection();
      break;
    default:
      return;
  }
  event.preventDefault();
}

/** A click on a row's own cells, not on a link, button or box inside it. */
export const isRowOwnClick = (target: EventTarget) => !(target instanceof Element && target.closest('a, button, input, label'));

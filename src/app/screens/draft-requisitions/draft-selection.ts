import type { Selection } from 'react-aria-components';
import type { DraftCartEvent, DraftRow } from '../../../../machines/draft-cart.machine';

/**
 * What a change of the table's ticks asks the draft cart for. The header box selects every draft (RAC says
 * 'all') or, when the page's drafts are all in the cart, unselects them (an empty set): the cart's select-all
 * and unselect-all. A row's box adds or removes that draft.
 */
export function selectionEvents(keys: Selection, pageRows: readonly DraftRow[], cart: readonly DraftRow[]): DraftCartEvent[] {
  if (keys === 'all') return [{ type: 'rows.toggleAll', selected: true }];
  const inCart = new Set(cart.map((row) => row.lfControlNumber));
  const ticked = new Set([...keys].map(String));
  const shownInCart = pageRows.filter((row) => inCart.has(row.lfControlNumber));
  if (ticked.size === 0 && shownInCart.length > 1 && shownInCart.length === pageRows.length) {
    return [{ type: 'rows.toggleAll', selected: false }];
  }
  return pageRows
    .filter((row) => inCart.has(row.lfControlNumber) !== ticked.has(row.lfControlNumber))
    .map((row) => ({ type: 'row.toggle', lfControlNo: row.lfControlNumber, selected: ticked.has(row.lfControlNumber) }));
}

import type { ChecklistEligibility, ChecklistItemState } from '../../domain/checklist/definitions';
import { toDisplayDate, toDisplayTimestamp } from '../../domain/display-date';
import { checklistMessages } from '../../domain/messages/checklist';
/** The partner e-checklist's stand-in page, shown in the checklist frame. Plain HTML and forms, no scripts. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}h1{font-size:1.25rem}h2{font-size:1.05rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left;vertical-align:top}
.note{color:#4b5563}.done{color:#166534}.open{color:#92400e}form{margin:0}button{font:inherit;padding:.2rem .7rem;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function checklistMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

export interface ChecklistCase {
  checkListId: string;
  propertyRefNo: string;
  transactionTypeName: string;
  propAddress: string;
  completionDate: string | null;
}

export interface ChecklistPageView {
  item: ChecklistCase;
  eligibility: ChecklistEligibility;
  states: readonly ChecklistItemState[];
  /** Whether the token lets this frame tick and untick (never for a locked case). */
  editable: boolean;
  /** The case is locked: the page says so instead of the read-only note. */
  locked?: boolean;
  /** The page's own address with its token: the forms post to it. */
  pageAddress: string;
  /** The template downloads, each with its token. */
  templates: ReadonlyArray<{ title: string; address: string }>;
}

/** An instant as dd-MMM-yyyy HH:mm in Singapore time. */
const tickTime = (instant: string) => toDisplayTimestamp(instant).replace(/:\d{2}$/, '');

function stateCell(state: ChecklistItemState): string {
  if (state.state === 'derived') return `<td class="done">Done in the case (${escapeHtml(state.evidence)})</td>`;
  if (state.state === 'ticked') {
    return `<td class="done">Done: ticked by ${escapeHtml(state.tick.tickedBy)} on ${escapeHtml(tickTime(state.tick.tickedAt))}</td>`;
  }
  return '<td class="open">Open</td>';
}

function actionCell(state: ChecklistItemState, view: ChecklistPageView): string {
  if (!view.editable || state.state === 'derived' || state.item.derivedFrom) return '<td></td>';
  const action = state.state === 'ticked' ? 'untick' : 'tick';
  return (
    `<td><form method="post" action="${escapeHtml(view.pageAddress)}">` +
    `<input type="hidden" name="item" value="${escapeHtml(state.item.key)}"><input type="hidden" name="action" value="${action}">` +
    `<button type="submit" aria-label="${action === 'tick' ? 'Tick' : 'Untick'}: ${escapeHtml(state.item.label)}">${action === 'tick' ? 'Tick' : 'Untick'}</button>` +
    '</form></td>'
  );
}

function body(view: ChecklistPageView): string {
  if (view.eligibility === 'missing') return `<p>${escapeHtml(checklistMessages.checklistTransactionTypeMissing)}</p>`;
  if (view.eligibility === 'notEligible') {
    return `<p>${escapeHtml(view.item.transactionTypeName)} is ${escapeHtml(checklistMessages.checklistNotEligible)}.</p>`;
  }
  const rows = view.states.map((state) => `<tr><td>${escapeHtml(state.item.label)}</td>${stateCell(state)}${actionCell(state, view)}</tr>`).join('');
  const done = view.states.filter((state) => state.state !== 'open').length;
  const templates = view.templates
    .map((template) => `<li><a href="${escapeHtml(template.address)}" download>${escapeHtml(template.title)} (PDF)</a></li>`)
    .join('');
  return (
    `<table><caption>Checklist ${escapeHtml(view.item.checkListId)}: ${done} of ${view.states.length} done</caption>` +
    `<thead><tr><th scope="col">Step</th><th scope="col">Status</th><th scope="col"><span class="note">Action</span></th></tr></thead><tbody>${rows}</tbody></table>` +
    (view.editable
      ? ''
      : `<p class="note">${escapeHtml(view.locked ? checklistMessages.checklistLocked : checklistMessages.checklistReadOnly)}</p>`) +
    `<h2>Templates</h2><ul>${templates}</ul>`
  );
}

export function checklistPage(view: ChecklistPageView): string {
  const { item } = view;
  const heading = `${item.propertyRefNo} (${item.transactionTypeName || 'no transaction type'})`;
  return page(
    `Checklist ${item.propertyRefNo}`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(item.propAddress)}</p>` +
      `<p class="note">Completion date: ${escapeHtml(item.completionDate ? toDisplayDate(item.completionDate) : 'not set')}</p>${body(view)}` +
      '<p class="note">Sandbox stand-in for the partner e-checklist.</p>',
  );
}

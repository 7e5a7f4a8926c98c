import { toDisplayDate } from '../../domain/display-date';
/** The partner e-checklist's stand-in page, shown in the listing's checklist frame. Plain HTML, no scripts. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}h1{font-size:1.25rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left}
.note{color:#4b5563}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function checklistMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

const SALE_STEPS = [
  'Warrant to Act signed by the vendor',
  'Option to Purchase granted and option fee received',
  'Option exercised by the purchaser',
  'Legal requisitions replied',
  'Completion account prepared',
  'Title documents and keys handed over',
];
const PURCHASE_STEPS = [
  'Warrant to Act signed by the purchaser',
  'Option to Purchase exercised',
  'Buyer’s stamp duty paid',
  'Legal requisitions raised and replied',
  'Loan and CPF documents ready',
  'Completion and registration of the transfer',
];

export interface ChecklistCase {
  checkListId: string;
  propertyRefNo: string;
  transactionTypeName: string;
  propAddress: string;
  completionDate: string | null;
}

/** Seed 001 §4: Mortgage and Others get no checklist; sale and purchase cases get the partner's steps. */
function stepsFor(transactionTypeName: string): readonly string[] | undefined {
  if (transactionTypeName.includes('Sale')) return SALE_STEPS;
  if (transactionTypeName.includes('Purchase')) return PURCHASE_STEPS;
  return undefined;
}

export function checklistPage(item: ChecklistCase): string {
  const heading = `${item.propertyRefNo} (${item.transactionTypeName || 'no transaction type'})`;
  const steps = stepsFor(item.transactionTypeName);
  const list = steps
    ? `<table><caption>Checklist ${escapeHtml(item.checkListId)}</caption><thead><tr><th scope="col">Step</th><th scope="col">Status</th></tr></thead><tbody>${steps
        .map((step) => `<tr><td>${escapeHtml(step)}</td><td>Open</td></tr>`)
        .join('')}</tbody></table>`
    : `<p>${escapeHtml(item.transactionTypeName || 'This case')} is not eligible for CheckList &amp; Template generation.</p>`;
  return page(
    `Checklist ${item.propertyRefNo}`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(item.propAddress)}</p>` +
      `<p class="note">Completion date: ${escapeHtml(item.completionDate ? toDisplayDate(item.completionDate) : 'not set')}</p>${list}` +
      '<p class="note">Sandbox stand-in for the partner e-checklist.</p>',
  );
}

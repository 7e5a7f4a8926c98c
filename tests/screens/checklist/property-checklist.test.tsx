import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { PropertyChecklistPage } from '../../../src/app/screens/checklist/PropertyChecklistPage';
import { messages } from '../../../src/domain/messages';
import { checklistProperty, checklistRoutes } from '../../../stories/checklist/checklist-api';
import { apiCalls } from '../../../stories/support/mock-api';
import { renderSignedInPage } from '../support/signed-in-page';

/** Issue 17: the case's Checklist & Templates page — the frame (editable, read-only, locked), the missing-type prompt, not eligible. */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

let checklistAddresses: string[] = [];

function render(property: Property, direct: boolean) {
  const rendered = renderSignedInPage({
    routes: checklistRoutes({ property }),
    path: `/property-checklist/101/${direct}`,
    page: () => <PropertyChecklistPage id={101} direct={direct} />,
  });
  // The mock records paths only: note get-checklist-url's query (direct) here.
  const mocked = globalThis.fetch;
  checklistAddresses = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (address.includes('/api/get-checklist-url/')) checklistAddresses.push(address);
    return mocked(input, init);
  };
  cleanup = () => {
    globalThis.fetch = mocked;
    rendered.cleanup();
  };
  return rendered;
}

async function region() {
  const found = await screen.findByRole('region', { name: 'Checklist & Templates' });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'));
  return within(found);
}

describe('the case checklist page with an eligible type', () => {
  it('opened direct: the frame at the editable address, no note', async () => {
    render(checklistProperty('Sale'), true);
    const view = await region();
    expect(view.getByText('PCN-2026-000101 (Sale)')).toBeInTheDocument();
    const frame = await view.findByTitle('Checklist for PCN-2026-000101');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(checklistAddresses.at(-1)).toMatch(/\/get-checklist-url\/LA-000101\?direct=true$/);
    expect(view.queryByRole('note')).not.toBeInTheDocument();
  });

  it('not direct: the read-only note and the read-only address', async () => {
    render(checklistProperty('Purchase'), false);
    const view = await region();
    await view.findByTitle('Checklist for PCN-2026-000101');
    expect(view.getByRole('note')).toHaveTextContent(messages.checklistReadOnly);
    expect(checklistAddresses.at(-1)).toMatch(/\/get-checklist-url\/LA-000101$/);
  });

  it('a locked case, even direct: the locked note and the read-only address', async () => {
    render({ ...checklistProperty('Sale (HDB)'), locked: true }, true);
    const view = await region();
    await view.findByTitle('Checklist for PCN-2026-000101');
    expect(view.getByRole('note')).toHaveTextContent(messages.checklistLocked);
    expect(view.queryByText(messages.checklistReadOnly)).not.toBeInTheDocument();
    expect(checklistAddresses.at(-1)).toMatch(/\/get-checklist-url\/LA-000101$/);
  });

  it('a case without a checklist yet is given one, then read again so it shows it; the frame is not reloaded', async () => {
    render(checklistProperty('Sale', null), true);
    const view = await region();
    await view.findByTitle('Checklist for PCN-2026-000101');
    await waitFor(() => expect(apiCalls('GET /get-property/{id}')).toHaveLength(2));
    expect(apiCalls('POST /ensure-checklist')).toHaveLength(1);
    expect(checklistAddresses).toHaveLength(1);
  });
});

describe('the case checklist page without an eligible type', () => {
  it('no type: the prompt with its form (checklist-type-prompt.test.tsx); no checklist asked', async () => {
    render(checklistProperty(''), true);
    const view = await region();
    expect(view.getByText(messages.checklistTransactionTypeMissing)).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.queryByTitle('Checklist for PCN-2026-000101')).not.toBeInTheDocument();
    expect(apiCalls('POST /ensure-checklist')).toHaveLength(0);
  });

  it.each([['Mortgage'], ['Others']])('%s: the seed’s not-eligible words, no frame', async (type) => {
    render(checklistProperty(type), true);
    const view = await region();
    expect(view.getByRole('status')).toHaveTextContent(`${type} is ${messages.checklistNotEligible}.`);
    expect(view.queryByTitle('Checklist for PCN-2026-000101')).not.toBeInTheDocument();
    expect(apiCalls('POST /ensure-checklist')).toHaveLength(0);
  });
});

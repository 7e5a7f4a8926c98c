import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { emptyDraft, type PropertyDraft, type PropertyFormMode } from '../../../src/app/screens/property-form/draft';
import { PropertyFormFields } from '../../../src/app/screens/property-form/sections/PropertyFormFields';

export interface RenderFieldsOptions {
  draft?: PropertyDraft;
  mode?: PropertyFormMode;
  readOnly?: boolean;
  /** For tests on fake timers: user-event waits through them. */
  fakeTimers?: boolean;
}

/**
 * PropertyFormFields held by a host that merges each patch into its draft, as the form machine does.
 * `draft()` reads what the host holds now.
 */
export function renderFields({ draft = emptyDraft(), mode = 'add', readOnly = false, fakeTimers = false }: RenderFieldsOptions = {}) {
  const held = { draft };
  function Host() {
    const [current, setCurrent] = useState(draft);
    held.draft = current;
    return (
      <PropertyFormFields draft={current} onChange={(patch) => setCurrent((before) => ({ ...before, ...patch }))} readOnly={readOnly} mode={mode} />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Host />
    </QueryClientProvider>,
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { user, draft: () => held.draft };
}

export const section = (name: string) => within(screen.getByRole('region', { name }));
export const field = (name: string) => screen.getByRole('textbox', { name });

/** A filled BUILDING property, as a stored one comes back from get-property. */
export function filledBuilding(): PropertyDraft {
  return {
    ...emptyDraft(),
    id: 41,
    lawfirmRefNo: 'TL/CONV/2026/0203',
    propertyRefNo: 'PCN-2026-000106',
    postal: '085301',
    propName: 'PINNACLE @ DUXTON',
    hseNo: '1G',
    storeyNo: '40',
    unitNo: '12',
    streetName: 'CANTONMENT ROAD',
    road1: 'CANTONMENT ROAD',
    propAcctNo: '12345678',
    mcstNo: '3456',
    mcstDetails: [
      {
        mcstId: 'm1',
        mcstNo: '3456',
        subMcsNo: '',
        mcstType: 'Residential',
        devName: 'PINNACLE @ DUXTON',
        devLocation: 'Cantonment Road',
        maName: 'Knight Frank Property Asset Management',
        maAddress1: '',
        maAddress2: '',
        maAgencyMail: '',
        isChecked: '1',
      },
    ],
    lotInfos: [{ mktsId: 'TS', mktsNo: '23', landLotFormat: 'N', landLotNo: '99925N', partIndicator: 'N', irasPLPTNo: '' }],
    lotType: 'S',
    mktsId: 'TS',
    mktsNo: '23',
    strataLotFormat: 'N',
    strataLotNo: 'U1234X',
    applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
    transactionTypeId: 4,
    transactionTypeName: 'Purchase (HDB)',
    clientFlag: 'B',
    completionDate: '2027-12-18',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A select's trigger: React Aria names it by its value then its label. */
export const selectTrigger = (label: string) => screen.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) });

export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(selectTrigger(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../src/app/screens/property-form/draft';
import { stubLookupServer } from './lookup-server';
import { filledBuilding, renderFields, section } from './render-fields';

/** The preview lists each field as a term and its value as the definition that follows. */
const term = (sectionName: string, label: string) =>
  section(sectionName)
    .queryAllByRole('term')
    .find((t) => t.textContent === label);

function valueOf(sectionName: string, label: string): string | null {
  const found = term(sectionName, label);
  if (!found) throw new Error(`No '${label}' in ${sectionName}.`);
  return found.nextElementSibling?.textContent ?? null;
}

describe('read-only preview', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    server = stubLookupServer();
  });

  afterEach(() => {
    server.restore();
  });

  it('shows the values as text, with no inputs, buttons or lookups', () => {
    renderFields({ draft: filledBuilding(), mode: 'edit', readOnly: true });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(valueOf('Applicant Information', 'Name of Applicant Solicitor')).toBe('Tan Wei Ming');
    expect(valueOf('Property Information', 'Transaction Type')).toBe('Purchase (HDB)');
    expect(valueOf('Property Information', 'Property Description')).toBe('BUILDING EXISTING');
    expect(valueOf('Property Information', 'Street Name')).toBe('CANTONMENT ROAD');
    expect(valueOf('Property Information', 'Completion Date')).toBe('18-Dec-2027');
    expect(valueOf('MCST Information', 'MCST No.')).toBe('3456');
    expect(server.requestsTo('/get-transtype-list')).toEqual([]);
  });

  it('shows the MCST, land-lot and strata tables as text', () => {
    renderFields({ draft: filledBuilding(), mode: 'edit', readOnly: true });
    const mcst = within(screen.getByRole('table', { name: 'MCST details' }));
    expect(mcst.getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(mcst.getByRole('cell', { name: 'Knight Frank Property Asset Management' })).toBeInTheDocument();
    const lots = within(screen.getByRole('table', { name: 'Land lots' }));
    expect(lots.getByRole('cell', { name: '99925N' })).toBeInTheDocument();
    const strata = within(screen.getByRole('table', { name: 'Strata / Accessory lot' }));
    expect(strata.getByRole('cell', { name: 'S (Strata)' })).toBeInTheDocument();
    expect(strata.getByRole('cell', { name: 'U1234X' })).toBeInTheDocument();
  });

  it('a LAND preview has no block/house no., no storey or unit (issue 18) and no strata table', () => {
    renderFields({
      draft: { ...emptyDraft(), propType: 'LAND', propDesc: 'VACANT LAND', streetName: 'JALAN KEMBANGAN' },
      readOnly: true,
      mode: 'edit',
    });
    expect(term('Property Information', 'Block/House No.')).toBeUndefined();
    expect(term('Property Information', 'Storey No.')).toBeUndefined();
    expect(term('Property Information', 'Unit No.')).toBeUndefined();
    expect(screen.queryByRole('table', { name: 'Strata / Accessory lot' })).not.toBeInTheDocument();
    expect(valueOf('Property Information', 'Property Description')).toBe('VACANT LAND');
  });
});

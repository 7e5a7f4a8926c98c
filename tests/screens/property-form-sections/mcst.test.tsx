import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { mcstRecord, stubLookupServer } from './lookup-server';
import { field, renderFields, section } from './render-fields';

const mcstTable = () => within(screen.getByRole('table', { name: 'MCST details' }));

describe('MCST lookup', () => {
  let server: ReturnType<typeof stubLookupServer>;

  beforeEach(() => {
    server = stubLookupServer({
      mcst: {
        '3456': [mcstRecord('3456', "D'LEEDON")],
        '1234': [mcstRecord('1234', 'REFLECTIONS AT KEPPEL BAY'), mcstRecord('1234', 'REFLECTIONS AT KEPPEL BAY', '1234A')],
      },
    });
  });

  afterEach(() => {
    server.restore();
  });

  const searchedNumbers = async () =>
    Promise.all(server.requestsTo('/searchMcstNo').map(async (r) => ((await r.clone().json()) as { mcstno: string }).mcstno));

  it('does not search while typing; Enter searches once', async () => {
    const { user } = renderFields();
    await user.type(field('MCST No.'), '3456');
    expect(await searchedNumbers()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await mcstTable().findByRole('cell', { name: "D'LEEDON" })).toBeInTheDocument();
    await user.tab();
    expect(await searchedNumbers()).toEqual(['3456']);
  });

  it('a single MCST row is ticked and its checkbox cannot be toggled', async () => {
    const { user, draft } = renderFields();
    await user.type(field('MCST No.'), '3456');
    await user.tab();
    const tick = await mcstTable().findByRole('checkbox', { name: 'Select MCST row 1' });
    expect(tick).toBeChecked();
    expect(tick).toBeDisabled();
    expect(draft().mcstDetails).toMatchObject([{ mcstNo: '3456', devName: "D'LEEDON", isChecked: '1', blockNo: '7', postalCode: '267953' }]);
    expect(mcstTable().getByRole('cell', { name: '7 LEEDON HEIGHTS, SINGAPORE 267953' })).toBeInTheDocument();
  });

  it('several MCST rows start unticked and the user ticks them', async () => {
    const { user, draft } = renderFields();
    await user.type(field('MCST No.'), '1234');
    await user.click(section('MCST Information').getByRole('button', { name: 'Search' }));
    const second = await mcstTable().findByRole('checkbox', { name: 'Select MCST row 2' });
    const first = mcstTable().getByRole('checkbox', { name: 'Select MCST row 1' });
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();
    expect(second).toBeEnabled();
    await user.click(second);
    expect(second).toBeChecked();
    expect(draft().mcstDetails.map((d) => d.isChecked)).toEqual(['0', '1']);
    await user.click(second);
    expect(draft().mcstDetails.map((d) => d.isChecked)).toEqual(['0', '0']);
    expect(await searchedNumbers()).toEqual(['1234']);
  });

  it("no active MCST warns 'No Active MCST available : {mcst no}'", async () => {
    const { user, draft } = renderFields();
    await user.type(field('MCST No.'), '9999');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'MCST search' })).toHaveTextContent(messages.noActiveMcst('9999'));
    expect(screen.queryByRole('table', { name: 'MCST details' })).not.toBeInTheDocument();
    expect(draft().mcstDetails).toEqual([]);
  });

  it('a new number replaces the rows and the warning; clearing the number drops the rows', async () => {
    const { user, draft } = renderFields();
    await user.type(field('MCST No.'), '9999');
    await user.keyboard('{Enter}');
    await screen.findByText(messages.noActiveMcst('9999'));
    await user.clear(field('MCST No.'));
    expect(screen.queryByText(messages.noActiveMcst('9999'))).not.toBeInTheDocument();
    await user.type(field('MCST No.'), '3456{Enter}');
    expect(await mcstTable().findByRole('checkbox', { name: 'Select MCST row 1' })).toBeChecked();
    await user.clear(field('MCST No.'));
    expect(screen.queryByRole('table', { name: 'MCST details' })).not.toBeInTheDocument();
    expect(draft()).toMatchObject({ mcstNo: '', mcstDetails: [] });
  });
});

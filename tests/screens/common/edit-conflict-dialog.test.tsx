import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { editConflictMachine, type EditConflictInput, type LatestVersion } from '../../../machines/edit-conflict.machine';
import { EditConflictDialog } from '../../../src/app/screens/common/EditConflictDialog';
import { caseFieldLabel } from '../../../src/domain/edit-conflict/field-labels';
import { messages } from '../../../src/domain/messages';

const opened = { propName: 'HARBOUR VIEW', road1: '', unitNo: '05' };
const message = messages.editConflict('Tan Wei Ming', 'this case', '08-Dec-2026 10:42:00');

async function shown(input: EditConflictInput, latest: LatestVersion) {
  const actor = createActor(
    editConflictMachine.provide({ actors: { loadLatest: fromPromise<LatestVersion, { recordId: number }>(() => Promise.resolve(latest)) } }),
    { input },
  ).start();
  render(<EditConflictDialog actor={actor} fieldLabel={caseFieldLabel} />);
  await act(() => waitFor(actor, (snapshot) => snapshot.matches('choosing')));
  return { actor, dialog: await screen.findByRole('alertdialog', { name: messages.editConflictTitle }) };
}

describe('the edit-conflict dialog', () => {
  it('says who saved first, lists their change with their value and mine, and keeps my edit on their version', async () => {
    const { actor, dialog } = await shown(
      { recordId: 102, base: opened, mine: { ...opened, road1: 'TELOK BLANGAH ROAD' }, version: 1, message },
      { values: { ...opened, propName: 'HARBOUR VIEW GARDENS' }, version: 2 },
    );
    expect(dialog).toHaveTextContent(message);
    const cells = within(within(dialog).getByRole('row', { name: /Development Name/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['HARBOUR VIEW GARDENS', 'HARBOUR VIEW']);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.editConflictReapply }));
    expect(actor.getSnapshot().output).toMatchObject({ values: { propName: 'HARBOUR VIEW GARDENS', road1: 'TELOK BLANGAH ROAD' }, version: 2 });
  });

  it('names a field we both changed, keeps theirs there, and offers only to discard mine when nothing else is left', async () => {
    const { actor, dialog } = await shown(
      { recordId: 102, base: opened, mine: { ...opened, unitNo: '07' }, version: 1, message },
      { values: { ...opened, unitNo: '06' }, version: 2 },
    );
    expect(within(dialog).getByText(messages.editConflictCollisions)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.editConflictReapply })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: messages.editConflictDiscard }));
    expect(actor.getSnapshot().output).toMatchObject({ values: { unitNo: '06' }, edited: false });
  });
});

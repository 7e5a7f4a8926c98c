import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { messages } from '../../src/domain/messages';
import { EditConflictStory } from './edit-conflict-story';

/**
 * Someone else saved the case first: the dialog the case-details form and the OTP, WTA and S.65 pages open over the
 * form when their save is refused as stale. What it shows and allows comes from the edit-conflict machine; the
 * choices' effect on the form is proven in tests/screens/common/edit-conflict-dialog.test.tsx and the two-browser
 * journey in tests/e2e/two-people.test.ts.
 */
const opened = { propName: 'HARBOUR VIEW', road1: '', unitNo: '05' };
const message = messages.editConflict('Tan Wei Ming', 'this case', '08-Dec-2026 10:42:00');

const meta = {
  title: 'Common/EditConflictDialog',
  component: EditConflictStory,
  parameters: { layout: 'fullscreen' },
  args: {
    input: { recordId: 102, base: opened, mine: { ...opened, road1: 'TELOK BLANGAH ROAD' }, version: 1, message },
    latest: { values: { ...opened, propName: 'HARBOUR VIEW GARDENS' }, version: 2 },
  },
} satisfies Meta<typeof EditConflictStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** They renamed the development, I changed the road: my road can go on top of their version. */
export const DifferentFields: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: messages.editConflictTitle });
    await expect(await screen.findByRole('row', { name: /Development Name/ })).toHaveTextContent('HARBOUR VIEW GARDENS');
    await expect(dialog).toHaveTextContent(message);
  },
};

/** We both changed the unit no.: theirs is kept and the field is named; nothing else of mine is left to keep. */
export const SameField: Story = {
  args: {
    input: { recordId: 102, base: opened, mine: { ...opened, unitNo: '07' }, version: 1, message },
    latest: { values: { ...opened, unitNo: '06' }, version: 2 },
  },
  play: async () => {
    await screen.findByText(messages.editConflictCollisions);
    await expect(screen.getByRole('button', { name: messages.editConflictReapply })).toBeDisabled();
  },
};

/** Their version could not be loaded: nothing is lost, Try again or Close. */
export const LoadFailed: Story = {
  args: { latest: null },
  play: async () => {
    await expect(await screen.findByText(messages.editConflictLoadFailed)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CasePresenceBanner } from '../../src/app/screens/presence/CasePresenceBanner';
import { presenceMessages as m } from '../../src/domain/messages/presence';

/**
 * Who else is on the case: the strip under the header of every case page, one line per other user of the firm on
 * it. The lines, the editing ones marked, and the case page beating and listening are proven in
 * tests/screens/presence/case-presence.test.tsx.
 */
const meta = {
  title: 'Presence/CasePresenceBanner',
  component: CasePresenceBanner,
  parameters: { layout: 'fullscreen' },
  args: { others: [] },
} satisfies Meta<typeof CasePresenceBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('status', { name: m.presenceLabel })).getAllByRole('listitem');

/** The secretary has the case open too, looking at it. */
export const SomeoneViewing: Story = {
  args: { others: [{ userId: 'limwei', userName: 'Lim Wei', editing: [] }] },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((line) => line.textContent)).toEqual([m.presenceViewing('Lim Wei')]);
  },
};

/** The secretary is editing the OTP: whoever opens its editor now knows before overwriting it. */
export const SomeoneEditing: Story = {
  args: { others: [{ userId: 'limwei', userName: 'Lim Wei', editing: ['otp'] }] },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((line) => line.textContent)).toEqual([m.presenceEditing('Lim Wei', ['otp'])]);
  },
};

/** Several people: each once, with everything any of their tabs edits. */
export const SeveralPeople: Story = {
  args: {
    others: [
      { userId: 'nouen', userName: 'Chua Kok Leong', editing: ['case-details', 's65'] },
      { userId: 'limwei', userName: 'Lim Wei', editing: ['otp'] },
      { userId: 'lawyer1', userName: 'Tan Wei Ming', editing: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).map((line) => line.textContent)).toEqual([
      m.presenceEditing('Chua Kok Leong', ['case-details', 's65']),
      m.presenceEditing('Lim Wei', ['otp']),
      m.presenceViewing('Tan Wei Ming'),
    ]);
  },
};

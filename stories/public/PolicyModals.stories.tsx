import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacyStatementModal } from '../../src/app/screens/common/PrivacyStatementModal';
import { TermsOfServiceModal } from '../../src/app/screens/common/TermsOfServiceModal';
import { pageOf } from './story-helpers';

const meta = {
  title: 'Common/PolicyModals',
  component: TermsOfServiceModal,
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof TermsOfServiceModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {
  play: async ({ canvasElement, args }) => {
    // A policy's text is fetched the first time it opens.
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Terms of Service' });
    for (const figure of ['1% a month or S$5', 'within 30 days of the bill date', '30 days after the notice', '3 months', "30 days' written notice", 'within 2 weeks', 'S$20']) {
      await expect(dialog).toHaveTextContent(figure);
    }
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const PrivacyStatement: Story = {
  render: (args) => <PrivacyStatementModal {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Privacy Statement' });
    await expect(dialog).toHaveTextContent('Personal Data Protection Act 2012');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

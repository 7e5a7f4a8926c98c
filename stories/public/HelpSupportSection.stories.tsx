import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HelpSupportSection } from '../../src/app/screens/public/HelpSupportSection';
import '../../src/app/screens/public/public.css';

const meta = {
  title: 'Public/HelpSupportSection',
  component: HelpSupportSection,
  decorators: [(Story) => <div className="landing"><main className="landing-main">{Story()}</main></div>],
} satisfies Meta<typeof HelpSupportSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const topic of ['About', 'Registration and fees', 'e-Checklist']) {
      await expect(canvas.getByRole('heading', { level: 3, name: topic })).toBeVisible();
    }
    const question = canvas.getByRole('button', { name: 'Is there a promotion?' });
    await userEvent.click(question);
    await expect(canvas.getByText(/6 months and get the following 3 months free/)).toBeVisible();
  },
};

export const EGuides: Story = {
  args: { selectedTab: 'eguides' },
  play: async ({ canvasElement }) => {
    // eGuides and Fees and Charges are fetched when first chosen.
    const table = await within(canvasElement).findByRole('grid', { name: 'User guides' });
    // React Aria's table mounts empty and fills in its next pass: wait for the rows, not just the table.
    await expect((await within(table).findAllByText('05-Jan-2026'))[0]).toBeVisible();
    for (const header of ['Description', 'Last Updated', 'Guide']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(within(table).getByRole('link', { name: 'Download Subscription registration form (PDF)' })).toHaveAttribute(
      'download',
    );
  },
};

export const FeesAndCharges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Fees and Charges' }));
    const fees = await canvas.findByRole('grid', { name: 'Subscription fees' });
    await expect(await within(fees).findByText('S$3.50 per agency request, plus GST')).toBeVisible();
    const agencies = canvas.getByRole('grid', { name: 'Legal requisition charges by agency' });
    // Each React Aria table mounts empty and fills in its next pass.
    await expect(await within(agencies).findByRole('columnheader', { name: 'Estimated reply' })).toBeVisible();
    // The agency's own charge, what the processing fee and its GST add, and the total the requisition page charges.
    const ura = within(agencies).getByRole('rowheader', { name: 'URA' }).closest('tr');
    await expect(ura).toHaveTextContent('S$54.50');
    await expect(ura).toHaveTextContent('S$58.32');
    await expect(within(agencies).getByRole('rowheader', { name: 'IRAS' }).closest('tr')).toHaveTextContent('S$43.82');
    await expect(within(agencies).getByRole('rowheader', { name: 'MCST Managing Agent' }).closest('tr')).toHaveTextContent('14 days');
  },
};

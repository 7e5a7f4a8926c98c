import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, GlobalLoader, PageTitle, type GlobalLoaderProps } from '../../src/app/ui';

/** The loader over a page, as the app shows it while a request runs: active it covers the page, inactive the page is free. */
function LoaderOverPage({ active }: GlobalLoaderProps) {
  return (
    <div style={{ padding: 24 }}>
      <PageTitle>Property Listing</PageTitle>
      <Card title="TL/CONV/2026/0203">
        <p>1G CANTONMENT ROAD, #40-12, SINGAPORE 085301</p>
        <Button>View</Button>
      </Card>
      <GlobalLoader active={active} />
    </div>
  );
}

const meta = {
  title: 'UI/GlobalLoader',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: LoaderOverPage,
  args: { active: true },
} satisfies Meta<typeof LoaderOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Please wait....');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** Nothing over the page. */
export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../src/app/ui';

const meta = {
  title: 'UI/Tabs',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: Tabs,
  parameters: { layout: 'padded' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Documents">
        <Tab id="upload">Upload New Document</Tab>
        <Tab id="activity">Activity Log</Tab>
        <Tab id="listing">Listing</Tab>
      </TabList>
      <TabPanel id="upload">Choose a file, the case file no. and its type.</TabPanel>
      <TabPanel id="activity">Who uploaded or downloaded what, and when.</TabPanel>
      <TabPanel id="listing">Every document of your firm.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchesPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Choose a file');
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity Log' }));
    await expect(canvas.getByRole('tab', { name: 'Activity Log' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Who uploaded');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Listing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'listing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Listing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = { args: { disabledKeys: ['activity'] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { machineRegistry } from '../../machines/index';
import { MachinesIndexPage } from '../../src/app/screens/machines';
import { machinesPageMessages as words } from '../../src/domain/messages/machines-page';
import { withRouter } from '../support/with-router';

const meta = {
  title: 'Machines/Index',
  component: MachinesIndexPage,
  parameters: { layout: 'padded' },
  decorators: [withRouter('/machines')],
} satisfies Meta<typeof MachinesIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: words.indexListLabel }));

/** /machines: every registered machine, each a link to its own page, with its size. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement).getAllByRole('listitem')).toHaveLength(machineRegistry.length);
    const login = list(canvasElement).getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/conveyancing/machines/login');
  },
};

/** Found by a state or an event: the matching states and events are named under the machine. */
export const SearchedByEvent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: words.indexSearchLabel }), 'login.');
    const items = list(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThan(machineRegistry.length);
    for (const item of items) await expect(item).toHaveTextContent(/Events: .*login\./i);
  },
};

/** Nothing holds the text: the page says so. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: words.indexSearchLabel }), 'no such thing');
    await expect(within(canvasElement).getByText(words.indexNoMatch('no such thing'))).toHaveAttribute('role', 'status');
  },
};

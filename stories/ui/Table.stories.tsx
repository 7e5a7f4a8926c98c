import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../src/app/ui';

interface PropertyRow {
  id: string;
  reference: string;
  address: string;
  status: 'Pending' | 'Active';
}

const ROWS: PropertyRow[] = [
  { id: '1', reference: 'JT/2026/014', address: '12 TAMPINES STREET 81, #05-112, SINGAPORE (520012)', status: 'Active' },
  { id: '2', reference: 'JT/2026/015', address: '8 ORCHARD BOULEVARD, #21-03, SINGAPORE (248646)', status: 'Pending' },
];

function PropertyTable({ rows }: { rows: PropertyRow[] }) {
  return (
    <Table aria-label="Properties">
      <TableHeader>
        <Column isRowHeader>Reference</Column>
        <Column>Property Address</Column>
        <Column>Status</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => 'No Items Found.'}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.reference}</Cell>
            <Cell>{row.address}</Cell>
            <Cell>{row.status}</Cell>
            <Cell>
              <Link href="#" aria-label={`View ${row.reference}`}>
                View
              </Link>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: PropertyTable,
  parameters: { layout: 'padded' },
  args: { rows: ROWS },
} satisfies Meta<typeof PropertyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Properties' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'JT/2026/015' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Items Found.')).toBeVisible();
  },
};

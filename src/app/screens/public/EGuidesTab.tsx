import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../ui';
import { toDisplayDate } from '../common/display-date';
import { EGUIDES } from './eguides';

export function EGuidesTab() {
  return (
    <div className="landing-table-wrap">
      <Table aria-label="User guides">
        <TableHeader>
          <Column isRowHeader>Description</Column>
          <Column>Last Updated</Column>
          <Column>Guide</Column>
        </TableHeader>
        <TableBody items={EGUIDES} renderEmptyState={() => 'No guides are available at the moment.'}>
          {(guide) => (
            <Row id={guide.id}>
              <Cell>{guide.description}</Cell>
              <Cell>{toDisplayDate(guide.lastUpdated)}</Cell>
              <Cell>
                {guide.href ? (
                  <Link href={guide.href} download aria-label={`Download ${guide.description} (PDF)`}>
                    Download PDF
                  </Link>
                ) : (
                  <span className="landing-muted">Available soon</span>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { LEFT_NAV, navModeFor, PROPERTY_LINKS, propertyIdIn, TOP_MENU } from '../../../src/app/screens/shell/navigation';

describe('shell navigation', () => {
  it('picks the left-navigation mode from the area of the page', () => {
    expect(navModeFor('/conveyancing/property-listing')).toBe(1);
    expect(navModeFor('/property-details/5/false/false')).toBe(1);
    expect(navModeFor('/client-details/3')).toBe(2);
    expect(navModeFor('/othersvc-sao')).toBe(3);
    expect(navModeFor('/document-activity-listing')).toBe(4);
    expect(navModeFor('/check-listing')).toBe(5);
    expect(navModeFor('/password-management/change-password')).toBe(6);
    expect(navModeFor('/draftedRequisition-reports')).toBe(7);
    expect(navModeFor('/billing-reports')).toBe(8);
  });

  it('offers the documents mode its three entries', () => {
    expect(LEFT_NAV[4].items.map((i) => i.label)).toEqual(['Upload New Document', 'Activity Log', 'Listing', 'Outbox']);
  });

  it('ends the top menu with the firm’s deadlines board and audit log, for every firm', () => {
    expect(TOP_MENU.slice(-2)).toEqual([
      { label: 'Deadlines', href: '/deadlines' },
      { label: 'Audit Log', href: '/audit-log' },
    ]);
  });

  it('marks only Checklist & Templates as needing the add-on', () => {
    expect(TOP_MENU.filter((i) => i.needsChecklist).map((i) => i.label)).toEqual(['Checklist & Templates']);
  });

  it("opens the case's Checklist & Templates editable (direct 'true'), still a page of the case", () => {
    const link = PROPERTY_LINKS.find((l) => l.label === 'Checklist & Templates');
    expect(link?.path('7')).toBe('/property-checklist/7/true');
    expect(link?.needs).toBe('checklist');
    expect(propertyIdIn('/conveyancing/property-checklist/7/true')).toBe('7');
    expect(propertyIdIn('/conveyancing/property-history/7')).toBe('7');
  });
});

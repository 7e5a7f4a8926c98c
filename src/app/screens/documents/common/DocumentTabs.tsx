import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui';
import './documents.css';

export type DocumentTab = 'edit' | 'summary';

export const DOCUMENT_TAB_NAMES: Record<DocumentTab, string> = { edit: 'EDIT AND PRINT', summary: 'SUMMARY' };

export interface DocumentTabsProps {
  selected: DocumentTab;
  onSelectionChange: (tab: DocumentTab) => void;
  editAndPrint: ReactNode;
  summary: ReactNode;
}

/** Seed 001 §2.2–2.4: the two tabs every document page has. */
export function DocumentTabs({ selected, onSelectionChange, editAndPrint, summary }: DocumentTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => onSelectionChange(key === 'summary' ? 'summary' : 'edit')} className="document-tabs">
      <TabList aria-label="Document views">
        <Tab id="edit">{DOCUMENT_TAB_NAMES.edit}</Tab>
        <Tab id="summary">{DOCUMENT_TAB_NAMES.summary}</Tab>
      </TabList>
      <TabPanel id="edit">{editAndPrint}</TabPanel>
      <TabPanel id="summary">{summary}</TabPanel>
    </Tabs>
  );
}

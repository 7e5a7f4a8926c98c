import { useState } from 'react';
import { Button } from '../../ui';
import './common.css';
import { toDisplayDate } from './display-date';
import { PrivacyStatementModal } from './PrivacyStatementModal';
import { TermsOfServiceModal } from './TermsOfServiceModal';

export interface FooterProps {
  /** ISO date (shown as dd-MMM-yyyy) or an already formatted date. */
  lastUpdated: string;
}

type OpenPolicy = 'terms' | 'privacy' | null;

export function Footer({ lastUpdated }: FooterProps) {
  const [openPolicy, setOpenPolicy] = useState<OpenPolicy>(null);
  const close = () => setOpenPolicy(null);
  return (
    <footer className="common-footer">
      <nav aria-label="Policies" className="common-footer__links">
        <Button variant="link" className="common-footer__link" onPress={() => setOpenPolicy('terms')}>
          Terms of Service
        </Button>
        <Button variant="link" className="common-footer__link" onPress={() => setOpenPolicy('privacy')}>
          Privacy Statement
        </Button>
      </nav>
      <p className="common-footer__copyright">© 2026 Conveyancing Workbench</p>
      <p className="common-footer__updated">Last updated: {toDisplayDate(lastUpdated)}</p>
      <TermsOfServiceModal isOpen={openPolicy === 'terms'} onClose={close} />
      <PrivacyStatementModal isOpen={openPolicy === 'privacy'} onClose={close} />
    </footer>
  );
}

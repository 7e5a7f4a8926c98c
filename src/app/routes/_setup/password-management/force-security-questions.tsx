import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_setup/password-management/force-security-questions')({
  component: () => <ComingSoon title="Security Questions Set-up" />,
});

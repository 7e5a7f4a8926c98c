import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/password-management/security-questions')({
  component: () => <ComingSoon title="Security Questions" />,
});

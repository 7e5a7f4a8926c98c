import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/password-management/upload-logo')({
  component: () => <ComingSoon title="Logo Management" />,
});

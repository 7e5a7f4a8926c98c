import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/document-upload-listing')({
  component: () => <ComingSoon title="DOCUMENT LISTING" />,
});

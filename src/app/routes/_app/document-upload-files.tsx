import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../screens/placeholder/ComingSoon';

export const Route = createFileRoute('/_app/document-upload-files')({
  component: () => <ComingSoon title="Upload New Document" />,
});

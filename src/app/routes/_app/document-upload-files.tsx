import { createFileRoute } from '@tanstack/react-router';
import { UploadFilesPage } from '../../screens/document-centre/upload/UploadFilesPage';

/** Seed 002 §2.8: Upload New Document, many files at once; left navigation mode 4. */
export const Route = createFileRoute('/_app/document-upload-files')({
  component: () => <UploadFilesPage />,
});

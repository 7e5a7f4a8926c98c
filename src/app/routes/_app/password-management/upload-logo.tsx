import { createFileRoute } from '@tanstack/react-router';
import { UploadLogoPage } from '../../../screens/account/UploadLogoPage';

export const Route = createFileRoute('/_app/password-management/upload-logo')({
  component: UploadLogoPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SignatureLoadFailedPage } from '../../screens/load-failed/PropertyLoadFailedPage';

export const Route = createFileRoute('/_app/get-signature')({
  component: SignatureLoadFailedPage,
});

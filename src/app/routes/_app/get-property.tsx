import { createFileRoute } from '@tanstack/react-router';
import { PropertyLoadFailedPage } from '../../screens/load-failed/PropertyLoadFailedPage';

export const Route = createFileRoute('/_app/get-property')({
  component: PropertyLoadFailedPage,
});

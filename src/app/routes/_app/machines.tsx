import { createFileRoute } from '@tanstack/react-router';
import { MachinesPage } from '../../screens/machines/MachinesPage';

export const Route = createFileRoute('/_app/machines')({
  component: MachinesPage,
});

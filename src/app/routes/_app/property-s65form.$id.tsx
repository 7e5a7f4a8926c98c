import { createFileRoute } from '@tanstack/react-router';
import { S65Page } from '../../screens/documents/page/S65Page';

export const Route = createFileRoute('/_app/property-s65form/$id')({
  component: function S65Route() {
    const { id } = Route.useParams();
    return <S65Page key={id} id={Number(id)} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { DatenschutzPage } from '@/web/legal/de/datenschutz';

export const Route = createFileRoute('/datenschutz')({
  component: DatenschutzPage,
});

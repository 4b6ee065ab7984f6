import { createFileRoute } from '@tanstack/react-router';
import { AgbPage } from '@/web/legal/de/agb';

export const Route = createFileRoute('/agb')({
  component: AgbPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ImpressumPage } from '@/web/legal/de/impressum';

export const Route = createFileRoute('/impressum')({
  component: ImpressumPage,
});

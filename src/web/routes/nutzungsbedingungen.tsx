import { createFileRoute } from '@tanstack/react-router';
import { NutzungsbedingungenPage } from '@/web/legal/de/nutzungsbedingungen';

export const Route = createFileRoute('/nutzungsbedingungen')({
  component: NutzungsbedingungenPage,
});

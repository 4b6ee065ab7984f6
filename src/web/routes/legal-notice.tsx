import { createFileRoute } from '@tanstack/react-router';
import { LegalNoticePage } from '@/web/legal/en/legal-notice';

export const Route = createFileRoute('/legal-notice')({
  component: LegalNoticePage,
});

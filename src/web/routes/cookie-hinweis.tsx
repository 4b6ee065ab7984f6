import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/cookie-hinweis')({
  component: () => <ComingSoon eyebrow="Rechtliches" title="Cookie-Hinweis" />,
});

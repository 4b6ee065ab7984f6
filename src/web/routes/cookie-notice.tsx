import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/cookie-notice')({
  component: () => <ComingSoon eyebrow="Legal" title="Cookie Notice" />,
});

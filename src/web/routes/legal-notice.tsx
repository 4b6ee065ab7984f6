import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/legal-notice')({
  component: () => <ComingSoon eyebrow="Legal" title="Legal Notice" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/pricing')({
  component: () => <ComingSoon eyebrow="Plans" title="Pricing" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/features')({
  component: () => <ComingSoon eyebrow="Product" title="Features" />,
});

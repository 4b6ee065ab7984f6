import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/settings')({
  component: () => <ComingSoon eyebrow="Account" title="Settings" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/reset-password')({
  component: () => <ComingSoon eyebrow="Account" title="Set a new password" />,
});

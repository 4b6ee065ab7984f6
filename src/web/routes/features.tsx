import { createFileRoute } from '@tanstack/react-router';
import { SubscribedGuard } from '@/web/billing/subscribed-guard';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/features')({
  component: () => (
    <SubscribedGuard>
      <ComingSoon eyebrow="Product" title="Features" />
    </SubscribedGuard>
  ),
});

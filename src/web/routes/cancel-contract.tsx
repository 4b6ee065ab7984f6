import { createFileRoute } from '@tanstack/react-router';
import { ContractRequestPage } from '@/web/contracts/contract-request-page';

export const Route = createFileRoute('/cancel-contract')({
  component: () => <ContractRequestPage kind="cancellation" language="en" />,
});

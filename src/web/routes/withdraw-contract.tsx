import { createFileRoute } from '@tanstack/react-router';
import { ContractRequestPage } from '@/web/contracts/contract-request-page';

export const Route = createFileRoute('/withdraw-contract')({
  component: () => <ContractRequestPage kind="withdrawal" language="en" />,
});

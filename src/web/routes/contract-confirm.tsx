import { createFileRoute } from '@tanstack/react-router';
import { ContractConfirmPage } from '@/web/contracts/contract-confirm-page';

export const Route = createFileRoute('/contract-confirm')({
  component: ContractConfirmPage,
});

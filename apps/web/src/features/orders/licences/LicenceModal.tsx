import type { LicenceRequest } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { MachineIdDialog } from '@/shared/ui/MachineIdDialog';
import { useRequestLicence } from './api';

export interface LicenceTarget {
  productId: string;
  productName: string;
  orderId: string;
  /** Set for a move: the live licence the new Machine ID replaces. */
  replaces?: LicenceRequest;
}

/** The licence request modal (docs/rules/licences.md): a new licence or a move, closed on success. */
export function LicenceModal({
  target,
  onClose,
  onSuccess,
}: {
  target: LicenceTarget;
  onClose(): void;
  onSuccess(): void;
}) {
  const { t } = useTranslation('licences');
  const mutation = useRequestLicence();
  const submit = (machineIdName: string) =>
    mutation.mutate(
      {
        productId: target.productId,
        orderId: target.orderId,
        machineIdName,
        ...(target.replaces ? { replacesId: target.replaces._id } : {}),
      },
      { onSuccess },
    );

  return (
    <MachineIdDialog
      title={t(target.replaces ? 'modal.moveTitle' : 'modal.title', { product: target.productName })}
      intro={target.replaces && t('modal.moveHint', { machine: target.replaces.machineIdName })}
      submitLabel={t('modal.submit')}
      pending={mutation.isPending}
      error={mutation.error}
      submit={submit}
      onClose={onClose}
    />
  );
}

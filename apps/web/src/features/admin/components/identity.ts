import { isClosedAccountEmail } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** How a back-office table names a customer: "Closed account" rather than its anonymised address. */
export function useCustomerIdentity() {
  const { t } = useTranslation('admin');
  return (user: { name: string; email: string } | null | undefined): { name: string; email: string } => {
    if (!user) return { name: t('shared.unknownUser'), email: '' };
    if (isClosedAccountEmail(user.email)) return { name: t('shared.closedAccount'), email: '' };
    return { name: user.name || t('shared.unknownUser'), email: user.email };
  };
}

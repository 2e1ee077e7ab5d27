import type { AdminProduct } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';
import { usePublication } from './api';

/** Takes a product off sale, or puts it back on sale: reversible at once, so no confirmation is asked. */
export function PublicationButton({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const publication = usePublication();
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'xs' })}
        disabled={publication.isPending}
        onClick={() => publication.mutate({ productId: product._id, published: !product.published })}
        data-testid={product.published ? 'action-unpublish' : 'action-publish'}
      >
        {t(product.published ? 'actions.unpublish' : 'actions.publish')}
      </button>
      {publication.isError && (
        <span role="alert" className="text-xs text-red-400">
          {t('publication.error')}
        </span>
      )}
    </>
  );
}

import {
  type AdminProduct,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_ZIP_MAX_BYTES,
  productImageTypes,
} from '@shop/contracts';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useUpdateProduct, useUploadImage, useUploadZip } from './api';
import { detailsOf } from './productForm';

/** Pictures (upload, move first, remove) and zip versions of a saved product. */
export function ProductFiles({
  product,
  onChange,
}: {
  product: AdminProduct;
  onChange(product: AdminProduct): void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const uploadImage = useUploadImage();
  const uploadZip = useUploadZip();
  const update = useUpdateProduct();
  const busy = uploadImage.isPending || uploadZip.isPending || update.isPending;

  const run = async (call: () => Promise<AdminProduct>, success?: (saved: AdminProduct) => string) => {
    setMessage(null);
    try {
      const saved = await call();
      onChange(saved);
      if (success) setMessage({ kind: 'ok', text: success(saved) });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error, t('form.error')) });
    }
  };

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(productImageTypes as readonly string[]).includes(file.type)) {
      setMessage({ kind: 'error', text: t('form.imageType') });
    } else if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      setMessage({ kind: 'error', text: t('form.imageTooLarge') });
    } else {
      void run(() => uploadImage.mutateAsync({ productId: product._id, file }));
    }
  };

  const onZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.zip')) {
      setMessage({ kind: 'error', text: t('form.zipType') });
    } else if (file.size > PRODUCT_ZIP_MAX_BYTES) {
      setMessage({ kind: 'error', text: t('form.zipTooLarge') });
    } else {
      // Browsers name zips differently (application/x-zip-compressed on Windows): send the one type the API takes.
      const zip = new Blob([file], { type: 'application/zip' });
      void run(
        () => uploadZip.mutateAsync({ productId: product._id, file: zip }),
        (saved) => t('form.zipUploaded', { file: saved.downloadLink }),
      );
    }
  };

  const setImages = (images: string[]) =>
    run(() => update.mutateAsync({ productId: product._id, ...detailsOf(product), images }));

  return (
    <div className="mt-6 space-y-5 border-t border-slate-800 pt-5">
      <section className="space-y-3">
        <h3 className="font-semibold text-white">{t('form.images')}</h3>
        <ul className="flex flex-wrap gap-3">
          {product.images.map((image, index) => (
            <li key={image} className="w-32 space-y-1 text-center" data-testid="product-image">
              <img src={image} alt="" className="h-20 w-32 rounded border border-slate-700 object-cover" />
              <div className="flex justify-center gap-1">
                {index > 0 && (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary', size: 'xs' })}
                    disabled={busy}
                    onClick={() => setImages([image, ...product.images.filter((other) => other !== image)])}
                  >
                    {t('form.makeMain')}
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary', size: 'xs' })}
                  disabled={busy}
                  onClick={() => setImages(product.images.filter((other) => other !== image))}
                >
                  {t('form.removeImage')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <label className="block text-sm text-slate-300">
          <span className="mb-1 block">{t('form.addImage')}</span>
          <input
            type="file"
            accept={productImageTypes.join(',')}
            disabled={busy}
            onChange={onImage}
            data-testid="image-input"
          />
          <span className="mt-1 block text-xs text-slate-400">{t('form.imageHint')}</span>
        </label>
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold text-white">{t('form.zip')}</h3>
        <p className="text-sm text-slate-300" data-testid="zip-current">
          {product.downloadLink ? t('form.zipCurrent', { file: product.downloadLink }) : t('form.zipNone')}
        </p>
        <label className="block text-sm text-slate-300">
          <span className="mb-1 block">{t('form.uploadZip')}</span>
          <input
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            onChange={onZip}
            data-testid="zip-input"
          />
          <span className="mt-1 block text-xs text-slate-400">{t('form.zipHint')}</span>
        </label>
      </section>
      {busy && <p className="text-sm text-slate-400">{t('form.uploading')}</p>}
      {message?.kind === 'error' && <ErrorAlert message={message.text} />}
      {message?.kind === 'ok' && (
        <p role="status" className="text-green-400" data-testid="files-success">
          {message.text}
        </p>
      )}
    </div>
  );
}

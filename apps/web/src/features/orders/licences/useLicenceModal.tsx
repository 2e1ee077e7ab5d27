import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LicenceModal, type LicenceTarget } from './LicenceModal';

const SUCCESS_BANNER_MS = 5000;

/**
 * The indicators tab's licence modal and its success banner (gone after 5 s): `open`
 * from a product card (a new licence) or from the requests list (a move); `view` renders both.
 */
export function useLicenceModal() {
  const { t } = useTranslation('licences');
  const [target, setTarget] = useState<LicenceTarget | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const open = useCallback((next: LicenceTarget) => {
    setSucceeded(false);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const succeed = useCallback(() => {
    setTarget(null);
    setSucceeded(true);
  }, []);

  const view = (
    <>
      {/* Always in the page, so the success text is announced when it lands in it. */}
      <div role="status">
        {succeeded && (
          <p
            data-testid="licence-success"
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
          >
            {t('success')}
          </p>
        )}
      </div>
      {target && <LicenceModal target={target} onClose={close} onSuccess={succeed} />}
    </>
  );
  return { open, view };
}

import type { LicenceRequest } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { FormModal } from '@/shared/ui/FormModal';
import { Select } from '@/shared/ui/Select';
import { useKeepLicence } from './api';

interface KeepLicenceModalProps {
  /** The licence the partial refund revoked by default. */
  licence: LicenceRequest;
  /** The buyer's active licences of the same order line, one of which is released instead. */
  candidates: LicenceRequest[];
  onClose(): void;
}

/** Chooses which active licence of the line to release so the one the refund revoked is kept (docs/rules/refunds.md). */
export function KeepLicenceModal({ licence, candidates, onClose }: KeepLicenceModalProps) {
  const { t } = useTranslation(['licences', 'common']);
  const keep = useKeepLicence(licence._id);
  const [release, setRelease] = useState(candidates[0]?._id ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      await keep.mutateAsync({ releaseLicenceId: release });
    } catch (error) {
      setFailure(serverMessage(error, t('common:errors.generic')));
    }
  };

  return (
    <FormModal
      texts={{
        title: t('keep.title', { machine: licence.machineIdName }),
        close: t('keep.close'),
        cancel: t('keep.cancel'),
        save: t('keep.submit'),
        saving: t('keep.submitting'),
        success: t('keep.success'),
      }}
      testId="keep-licence-modal"
      successTestId="keep-licence-success"
      onClose={onClose}
      onSubmit={submit}
      pending={keep.isPending}
      failure={failure}
      saved={keep.isSuccess}
      afterSaved={onClose}
    >
      <Select
        label={t('keep.release')}
        hint={t('keep.intro')}
        value={release}
        onChange={(event) => setRelease(event.target.value)}
        data-testid="keep-licence-release"
      >
        {candidates.map((candidate) => (
          <option key={candidate._id} value={candidate._id}>
            {`${candidate.machineIdName} — ${t(`buyerStatus.${candidate.status}`)}`}
          </option>
        ))}
      </Select>
    </FormModal>
  );
}

import { type LicenceAlertMode, licenceAlertModes } from '@shop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useLicenceAlerts } from './api';

/**
 * The signed-in admin's own choice of how new licence requests reach them (docs/rules/licences.md): saved as
 * soon as it is picked; other admins keep theirs.
 */
export function AlertsPreference() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { current, save } = useLicenceAlerts();
  if (!current.data) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
      <label htmlFor={id}>{t('licences.alerts.label')}</label>
      <select
        id={id}
        data-testid="licence-alerts"
        value={save.isPending && save.variables ? save.variables.mode : current.data.mode}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ mode: event.target.value as LicenceAlertMode })}
        className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
      >
        {licenceAlertModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`licences.alerts.${mode}`)}
          </option>
        ))}
      </select>
      {save.isSuccess && (
        <span role="status" data-testid="licence-alerts-saved" className="text-green-300">
          {t('licences.alerts.saved')}
        </span>
      )}
      {save.error && <ErrorAlert message={save.error.message} />}
    </div>
  );
}

import type { FormStatus } from '../formStatus';

/** The result line under a form: green on success (announced politely), red on error (an alert). */
export function FormStatusMessage({ status, testIdPrefix }: { status: FormStatus; testIdPrefix: string }) {
  if (status.kind === 'success') {
    return (
      <p
        role="status"
        className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-sm text-green-300"
        data-testid={`${testIdPrefix}-success`}
      >
        {status.message}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-300"
        data-testid={`${testIdPrefix}-error`}
      >
        {status.message}
      </p>
    );
  }
  return null;
}

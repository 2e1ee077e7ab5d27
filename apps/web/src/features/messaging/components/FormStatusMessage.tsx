import type { FormStatus } from '../formStatus';

/**
 * The result line under a form: green on success, red on error (an alert). The polite live region is
 * always in the page, so a screen reader announces the success text when it lands in it; `id` lets the
 * form's invalid fields point at the error (aria-describedby).
 */
export function FormStatusMessage({
  status,
  testIdPrefix,
  id,
}: {
  status: FormStatus;
  testIdPrefix: string;
  id?: string;
}) {
  return (
    <div id={id}>
      <div role="status">
        {status.kind === 'success' && (
          <p
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-sm text-green-300"
            data-testid={`${testIdPrefix}-success`}
          >
            {status.message}
          </p>
        )}
      </div>
      {status.kind === 'error' && (
        <p
          role="alert"
          className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-300"
          data-testid={`${testIdPrefix}-error`}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}

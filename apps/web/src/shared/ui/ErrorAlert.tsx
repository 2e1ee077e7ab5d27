/** A red error message announced to assistive technology. */
export function ErrorAlert({ message, className = '' }: { message: string; className?: string }) {
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-red-300 ${className}`}
    >
      {message}
    </div>
  );
}

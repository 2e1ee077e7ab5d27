/**
 * A notice shown by an early action (earlyInteractions.ts), outside the app's tree: the app has not hydrated
 * it yet, and an element React did not render inside it would make the hydration fail. Its follow-up removes it.
 */
export function showEarlyNotice(id: string, text: string): HTMLElement {
  document.getElementById(id)?.remove();
  const notice = document.createElement('p');
  notice.id = id;
  notice.setAttribute('role', 'status');
  notice.className =
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-emerald-600 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg';
  notice.textContent = text;
  document.body.append(notice);
  return notice;
}

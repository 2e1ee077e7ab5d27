const sizes = {
  sm: 'px-3 py-2',
  md: 'px-4 py-2.5',
  lg: 'px-4 py-3',
} as const;

/**
 * The class names of a text box or select: dark field, brand-coloured focus ring, red border while
 * `aria-invalid`. The one place the fields' look is spelled out.
 */
export function fieldClass(size: keyof typeof sizes = 'md', extra = '') {
  return `w-full rounded-lg border border-slate-700 bg-slate-950 ${sizes[size]} text-white placeholder-slate-500 focus:border-brand-500 focus:outline-none aria-invalid:border-red-500 ${extra}`.trim();
}

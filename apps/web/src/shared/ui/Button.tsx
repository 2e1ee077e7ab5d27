import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-brand-500 text-white hover:bg-brand-600',
  secondary: 'border border-slate-700 text-slate-200 hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  /** Outlined in the brand colour: a secondary action that still stands out (the data export). */
  outline: 'border border-brand-500 text-brand-400 hover:bg-brand-500 hover:text-white',
  /** Outlined in red: the first step towards something destructive (closing the account). */
  dangerOutline: 'border border-red-500 text-red-300 hover:bg-red-600 hover:text-white',
} as const;

const sizes = {
  /** In table rows. */
  xs: 'rounded px-2 py-1 text-xs font-semibold',
  /** Toolbars, banners, cards. */
  sm: 'rounded-lg px-4 py-2 text-sm font-medium',
  /** Dialog footers. */
  md: 'rounded-lg px-4 py-2 font-semibold',
  /** The one action of a form page (sign in, register). */
  lg: 'rounded-lg px-5 py-3 font-medium',
  /** Calls to action (hero, checkout, contact). */
  xl: 'rounded-lg px-6 py-3 font-semibold',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Extra classes (margins, placement). */
  className?: string;
}

/**
 * The class names of a button, for the elements that look like one without being a `<button>` (router links,
 * anchors): the one place the buttons' colours and sizes are spelled out.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyle = {}) {
  return [
    sizes[size],
    variants[variant],
    'disabled:cursor-not-allowed disabled:opacity-60',
    block ? 'w-full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonStyle & Omit<ComponentProps<'button'>, 'className'>;

/** A button of the kit; `type` defaults to "button" so a click never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...button} />;
}

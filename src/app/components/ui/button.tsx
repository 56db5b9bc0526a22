import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-700/60 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
};

export const BUTTON_BASE =
  'inline-flex min-h-10 max-sm:min-h-11 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium no-underline transition-colors disabled:cursor-not-allowed';

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${BUTTON_BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

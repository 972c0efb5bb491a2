import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md';

const variants: Record<Variant, { className: string }> = {
  primary: { className: 'bg-accent text-accent-ink hover:bg-accent/90 disabled:bg-accent/50' },
  secondary: {
    className:
      'border border-border bg-surface text-ink hover:bg-surface-muted disabled:text-ink-muted',
  },
  ghost: { className: 'text-ink hover:bg-surface-muted disabled:text-ink-muted' },
  danger: { className: 'bg-danger text-danger-ink hover:bg-danger/90 disabled:bg-danger/50' },
};

const sizes: Record<Size, { className: string }> = {
  sm: { className: 'h-8 px-2.5 text-sm gap-1.5' },
  md: { className: 'h-10 px-4 text-sm gap-2' },
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function buttonClasses(
  variant: Variant = 'secondary',
  size: Size = 'md',
  extra = '',
): string {
  const className = `inline-flex items-center justify-center rounded-control font-medium transition-colors disabled:cursor-not-allowed ${variants[variant].className} ${sizes[size].className} ${extra}`;
  return className;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

import type { ReactNode } from 'react';

type Tone = 'info' | 'warning' | 'danger' | 'success';

const tones: Record<Tone, { className: string }> = {
  info: { className: 'border-accent/30 bg-accent/5' },
  warning: { className: 'border-warning/40 bg-warning/10' },
  danger: { className: 'border-danger/40 bg-danger/10' },
  success: { className: 'border-success/40 bg-success/10' },
};

interface CalloutProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` for messages that appear after an action (announced at once). */
  role?: 'alert' | 'status';
  className?: string;
}

export function Callout({ tone = 'info', title, children, role, className = '' }: CalloutProps) {
  return (
    <div
      role={role}
      className={`rounded-control border px-3 py-2.5 text-sm text-ink ${tones[tone].className} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 text-ink' : ''}>{children}</div> : null}
    </div>
  );
}

import { CircleAlertIcon, CircleCheckIcon, ClockIcon, LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';

export type StatusTone = 'success' | 'pending' | 'working' | 'danger' | 'neutral';

const LOOK = {
  success: { variant: 'success', Icon: CircleCheckIcon },
  pending: { variant: 'warning', Icon: ClockIcon },
  working: { variant: 'default', Icon: LoaderCircleIcon },
  danger: { variant: 'destructive', Icon: CircleAlertIcon },
  neutral: { variant: 'outline', Icon: null },
} as const;

/** A state shown as words plus an icon, never colour alone (active/inactive, rebuild state, ...). */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  const { variant, Icon } = LOOK[tone];
  return (
    // A long status ("3 documents waiting on the borrower") wraps inside a narrow cell instead of widening the page.
    <Badge variant={variant} data-testid={testId} data-tone={tone} className="h-auto max-w-full whitespace-normal">
      {Icon && <Icon aria-hidden="true" className={tone === 'working' ? 'animate-spin motion-reduce:animate-none' : undefined} />}
      {children}
    </Badge>
  );
}

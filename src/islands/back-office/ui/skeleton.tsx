import type { ComponentProps } from 'react';
import { cn } from './cn';

/** shadcn/ui Skeleton (new-york-v4). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('animate-bo-pulse rounded-md bg-muted motion-reduce:animate-none', className)} {...props} />;
}

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** shadcn/ui Badge (new-york-v4); colours chosen for 4.5:1 text contrast. */
const badgeVariants = cva('inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:size-3', {
  variants: {
    variant: {
      default: 'border-transparent bg-brand-100 text-brand-900',
      success: 'border-transparent bg-green-100 text-green-900',
      warning: 'border-transparent bg-amber-100 text-amber-900',
      destructive: 'border-transparent bg-red-100 text-red-900',
      outline: 'border-border text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

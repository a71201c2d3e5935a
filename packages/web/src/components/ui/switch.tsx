import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An on/off switch (Radix): gold when on. Give it a label with `aria-labelledby` or a <Label>. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-border',
        'bg-surface-2 transition-colors duration-150 data-[state=checked]:border-accent data-[state=checked]:bg-accent',
        'disabled:cursor-not-allowed disabled:opacity-55',
        // The 24 px track keeps its look; the invisible ::after grows the touch target to 44 px.
        "after:absolute after:-inset-2.5 after:content-['']",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-4.5 translate-x-0.5 rounded-full bg-text shadow-soft transition-transform duration-150 data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-accent-fg" />
    </SwitchPrimitive.Root>
  );
}

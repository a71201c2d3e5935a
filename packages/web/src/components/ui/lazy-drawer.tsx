import { lazyNamed } from '../../lib/lazy-named';
import { MountOnFirstOpen } from '../mount-on-first-open';
import type { DrawerProps } from './drawer';

// vaul and the Radix dialog parts behind it stay out of the first page's script: the app shell's
// drawers (menu, people, glossary) load them when one first opens.
const Drawer = lazyNamed(() => import('./drawer'), 'Drawer');

/** The Drawer, its code fetched when it first opens. */
export function LazyDrawer(props: DrawerProps) {
  return (
    <MountOnFirstOpen open={props.open}>
      <Drawer {...props} />
    </MountOnFirstOpen>
  );
}

import type { ReactNode } from 'react';
import classes from './ScrollRegion.module.css';

/**
 * The one sideways scroll of a table wider than the screen (a phone): the browser's own scroll, reached and scrolled
 * with the keyboard (axe scrollable-region-focusable) and named, so a screen reader says which table it is. Mantine's
 * ScrollArea measured itself (forced layouts) at every render of the rows.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth?: number; children: ReactNode }) {
  return (
    <div className={classes.region} tabIndex={0} role="region" aria-label={label}>
      {minWidth ? <div style={{ minWidth }}>{children}</div> : children}
    </div>
  );
}

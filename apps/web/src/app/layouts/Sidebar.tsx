import { NavLink, UnstyledButton } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCanOpen } from '../../lib/me';
import { NAV_SECTIONS, type NavSection } from '../route-table';
import { NAV_ICONS } from './nav-icons';
import classes from './layout.module.css';
import { Hint } from '../../components/Hint';

/** The sections and links this user may open (§2: shown only when canOpenPage). */
export function useAllowedSections(): NavSection[] {
  const canOpen = useCanOpen();
  return NAV_SECTIONS.map((s) => ({ ...s, links: s.links.filter((l) => canOpen(l.to)) })).filter((s) => s.links.length > 0);
}

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0];

/** How many leading path segments two paths share. */
function sharedSegments(a: string, b: string): number {
  const [x, y] = [a.split('/').filter(Boolean), b.split('/').filter(Boolean)];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/**
 * The one sidebar link that matches the current page: exact match, else the link sharing the most leading segments
 * with it (/partners/santander/edit → Santander, not Porto Bank), the area's list page first among equals.
 */
export function activeLink(pathname: string, sections: readonly NavSection[]): string | null {
  const links = sections.flatMap((s) => s.links.map((l) => l.to));
  if (links.includes(pathname)) return pathname;
  let best: string | null = null;
  let bestScore = 0;
  for (const to of links) {
    if (firstSegment(to) !== firstSegment(pathname)) continue;
    const score = sharedSegments(to, pathname) * 10 + (to.endsWith('/list') || to.split('/').filter(Boolean).length === 1 ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [to, score];
  }
  return best;
}

export function Sidebar({ collapsed, onExpand, onNavigate }: { collapsed: boolean; onExpand: () => void; onNavigate: () => void }) {
  const sections = useAllowedSections();
  const { pathname } = useLocation();
  const current = activeLink(pathname, sections);

  if (collapsed) {
    return (
      // the browser's own scrolling: Mantine's ScrollArea would bring floating-ui into every page's first load (decision 0105)
      <div className={classes.railScroll}>
        <nav aria-label="Menu principal" className={classes.rail}>
          <Hint label="Início" position="right" withArrow>
            <UnstyledButton component={Link} to="/admin" className={classes.railButton} aria-label="Início" data-active={pathname === '/admin' || undefined}>
              <IconHome size={20} />
            </UnstyledButton>
          </Hint>
          {sections.map((section) => {
            const Icon = NAV_ICONS[section.icon] ?? IconHome;
            const active = section.links.some((l) => l.to === current);
            return (
              <Hint key={section.key} label={section.label} position="right" withArrow>
                <UnstyledButton
                  className={classes.railButton}
                  aria-label={section.label}
                  data-active={active || undefined}
                  onClick={onExpand}
                >
                  <Icon size={20} />
                </UnstyledButton>
              </Hint>
            );
          })}
        </nav>
      </div>
    );
  }

  return (
    <div className={classes.menuScroll}>
      <nav aria-label="Menu principal" style={{ padding: 8 }}>
        <NavLink component={Link} to="/admin" label="Início" leftSection={<IconHome size={18} />} active={pathname === '/admin'} onClick={onNavigate} />
        {sections.map((section) => {
          const Icon = NAV_ICONS[section.icon] ?? IconHome;
          const active = section.links.some((l) => l.to === current);
          if (section.links.length === 1) {
            const link = section.links[0]!;
            return (
              <NavLink
                key={section.key}
                component={Link}
                to={link.to}
                label={section.label}
                leftSection={<Icon size={18} />}
                active={active}
                onClick={onNavigate}
              />
            );
          }
          return (
            // a closed section's links are not rendered (Mantine keeps them in a hidden Activity, rendered after the page)
            <NavLink key={section.key} label={section.label} leftSection={<Icon size={18} />} defaultOpened={active} childrenOffset={28} keepMounted={false}>
              {section.links.map((link) => (
                <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={link.to === current} onClick={onNavigate} />
              ))}
            </NavLink>
          );
        })}
      </nav>
    </div>
  );
}

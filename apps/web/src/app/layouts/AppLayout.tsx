// first, so the shell's own CSS comes after Mantine's in its stylesheet
import '../styles/mantine-signed-in.css';
import { ActionIcon, AppShell, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch, IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Hint } from '../../components/Hint';
import { PageLoader, SectionHomeContext } from '../../components/PageState';
import { sectionHome } from '../route-table';
import { SignedInProviders } from '../signed-in-providers';
import { RequireSession } from './RequireSession';
import { NotificationBell } from './NotificationBell';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const MobileMenu = lazy(() => import('./mobile-menu'));
const CommandPalette = lazy(() => import('./command-palette'));

/** How the palette's shortcut reads on this keyboard. */
const PALETTE_SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';

/** §2: sidebar 250 px on desktop, 56 px on mobile or when collapsed. */
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 56;

/** Signed-in layout: guard + AppShell (header with user menu, collapsible sidebar). */
export function AppLayout() {
  return (
    <RequireSession>
      <SignedInProviders>
        <Shell />
      </SignedInProviders>
    </RequireSession>
  );
}

function Shell() {
  // Read on the first render (not in an effect): the shell appears at its final width, with no layout shift after the
  // session check (issue 13 §1).
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  // UI preference, kept in browser storage.
  const [desktopCollapsed, setDesktopCollapsed] = useLocalStorage({ key: 'backoffice.sidebar_collapsed', defaultValue: false, getInitialValueInEffect: false });
  const [mobileOpened, setMobileOpened] = useState(false);
  // Mobile: a 56 px rail; opening it shows the full 250 px menu over the page.
  const collapsed = isMobile ? true : desktopCollapsed;
  const toggle = () => (isMobile ? setMobileOpened((o) => !o) : setDesktopCollapsed((c) => !c));
  // Each ask for the palette (shortcut or button) counts up; its code loads on the first one.
  const [paletteRequest, openPalette] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // from a list's search field too: Ctrl+K is no text anyone types (and the browser's own use of it gives way)
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        openPalette();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH, breakpoint: 0 }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Hint label={collapsed && !mobileOpened ? 'Expandir menu' : 'Recolher menu'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggle}
                aria-label={collapsed && !mobileOpened ? 'Expandir menu' : 'Recolher menu'}
                aria-expanded={!collapsed || mobileOpened}
              >
                {collapsed && !mobileOpened ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
              </ActionIcon>
            </Hint>
            <UnstyledButton component={Link} to="/admin">
              <Group gap={6} wrap="nowrap">
                <IconTrophy size={22} color="var(--mantine-color-indigo-6)" aria-hidden />
                <Text fw={700}>Backoffice</Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              color="gray"
              visibleFrom="sm"
              fw={400}
              leftSection={<IconSearch size={16} />}
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {PALETTE_SHORTCUT}
                </Text>
              }
              onClick={openPalette}
              aria-keyshortcuts="Control+K Meta+K"
            >
              Buscar
            </Button>
            <Hint label={`Buscar (${PALETTE_SHORTCUT})`}>
              <ActionIcon variant="subtle" color="gray" size="lg" hiddenFrom="sm" onClick={openPalette} aria-label="Buscar">
                <IconSearch size={20} />
              </ActionIcon>
            </Hint>
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar
          collapsed={collapsed}
          onExpand={() => (isMobile ? setMobileOpened(true) : setDesktopCollapsed(false))}
          onNavigate={() => undefined}
        />
      </AppShell.Navbar>
      {/* Only on a phone: a closed drawer still mounts a portal, one more render inside the page's first commit. */}
      {isMobile && (
        <Suspense fallback={null}>
          <MobileMenu opened={mobileOpened} onClose={() => setMobileOpened(false)} width={SIDEBAR_WIDTH} />
        </Suspense>
      )}
      {paletteRequest > 0 && (
        <Suspense fallback={null}>
          <CommandPalette request={paletteRequest} />
        </Suspense>
      )}
      <AppShell.Main>
        {/* A new page starts at the top ('Salvar e Sair' no longer lands mid-scroll); back/forward restore where it was. */}
        <ScrollRestoration />
        <Suspense fallback={<PageLoader />}>
          <SectionHomeContext value={sectionHome}>
            <Outlet />
          </SectionHomeContext>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

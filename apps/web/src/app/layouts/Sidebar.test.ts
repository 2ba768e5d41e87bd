import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../route-table';
import { activeLink } from './Sidebar';

describe('activeLink', () => {
  it.each([
    ['/partners/santander/edit', '/partners/santander/show'],
    ['/partners/porto-bank/history', '/partners/porto-bank/history'],
    ['/events/12/edit', '/events/list'],
    ['/coupons/3/show', '/coupons/list'],
  ])('%s lights %s', (pathname, link) => {
    expect(activeLink(pathname, NAV_SECTIONS)).toBe(link);
  });
});

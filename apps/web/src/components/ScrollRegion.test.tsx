import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a region named after its table, in the tab order, holding the table at its minimum width', () => {
    renderWithProviders(
      <ScrollRegion label="Pagamentos do pedido" minWidth={560}>
        <table aria-label="Pagamentos do pedido">
          <tbody>
            <tr>
              <td>Pix</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Pagamentos do pedido' });
    expect(region.tabIndex).toBe(0);
    region.focus();
    expect(document.activeElement).toBe(region);
    expect(screen.getByRole('table', { name: 'Pagamentos do pedido' }).parentElement!.style.minWidth).toBe('560px');
  });
});

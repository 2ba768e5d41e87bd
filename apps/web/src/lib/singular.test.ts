import { describe, expect, it } from 'vitest';
import { singularOf } from './singular';

describe('singularOf', () => {
  it.each([
    ['cadastros', 'cadastro'],
    ['eventos futuros', 'evento futuro'],
    ['pedidos pagos', 'pedido pago'],
    ['eventos com vendas', 'evento com vendas'],
    ['cadastros ou mais', 'cadastro ou mais'],
    ['inscrições', 'inscrição'],
    ['solicitações', 'solicitação'],
    ['cupons', 'cupom'],
    ['excluídas', 'excluída'],
    ['lojas', 'loja'],
    ['atividades', 'atividade'],
    ['assinantes', 'assinante'],
  ])('%s → %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
  });
});

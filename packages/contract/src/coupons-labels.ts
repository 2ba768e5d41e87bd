/** The zod-free part of coupons (types, labels, limits, texts, file names): list pages load it without zod (decision 0085). */

import { formatCount } from './formats.ts';

/** §3 Coupon: what it applies to, how its codes were made, its discount types (gratuity is shown as 100%). */
export const COUPON_TYPES = ['event', 'tournament', 'global'] as const;

export const COUPON_GENERATED_BY = ['manual', 'batch', 'campaign'] as const;

export const COUPON_DISCOUNT_TYPES = ['percentual', 'amount', 'gratuity'] as const;

export type CouponType = (typeof COUPON_TYPES)[number];

export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

export const COUPON_TYPE_LABELS: Record<CouponType, string> = { event: 'Evento', tournament: 'Torneio', global: 'Global' };

export const COUPON_GENERATED_BY_LABELS: Record<(typeof COUPON_GENERATED_BY)[number], string> = { manual: 'Código manual', batch: 'Lote gerado', campaign: 'Campanha' };

export const COUPON_DISCOUNT_TYPE_LABELS: Record<CouponDiscountType, string> = { percentual: 'Percentual', amount: 'Valor fixo (R$)', gratuity: 'Gratuidade (100%)' };

/** A batch makes at most this many codes (decision 0053); the bench coupon has exactly this many. */
export const COUPON_BATCH_MAX = 100_000;

/** A code search or status filter counts its matches up to this many (decision 0053): the panel then shows "10.000+". */
export const COUPON_CODES_COUNT_CAP = 10_000;

/** Generated codes: this many characters of the alphabet below (31 symbols: about 49.5 random bits per code). */
export const COUPON_CODE_LENGTH = 10;

/** No 0/O, 1/I/L: nothing a customer can misread when typing a printed code. */
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A manual code: letters, digits, hyphen or underscore (stored upper-case, so case never matters). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

export const COUPON_MSG = {
  created: 'Cupom criado com sucesso',
  updated: 'Cupom atualizado com sucesso',
  enabled: 'Cupom ativado com sucesso',
  disabled: 'Cupom desativado com sucesso',
  codeEnabled: 'Código ativado com sucesso',
  codeDisabled: 'Código desativado com sucesso',
  notFound: 'Cupom não encontrado.',
  codeNotFound: 'Código não encontrado neste cupom.',
  orderNotFound: 'Pedido não encontrado para este código.',
  eventNotFound: 'Evento não encontrado.',
  tournamentNotFound: 'Torneio não encontrado.',
  codeTaken: 'Este código já está em uso em outro cupom (maiúsculas e minúsculas não diferenciam códigos).',
  codeInvalid: 'Use de 3 a 30 letras, números, hífen ou sublinhado, sem espaços nem acentos.',
  percentRange: 'O desconto percentual deve ser maior que 0 e no máximo 100.',
  amountPositive: 'O valor do desconto deve ser maior que zero.',
  amountDecimals: 'Use no máximo 2 casas decimais.',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial.',
  eventRequired: 'Selecione o evento do cupom.',
  tournamentRequired: 'Selecione o torneio do cupom.',
  codeRequired: 'Informe o código do cupom.',
  quantityRange: `Informe uma quantidade de 1 a ${formatCount(COUPON_BATCH_MAX)} códigos.`,
  discountLocked: (uses: number) =>
    `Este cupom já foi usado em ${uses} ${uses === 1 ? 'pedido pago' : 'pedidos pagos'}: o desconto não pode mudar, para que os pedidos e os relatórios continuem mostrando o desconto que os clientes receberam. Para outro desconto, desative este cupom e crie um novo.`,
  reportRequested: 'Relatório solicitado com sucesso',
} as const;

export const COUPONS_CSV = 'cupons.csv';

export const COUPON_CSV = 'cupom.csv';

/** How a discount reads: "10%", "R$ 15,00", "100% (gratuidade)". */
export function couponDiscountLabel(c: { discount_type: CouponDiscountType; discount_value: number }): string {
  if (c.discount_type === 'gratuity') return '100% (gratuidade)';
  if (c.discount_type === 'percentual') return `${c.discount_value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
  return c.discount_value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

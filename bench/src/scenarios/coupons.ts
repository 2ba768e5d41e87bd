import type { Scenario } from '../types.ts';

const BIG_COUPON_NAME = 'Bench 100 mil codigos';
const BIG_COUPON_CODES = 100_000;

type CouponRow = { id: number; name: string; codes_count: number };

/**
 * Coupons (issue 14): the coupons list (default page, a filter, a search by name) and the codes list of a coupon with
 * 100,000 codes — first page, a deep page, a prefix search — whose total is the coupon's counter (decision 0053). The
 * big coupon is created through the API the first time (one POST generating 100,000 codes; a few seconds).
 */
const coupons: Scenario = {
  name: 'coupons',
  description: 'coupons list (default, status filter, search), codes list of a 100,000-code coupon (first page, deep page, prefix search), coupon show',
  targets: async ({ apiOrigin, apiPrefix, accessToken, get }) => {
    const found = await get<CouponRow[]>(`${apiPrefix}/v1/coupons?per_page=5&query=${encodeURIComponent(BIG_COUPON_NAME)}`);
    let big = found.body.find((c) => c.name === BIG_COUPON_NAME && c.codes_count === BIG_COUPON_CODES);
    if (!big) {
      const res = await fetch(`${apiOrigin}${apiPrefix}/v1/coupons/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'access-token': accessToken },
        body: JSON.stringify({
          name: BIG_COUPON_NAME,
          coupon_type: 'global',
          discount_type: 'percentual',
          discount_value: 10,
          start_date: '2026-01-01',
          end_date: '2027-12-31',
          usage_limit: 1,
          generation: 'batch',
          quantity: BIG_COUPON_CODES,
        }),
      });
      if (!res.ok) throw new Error(`creating the 100,000-code coupon answered ${res.status}: ${await res.text()}`);
      big = (await res.json()) as CouponRow;
    }
    const codes = `${apiPrefix}/v1/coupons/${big.id}/coupon_codes`;
    const { body: firstPage } = await get<{ code: string }[]>(`${codes}?per_page=20`);
    const prefixes = firstPage.map((c) => c.code.slice(0, 3));
    return [
      { name: 'coupons list (default page)', path: `${apiPrefix}/v1/coupons?per_page=20` },
      { name: 'coupons list (status filter)', path: `${apiPrefix}/v1/coupons?per_page=20&status=disabled` },
      { name: 'coupons list (search by name)', path: `${apiPrefix}/v1/coupons?per_page=20&query=desconto` },
      { name: `codes list, 100,000-code coupon #${big.id} (first page)`, path: `${codes}?per_page=20` },
      { name: `codes list, 100,000-code coupon #${big.id} (page 2,500)`, path: `${codes}?per_page=20&current_page=2500` },
      {
        name: `codes list, 100,000-code coupon #${big.id} (prefix search, 3 characters)`,
        path: `${codes}?per_page=20&query=${prefixes[0]}`,
        paths: prefixes.map((p) => `${codes}?per_page=20&query=${p}`),
      },
      { name: `coupon show #${big.id}`, path: `${apiPrefix}/v1/coupons/${big.id}` },
    ];
  },
};

export default coupons;

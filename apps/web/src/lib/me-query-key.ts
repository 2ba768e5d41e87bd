/** The query key of `GET /v1/me`, apart from me.ts so the sign-in step does not load useQuery with it (decision 0085). */
export const meQueryKey = ['me'] as const;

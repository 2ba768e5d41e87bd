/**
 * The seed generator: one code path for both sizes (demo and bench), parameterised by a plan.
 * Every value comes from a seeded PRNG and a reference day (`today`), so the same (seed, today) always gives the
 * same rows. Dates are spread around `today` so the demo always has past, current and future events.
 */
import { isValidPermission, controllerPathOf } from '@backoffice/contract';
import { hashPassword } from '@backoffice/api/lib/passwords.ts';
import { BulkLoader, type RawClient, type TableTiming, type TableWriter } from './bulk.ts';
import { addDays, afterInstant, daysBetween, dayOfWeek, hhmm, instantAt, todayIso } from './dates.ts';
import {
  BRANCHES,
  CATEGORIES,
  COMPANIES,
  COUNTRIES,
  EVENT_GROUPS,
  EVENT_NAME_PATTERNS,
  EVENT_TYPES,
  EXTRAS,
  MODALITIES,
  MODALITY_TYPES,
  ONGS,
  PLACES,
  PROFILE_PERMISSIONS,
  SPONSORS,
  SPONSOR_TYPES,
  type CategoryName,
} from './data/catalog.ts';
import { CITIES } from './data/cities.ts';
import { asciiSlug, DDD_BY_UF, EMAIL_DOMAINS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, STREET_NAMES, STREET_TYPES } from './data/names.ts';
import { STATE_WEIGHT, STATES } from './data/states.ts';
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_OTHER_USERS_PASSWORD, MASTER_PROFILE_NAME } from './demo-accounts.ts';
import { Rng, WeightedTable } from './prng.ts';
import { cents, cnpjAt, code, cpfAt, demoUpload, hex, pgIntArray, priceEnding90, uuidFor } from './util.ts';

export type SeedSize = 'demo' | 'bench';

export type Plan = {
  events: number;
  /** Trainer activities (events of type 0 run by a trainer). */
  activities: number;
  customers: number;
  subscriptions: number;
  /** Total orders: one per paid-for subscription, the rest are extras and donation purchases. */
  orders: number;
  /** Subscriptions of the first events, in order (bench: the kit-desk and dashboard events). */
  fixedEventSubscriptions: readonly number[];
  teams: number;
  newsletter: number;
  /** Race results and import-job lines for finished events. */
  results: boolean;
  /** Extra past credits in the first trainer's ledger (bench: its balance history has 100,000 entries). */
  trainerLedgerEntries: number;
  /** Days before / after today over which event dates spread. */
  pastDays: number;
  /** Entries of one extra beach-tennis tournament (bench: the entries list at 10,000; 0 = none). */
  bigTournamentEntries?: number;
  futureDays: number;
};

export const PLANS: Record<SeedSize, Plan> = {
  demo: {
    events: 40,
    activities: 8,
    customers: 3000,
    subscriptions: 6000,
    orders: 6600,
    fixedEventSubscriptions: [],
    teams: 30,
    newsletter: 800,
    results: true,
    trainerLedgerEntries: 0,
    pastDays: 330,
    futureDays: 240,
  },
  bench: {
    events: 2000,
    activities: 8,
    customers: 100_000,
    subscriptions: 500_000,
    orders: 1_000_000,
    fixedEventSubscriptions: [100_000, 50_000],
    teams: 200,
    newsletter: 3000,
    results: false,
    trainerLedgerEntries: 100_000,
    pastDays: 730,
    futureDays: 365,
    bigTournamentEntries: 10_000,
  },
};

/** Slugs of the bench events with fixed subscription counts (docs/domain-model.md). */
export const BENCH_EVENT_SLUGS = ['bench-maratona-100k', 'bench-corrida-50k'] as const;

export const DEFAULT_SEED = 20_260_501;

export type SeedOptions = {
  seed?: number;
  /** Reference day 'YYYY-MM-DD' (default: today, UTC). */
  today?: string;
  log?: (line: string) => void;
  /** Rows per COPY / INSERT chunk. */
  chunkRows?: number;
  /**
   * Skip the foreign-key checks of the big tables while loading (their internal RI triggers are disabled inside the
   * transaction; ordinary triggers, such as the kit-desk name key, still fire): the generator only refers to rows it
   * has just written. Default: on for bench, off for demo (so the demo run and the tests check every reference).
   * Needs a superuser on PostgreSQL; without one the checks stay on.
   */
  skipForeignKeyChecks?: boolean;
  /** Drop the secondary indexes of the big tables before loading and build them after. Default: on for bench. */
  rebuildIndexes?: boolean;
  /** Changes to the size's plan (tests run the bench code path at a small scale). */
  plan?: Partial<Plan>;
};

export type SeedReport = {
  size: SeedSize;
  seed: number;
  today: string;
  ms: number;
  /** CPU time of this process (user + system), a fairer figure than ms on a busy machine. */
  cpuMs: number;
  tables: TableTiming[];
  benchEvents: { id: number; slug: string; subscriptions: number }[];
};

const SUBSCRIPTION_STATUS = new WeightedTable<'approved' | 'pending' | 'reserved' | 'cancelled' | 'rejected'>([
  ['approved', 72],
  ['pending', 10],
  ['reserved', 4],
  ['cancelled', 9],
  ['rejected', 5],
]);
const PAYMENT_METHOD = new WeightedTable<'pix' | 'credit_card' | 'bank_billet' | 'debit_card' | 'paypal' | 'bank_transfer'>([
  ['pix', 40],
  ['credit_card', 35],
  ['bank_billet', 10],
  ['debit_card', 8],
  ['paypal', 4],
  ['bank_transfer', 3],
]);
const CHANNEL = new WeightedTable<'site' | 'android' | 'ios'>([
  ['site', 45],
  ['android', 35],
  ['ios', 20],
]);
const SHIRT = new WeightedTable<'m' | 'g' | 'p' | 'gg' | 'bl'>([
  ['m', 35],
  ['g', 25],
  ['p', 20],
  ['gg', 12],
  ['bl', 8],
]);
const CARD_BRAND = new WeightedTable<'visa' | 'master' | 'elo' | 'amex' | 'hipercard'>([
  ['visa', 45],
  ['master', 40],
  ['elo', 10],
  ['amex', 3],
  ['hipercard', 2],
]);
const INSTALLMENTS = new WeightedTable<number>([
  [1, 55],
  [2, 12],
  [3, 12],
  [4, 5],
  [5, 4],
  [6, 6],
  [10, 4],
  [12, 2],
]);
const GATEWAY: Record<string, string> = {
  pix: 'pagarme',
  credit_card: 'pagarme',
  debit_card: 'cielo',
  bank_billet: 'pagarme',
  paypal: 'paypal',
  bank_transfer: 'manual',
};
const SIZES = ['bl', 'g', 'gg', 'm', 'p'] as const;

type EventInfo = {
  id: number;
  name: string;
  slug: string;
  eventDate: string;
  subStart: string;
  subEnd: string;
  kitsFrom: string;
  past: boolean;
  finished: boolean;
  categoryName: CategoryName;
  modalities: { id: number; modalityId: number; kitId: number; lots: { id: number; date: string; price: number; eldery: number; team: number; teamEldery: number }[] }[];
  extras: { eventExtraId: number; extraId: number; name: string; price: number }[];
  ongIds: number[];
  couponCodeIds: number[];
  weight: number;
  subscriptions: number;
  chest: number;
  trainerId: number | null;
  cityId: number;
};

/** Runs the whole generator over a raw client, inside one transaction; the app_meta 'seed' row is written last. */
export async function generate(client: RawClient, size: SeedSize, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const plan: Plan = { ...PLANS[size], ...options.plan };
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? todayIso();
  const logLine = options.log ?? (() => {});
  const log = (line: string) => logLine(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const rngFor = (label: string) => Rng.from(seed, label);
  const bulk = new BulkLoader(client, options.chunkRows ?? 50_000);
  const flushIfFull = async (...ws: TableWriter[]) => {
    if (ws.some((w) => w.pending >= bulk.chunkRows)) await bulk.flush(...ws);
  };
  const ts = (iso: string, r: Rng) => instantAt(iso, r.int(6 * 3600, 23 * 3600 + 59 * 60));
  /** Nothing the seed writes as done (paid, cancelled) happens after the day it runs. */
  const endOfToday = `${today}T23:59:59-03:00`;

  await client.query('BEGIN');
  try {
    // Loaded history is not news: the triggers that announce waiting work to staff stay quiet (migration 0035).
    await client.query(`SET LOCAL backoffice.bulk_load = 'on'`);
    const BIG_TABLES = ['customers', 'customer_search', 'orders', 'payments', 'subscriptions', 'subscription_extras', 'order_items'];
    let fkTriggers: { table: string; trigger: string }[] | null = [];
    if (options.skipForeignKeyChecks ?? size === 'bench') {
      fkTriggers = await bulk.disableForeignKeyChecks(BIG_TABLES);
      log(fkTriggers ? `foreign-key checks of ${BIG_TABLES.join(', ')} off for the load` : 'foreign-key checks stay on (not a superuser)');
    }
    const droppedIndexes = (options.rebuildIndexes ?? size === 'bench') ? await bulk.dropSecondaryIndexes(BIG_TABLES) : [];
    if (droppedIndexes.length) log(`${droppedIndexes.length} secondary indexes of ${BIG_TABLES.join(', ')} dropped for the load`);
    // Customers' order totals (customer_search, decision 0126) are counted once after the load: kept per COPY batch, every
    // customer's row would be rewritten once per batch inside the load's one transaction (~10 dead versions each).
    const orderTotalsTrigger = { table: 'orders', trigger: 'orders_customer_search_ins' };
    // the name words (decision 0151) are written once from the final customer_search rows, like them
    const nameWordsTrigger = { table: 'customer_search', trigger: 'customer_search_words_ins' };
    await bulk.disableTriggers([orderTotalsTrigger, nameWordsTrigger]);

    // ---------------------------------------------------------------- staff: profiles and users
    const staffRng = rngFor('staff');
    const profileIds = new Map<string, number>();
    for (const name of [MASTER_PROFILE_NAME, ...PROFILE_PERMISSIONS.map((p) => p[0])]) {
      const r = await client.query(
        `INSERT INTO profiles (name) VALUES ($1) ON CONFLICT (lower(name)) DO UPDATE SET name = excluded.name RETURNING id`,
        [name],
      );
      profileIds.set(name, Number(r.rows[0]!.id));
    }
    for (const [name, grants] of PROFILE_PERMISSIONS) {
      for (const [resource, actions] of grants) {
        for (const action of actions) {
          if (!isValidPermission(action, resource)) throw new Error(`seed: unknown permission ${action} on ${resource}`);
          await client.query(
            `INSERT INTO profile_permissions (profile_id, action, resource, controller_path) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
            [profileIds.get(name), action, resource, controllerPathOf(resource)],
          );
        }
      }
    }
    const staffIds: number[] = [];
    const addUser = async (u: { name: string; email: string; hash: string; profile: string; secret: string | null; status: string; lastSignIn: string | null }) => {
      const r = await client.query(
        `INSERT INTO users (name, email, password_hash, status, two_factor_enabled, two_factor_secret, last_sign_in_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (lower(email)) WHERE deleted_at IS NULL DO UPDATE SET name = excluded.name RETURNING id`,
        [u.name, u.email, u.hash, u.status, u.secret !== null, u.secret, u.lastSignIn],
      );
      const id = Number(r.rows[0]!.id);
      await client.query(`INSERT INTO user_profiles (user_id, profile_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, profileIds.get(u.profile)]);
      staffIds.push(id);
    };
    for (const a of DEMO_ACCOUNTS) {
      await addUser({ name: a.name, email: a.email, hash: await hashPassword(a.password), profile: a.profile, secret: a.twoFactorSecret, status: 'enabled', lastSignIn: null });
    }
    const otherHash = await hashPassword(DEMO_OTHER_USERS_PASSWORD);
    const otherProfiles = PROFILE_PERMISSIONS.map((p) => p[0]).filter((n) => n !== 'Eventos (somente leitura)');
    const usedStaffEmails = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const female = staffRng.chance(0.5);
      const first = staffRng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last = staffRng.pick(LAST_NAMES);
      let email = `${asciiSlug(first, '.')}.${asciiSlug(last, '.')}@${DEMO_EMAIL_DOMAIN}`;
      if (usedStaffEmails.has(email)) email = email.replace('@', `${i}@`);
      usedStaffEmails.add(email);
      await addUser({
        name: `${first} ${last}`,
        email,
        hash: otherHash,
        profile: staffRng.pick(otherProfiles),
        secret: null,
        status: staffRng.chance(0.15) ? 'disabled' : 'enabled',
        lastSignIn: staffRng.chance(0.8) ? ts(addDays(today, -staffRng.int(0, 60)), staffRng) : null,
      });
    }
    log(`staff: ${profileIds.size} profiles, ${staffIds.length} users`);

    // ---------------------------------------------------------------- reference data
    const wCountries = await bulk.table('countries', ['id', 'name', 'iso2', 'phone_code']);
    let brazilId = 0;
    for (const [name, iso2, phone] of COUNTRIES) {
      const id = wCountries.id();
      if (iso2 === 'BR') brazilId = id;
      wCountries.add({ id, name, iso2, phone_code: phone });
    }
    const wStates = await bulk.table('states', ['id', 'country_id', 'name', 'uf', 'ibge_code', 'region']);
    const stateIdByUf = new Map<string, number>();
    for (const [ibge, uf, name, region] of STATES) {
      const id = wStates.id();
      stateIdByUf.set(uf, id);
      wStates.add({ id, country_id: brazilId, name, uf, ibge_code: ibge, region });
    }
    const wCities = await bulk.table('cities', ['id', 'state_id', 'name', 'ibge_code', 'capital']);
    const cityRows: { id: number; uf: string; name: string; capital: boolean }[] = [];
    for (const [ibge, uf, name, capital] of CITIES) {
      const id = wCities.id();
      cityRows.push({ id, uf, name, capital });
      wCities.add({ id, state_id: stateIdByUf.get(uf)!, name, ibge_code: ibge, capital });
    }
    await bulk.flush(wCountries, wStates, wCities);
    // customers and events spread over cities by state population, capitals heavier
    const citiesPerUf = new Map<string, number>();
    for (const c of cityRows) citiesPerUf.set(c.uf, (citiesPerUf.get(c.uf) ?? 0) + 1);
    const cityTable = new WeightedTable(
      cityRows.map((c) => [c, ((STATE_WEIGHT[c.uf] ?? 1) / (citiesPerUf.get(c.uf) ?? 1)) * (c.capital ? 4 : 1)] as const),
    );

    // ---------------------------------------------------------------- catalogue
    const catRng = rngFor('catalog');
    const wCategories = await bulk.table('categories', ['id', 'name', 'status']);
    const categoryIds = new Map<CategoryName, number>();
    for (const name of CATEGORIES) {
      const id = wCategories.id();
      categoryIds.set(name, id);
      wCategories.add({ id, name, status: 'enabled' });
    }
    const wEventTypes = await bulk.table('event_types', ['id', 'name', 'description', 'status']);
    const eventTypeIds: number[] = [];
    for (const name of EVENT_TYPES) {
      const id = wEventTypes.id();
      eventTypeIds.push(id);
      wEventTypes.add({ id, name, description: null, status: name === 'Corrida virtual' ? 'disabled' : 'enabled' });
    }
    const [typeSport, typeVirtual, typeTournament, typeCharity] = eventTypeIds as [number, number, number, number, number];
    const wBranches = await bulk.table('branches', ['id', 'name', 'status']);
    const branchIds = BRANCHES.map((name) => {
      const id = wBranches.id();
      wBranches.add({ id, name, status: 'enabled' });
      return id;
    });
    const wCompanies = await bulk.table('companies', ['id', 'name', 'legal_name', 'cnpj', 'email', 'phone', 'status']);
    const companyIds = COMPANIES.map((name, i) => {
      const id = wCompanies.id();
      wCompanies.add({ id, name, legal_name: `${name} Ltda`, cnpj: cnpjAt(i, 1), email: `contato@${asciiSlug(name, '')}.com.br`, phone: `11${3000_0000 + i * 7919}`, status: 'enabled' });
      return id;
    });
    const wModalityTypes = await bulk.table('modality_types', ['id', 'name']);
    const modalityTypeIds = new Map<string, number>();
    for (const name of MODALITY_TYPES) {
      const id = wModalityTypes.id();
      modalityTypeIds.set(name, id);
      wModalityTypes.add({ id, name });
    }
    const wModalities = await bulk.table('modalities', ['id', 'name', 'modality_type_id', 'description', 'distance_km', 'status', 'deleted_at']);
    const modalitiesByCategory = new Map<CategoryName, { id: number; name: string; km: number | null }[]>();
    for (const [name, type, km, cats, deleted] of MODALITIES) {
      const id = wModalities.id();
      wModalities.add({
        id,
        name,
        modality_type_id: modalityTypeIds.get(type)!,
        description: km ? `Percurso de ${String(km).replace('.', ',')} km` : null,
        distance_km: km,
        status: deleted ? 'disabled' : 'enabled',
        deleted_at: deleted ? ts(addDays(today, -catRng.int(30, 200)), catRng) : null,
      });
      if (!deleted) for (const c of cats) modalitiesByCategory.set(c, [...(modalitiesByCategory.get(c) ?? []), { id, name, km }]);
    }
    const wExtras = await bulk.table('extras', ['id', 'name', 'description', 'price', 'photo_url', 'stock', 'status', 'deleted_at']);
    const extraRows: { id: number; name: string; price: number }[] = [];
    for (const [name, description, price, stock, deleted] of EXTRAS) {
      const id = wExtras.id();
      wExtras.add({
        id,
        name,
        description,
        price,
        photo_url: demoUpload(`/uploads/extras/${asciiSlug(name)}.jpg`),
        stock,
        status: deleted ? 'disabled' : catRng.chance(0.1) ? 'disabled' : 'enabled',
        deleted_at: deleted ? ts(addDays(today, -catRng.int(30, 200)), catRng) : null,
      });
      if (!deleted) extraRows.push({ id, name, price });
    }
    const wSponsorTypes = await bulk.table('sponsor_types', ['id', 'name', 'priority']);
    const sponsorTypeIds = SPONSOR_TYPES.map(([name, priority]) => {
      const id = wSponsorTypes.id();
      wSponsorTypes.add({ id, name, priority });
      return id;
    });
    const wSponsors = await bulk.table('sponsors', ['id', 'name', 'sponsor_type_id', 'logo_url', 'site_url', 'status']);
    const sponsorIds = SPONSORS.map((name) => {
      const id = wSponsors.id();
      wSponsors.add({
        id,
        name,
        sponsor_type_id: catRng.pick(sponsorTypeIds),
        logo_url: demoUpload(`/uploads/sponsors/${asciiSlug(name)}.png`),
        site_url: `https://www.${asciiSlug(name, '')}.com.br`,
        status: catRng.chance(0.1) ? 'disabled' : 'enabled',
      });
      return id;
    });
    const wOngs = await bulk.table('ongs', ['id', 'name', 'cnpj', 'description', 'email', 'phone', 'site_url', 'photo_url', 'status']);
    const wOngStates = await bulk.table('ong_states', ['ong_id', 'state_id']);
    const ongIds = ONGS.map(([name, ufs], i) => {
      const id = wOngs.id();
      wOngs.add({
        id,
        name,
        cnpj: cnpjAt(i, 2),
        description: `${name}: projetos sociais apoiados por eventos esportivos.`,
        email: `contato@${asciiSlug(name, '')}.org.br`,
        phone: `${catRng.pick(DDD_BY_UF[ufs[0]!] ?? [11])}3${String(catRng.int(0, 9_999_999)).padStart(7, '0')}`,
        site_url: `https://${asciiSlug(name, '')}.org.br`,
        photo_url: demoUpload(`/uploads/ongs/${asciiSlug(name)}.png`),
        status: 'enabled',
      });
      for (const uf of ufs) wOngStates.add({ ong_id: id, state_id: stateIdByUf.get(uf)! });
      return id;
    });
    const wEventGroups = await bulk.table('event_groups', ['id', 'name', 'description', 'slug', 'photo_url', 'public_visibility']);
    const eventGroupIds = EVENT_GROUPS.map(([name, description, visible]) => {
      const id = wEventGroups.id();
      wEventGroups.add({ id, name, description, slug: asciiSlug(name), photo_url: demoUpload(`/uploads/event-groups/${asciiSlug(name)}.jpg`), public_visibility: visible });
      return id;
    });
    await bulk.flush(wCategories, wEventTypes, wBranches, wCompanies, wModalityTypes, wModalities, wExtras, wSponsorTypes, wSponsors, wOngs, wOngStates, wEventGroups);

    // partners and their discount history
    const wPartners = await bulk.table('partners', ['id', 'name', 'slug', 'description', 'logo_url', 'percentage_limit', 'percentage_discount', 'visa_percentage_discount', 'master_percentage_discount', 'status']);
    const wPartnerHistory = await bulk.table('partner_discount_history', [
      'id', 'partner_id', 'change_type', 'percentage_limit_old', 'percentage_limit_new', 'visa_percentage_discount_old', 'visa_percentage_discount_new',
      'master_percentage_discount_old', 'master_percentage_discount_new', 'changed_by_id', 'created_at',
    ]);
    for (const [name, slug, changes] of [
      ['Porto Bank', 'porto-bank', 7],
      ['Santander', 'santander', 4],
    ] as const) {
      const id = wPartners.id();
      let limit = 30;
      let visa = 10;
      let master = 10;
      let day = -400;
      wPartnerHistory.add({ id: wPartnerHistory.id(), partner_id: id, change_type: 'created', percentage_limit_new: limit, visa_percentage_discount_new: visa, master_percentage_discount_new: master, changed_by_id: staffIds[0]!, created_at: ts(addDays(today, day), catRng) });
      for (let c = 0; c < changes; c++) {
        day += catRng.int(20, 50);
        const next = { limit: catRng.pick([20, 25, 30, 35, 40]), visa: catRng.pick([5, 7.5, 10, 12, 15]), master: catRng.pick([5, 8, 10, 12.5, 15]) };
        wPartnerHistory.add({
          id: wPartnerHistory.id(), partner_id: id, change_type: 'updated',
          percentage_limit_old: limit, percentage_limit_new: next.limit, visa_percentage_discount_old: visa, visa_percentage_discount_new: next.visa,
          master_percentage_discount_old: master, master_percentage_discount_new: next.master, changed_by_id: catRng.pick(staffIds), created_at: ts(addDays(today, day), catRng),
        });
        [limit, visa, master] = [next.limit, next.visa, next.master];
      }
      wPartners.add({ id, name, slug, description: `Programa de descontos para clientes ${name}`, logo_url: demoUpload(`/uploads/partners/${slug}.png`), percentage_limit: limit, percentage_discount: Math.max(visa, master), visa_percentage_discount: visa, master_percentage_discount: master, status: 'active' });
    }
    await bulk.flush(wPartners, wPartnerHistory);

    // ---------------------------------------------------------------- teams and customers
    const custRng = rngFor('customers');
    const wTeams = await bulk.table('teams', ['id', 'name', 'email', 'document', 'phone', 'city_id', 'state_id', 'customer_id', 'status', 'created_at', 'updated_at']);
    const teamIds: number[] = [];
    const TEAM_WORDS = ['Assessoria', 'Equipe', 'Clube de Corrida', 'Team', 'Grupo'];
    const TEAM_NAMES = ['Pé de Vento', 'Passo Firme', 'Guepardos', 'Maratonistas', 'Amigos do Asfalto', 'Run Fast', 'Força Total', 'Águias', 'Corre Junto', 'Trilheiros', 'Pace Certo', 'Fôlego'];
    const teamCity = new Map<number, number>();
    for (let i = 0; i < plan.teams; i++) {
      const id = wTeams.id();
      const city = cityTable.pick(custRng);
      teamIds.push(id);
      teamCity.set(id, city.id);
      const name = `${custRng.pick(TEAM_WORDS)} ${TEAM_NAMES[i % TEAM_NAMES.length]} ${city.name}${i >= TEAM_NAMES.length ? ` ${Math.floor(i / TEAM_NAMES.length) + 1}` : ''}`;
      const created = addDays(today, -custRng.int(30, 1000));
      wTeams.add({
        id, name, email: `${asciiSlug(name, '.')}@equipes.demo.local`, document: cnpjAt(i, 3),
        phone: `${custRng.pick(DDD_BY_UF[city.uf] ?? [11])}9${String(custRng.int(0, 99_999_999)).padStart(8, '0')}`,
        city_id: city.id, state_id: stateIdByUf.get(city.uf)!, customer_id: null, status: custRng.chance(0.1) ? 'disabled' : 'enabled',
        created_at: ts(created, custRng), updated_at: ts(created, custRng),
      });
    }
    await bulk.flush(wTeams);

    const wCustomers = await bulk.table('customers', [
      'id', 'uuid', 'name', 'cpf', 'cnpj', 'email', 'birth_date', 'gender', 'phone', 'city_id', 'team_id', 'user_kind', 'person_type', 'status', 'last_sign_in_at', 'created_at', 'updated_at',
    ]);
    const custFirst = wCustomers.id();
    const customerBirthYear = new Int16Array(plan.customers);
    const customerTeam = new Int32Array(plan.customers);
    const customerGender = new Int8Array(plan.customers);
    const USER_KIND = new WeightedTable<string>([
      ['athlete', 940], ['team', 10], ['trainer', 8], ['partner', 6], ['employee', 6], ['sac', 3], ['production', 3], ['franchise', 3],
      ['board', 2], ['rh', 2], ['store', 4], ['sponsor', 4], ['copartner', 3], ['public_agency', 2], ['admin', 4],
    ]);
    const todayYear = Number(today.slice(0, 4));
    for (let i = 0; i < plan.customers; i++) {
      const id = i === 0 ? custFirst : wCustomers.id();
      const female = custRng.chance(0.46);
      const first = custRng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last1 = custRng.pick(LAST_NAMES);
      const last2 = custRng.chance(0.55) ? custRng.pick(LAST_NAMES) : null;
      const name = last2 && last2 !== last1 ? `${first} ${last1} ${last2}` : `${first} ${last1}`;
      const city = cityTable.pick(custRng);
      const age = custRng.weighted([[custRng.int(8, 17), 4], [custRng.int(18, 29), 28], [custRng.int(30, 44), 38], [custRng.int(45, 59), 22], [custRng.int(60, 80), 8]] as const);
      const birthYear = todayYear - age;
      const birth = `${birthYear}-${String(custRng.int(1, 12)).padStart(2, '0')}-${String(custRng.int(1, 28)).padStart(2, '0')}`;
      const team = teamIds.length && custRng.chance(0.12) ? custRng.pick(teamIds) : 0;
      const created = addDays(today, -custRng.int(0, 1100));
      const domain = custRng.weighted(EMAIL_DOMAINS);
      const emailUser = custRng.chance(0.5) ? `${asciiSlug(first, '.')}.${asciiSlug(last1, '.')}` : `${asciiSlug(first, '')}${asciiSlug(last2 ?? last1, '')}`;
      customerBirthYear[i] = birthYear;
      customerTeam[i] = team;
      customerGender[i] = female ? 1 : 0;
      wCustomers.add({
        id,
        uuid: uuidFor('customers', id, seed),
        name,
        cpf: cpfAt(i),
        cnpj: null,
        email: `${emailUser}${i}@${domain}`,
        birth_date: birth,
        gender: female ? 1 : 0,
        phone: `${custRng.pick(DDD_BY_UF[city.uf] ?? [11])}9${String(custRng.int(10_000_000, 99_999_999))}`,
        city_id: city.id,
        team_id: team || null,
        user_kind: USER_KIND.pick(custRng),
        person_type: 'physical',
        status: custRng.chance(0.03) ? 'disabled' : 'enabled',
        last_sign_in_at: custRng.chance(0.7) ? ts(addDays(today, -custRng.int(0, daysBetween(created, today))), custRng) : null,
        created_at: ts(created, custRng),
        updated_at: ts(created, custRng),
      });
      await flushIfFull(wCustomers);
    }
    await bulk.flush(wCustomers);
    const customerId = (index: number) => custFirst + index;
    log(`customers: ${plan.customers}`);

    // ---------------------------------------------------------------- trainers (activities are events run by them)
    const trRng = rngFor('trainers');
    const wTrainers = await bulk.table('trainers', ['id', 'customer_id', 'name', 'email', 'document', 'phone', 'city_id', 'bio', 'photo_url', 'status', 'service_type', 'filiation', 'created_at', 'updated_at']);
    const wBankAccounts = await bulk.table('trainer_bank_accounts', ['id', 'trainer_id', 'bank_code', 'bank_name', 'agency', 'account', 'account_type', 'pix_key', 'holder_name', 'holder_document', 'is_default']);
    const BANKS = [['001', 'Banco do Brasil'], ['104', 'Caixa Econômica Federal'], ['237', 'Bradesco'], ['341', 'Itaú Unibanco'], ['033', 'Santander'], ['260', 'Nu Pagamentos'], ['077', 'Banco Inter'], ['336', 'C6 Bank']] as const;
    const trainers: { id: number; name: string; bankAccountId: number }[] = [];
    for (let i = 0; i < 24; i++) {
      const id = wTrainers.id();
      const female = trRng.chance(0.45);
      const name = `${trRng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${trRng.pick(LAST_NAMES)}`;
      const city = cityTable.pick(trRng);
      const document = cpfAt(i, 9);
      const created = addDays(today, -trRng.int(10, 900));
      wTrainers.add({
        id, customer_id: null, name, email: `${asciiSlug(name, '.')}${i}@treinadores.demo.local`, document,
        phone: `${trRng.pick(DDD_BY_UF[city.uf] ?? [11])}9${String(trRng.int(10_000_000, 99_999_999))}`, city_id: city.id,
        bio: `Profissional de educação física (CREF ${String(trRng.int(1000, 99999)).padStart(6, '0')}-G/${city.uf}).`,
        photo_url: demoUpload(`/uploads/trainers/${id}.jpg`),
        status: trRng.weighted([['enabled', 70], ['pending', 18], ['disabled', 12]] as const),
        service_type: trRng.weighted([['class', 55], ['affiliation', 20], ['both', 25]] as const),
        filiation: trRng.chance(0.4) ? trRng.pick(['CBAt', 'Federação Paulista de Atletismo', 'CBTri', 'Confederação Brasileira de Tênis', 'CONFEF']) : null,
        created_at: ts(created, trRng), updated_at: ts(created, trRng),
      });
      let bankAccountId = 0;
      for (let b = 0; b < trRng.int(1, 2); b++) {
        const [bankCode, bankName] = trRng.pick(BANKS);
        const accId = wBankAccounts.id();
        if (b === 0) bankAccountId = accId;
        wBankAccounts.add({
          id: accId, trainer_id: id, bank_code: bankCode, bank_name: bankName, agency: String(trRng.int(1, 9999)).padStart(4, '0'),
          account: `${trRng.int(10000, 999999)}-${trRng.int(0, 9)}`, account_type: trRng.chance(0.85) ? 'checking' : 'savings',
          pix_key: trRng.chance(0.6) ? document : null, holder_name: name, holder_document: document, is_default: b === 0,
        });
      }
      trainers.push({ id, name, bankAccountId });
    }
    await bulk.flush(wTrainers, wBankAccounts);

    // ---------------------------------------------------------------- events and their parts
    const evRng = rngFor('events');
    const wEvents = await bulk.table('events', [
      'id', 'uuid', 'name', 'slug', 'category_id', 'event_type_id', 'branch_id', 'company_id', 'trainer_id', 'photo_url', 'online', 'global', 'place', 'city_id', 'state_id', 'address',
      'online_url', 'record_url', 'event_date', 'visible_until_date', 'visible_until_hour', 'subscription_start_date', 'subscription_start_hour', 'subscription_end_date',
      'subscription_end_hour', 'kits_withdraw_date', 'kits_withdraw_date_end', 'start_date', 'start_hour', 'end_date', 'end_hour', 'start_limit_date', 'start_limit_hour', 'days_of_week',
      'subscriptions_limit', 'subscriptions_goal', 'subscriptions_remaining', 'subscriptions_courtesy', 'description_text', 'schedule_text', 'subscriptions_text', 'terms_text', 'rules_text',
      'kits_stock_bl', 'kits_stock_g', 'kits_stock_gg', 'kits_stock_m', 'kits_stock_p', 'donation_to_receive_souvenir', 'pix', 'debit_card', 'credit_card', 'bank_billet',
      'porto_bank_percentage_limit', 'porto_bank_percentage_discount', 'santander_percentage_limit', 'santander_percentage_discount', 'path_photos', 'promotional_photos',
      'status', 'subscriptions_blocked', 'finished_at', 'finished_by_id', 'created_by_id', 'created_at', 'updated_at',
    ]);
    const wKits = await bulk.table('kits', ['id', 'uuid', 'event_id', 'name', 'description', 'photo_url', 'price', 'stock_bl', 'stock_g', 'stock_gg', 'stock_m', 'stock_p']);
    const wEventModalities = await bulk.table('event_modalities', ['id', 'event_id', 'modality_id', 'kit_id', 'status', 'subscriptions_limit', 'min_age', 'max_age']);
    const wLots = await bulk.table('lots', ['id', 'event_modality_id', 'date', 'price', 'eldery_price', 'team_price', 'team_eldery_price']);
    const wEventExtras = await bulk.table('event_extras', ['id', 'event_id', 'extra_id', 'price', 'stock']);
    const wEventSponsors = await bulk.table('event_sponsors', ['id', 'event_id', 'sponsor_id', 'sponsor_type_id', 'master', 'sponsor_priority']);
    const wEventOngs = await bulk.table('event_ongs', ['event_id', 'ong_id']);
    const wEventDonations = await bulk.table('event_donations', ['id', 'event_id', 'ong_id', 'amount', 'description']);
    const wAvail = await bulk.table('event_available_modalities', ['id', 'event_id', 'modality_id']);
    const wAvailHours = await bulk.table('event_available_modality_hours', ['id', 'event_available_modality_id', 'start_hour', 'end_hour', 'subscriptions_limit']);
    const wGroupEvents = await bulk.table('event_group_events', ['event_group_id', 'event_id', 'position']);
    const wTrainerActivities = await bulk.table('trainer_activities', ['id', 'trainer_id', 'event_id', 'service_type', 'status', 'price', 'capacity', 'created_at', 'updated_at']);

    const CATEGORY_WEIGHT = new WeightedTable<CategoryName>([
      ['Corrida de rua', 50], ['Ciclismo', 8], ['Triathlon', 5], ['Natação', 5], ['Beach tennis', 7], ['Trail run', 9], ['Caminhada', 6],
      ['Mountain bike', 5], ['Duathlon', 2], ['Corrida de obstáculos', 3],
    ]);
    const events: EventInfo[] = [];
    const usedSlugs = new Set<string>();
    const totalEvents = plan.events + plan.activities;
    const activityTrainers = trRng.sample(trainers.slice(0, 20), plan.activities);
    for (let e = 0; e < totalEvents; e++) {
      const isActivity = e >= plan.events;
      const fixedIndex = e < plan.fixedEventSubscriptions.length ? e : -1;
      const id = wEvents.id();
      const category: CategoryName = isActivity ? 'Aulas e treinos' : fixedIndex >= 0 ? 'Corrida de rua' : CATEGORY_WEIGHT.pick(evRng);
      const city = cityTable.pick(evRng);
      const year = (d: string) => d.slice(0, 4);
      let eventDate: string;
      if (fixedIndex === 0) eventDate = addDays(today, 2);
      else if (fixedIndex === 1) eventDate = addDays(today, 30);
      else if (isActivity) eventDate = addDays(today, -evRng.int(20, 90));
      else if (size === 'demo' && e < 6) eventDate = addDays(today, [1, 3, 6, 10, -2, -5][e]!); // something happening this week
      else eventDate = addDays(today, evRng.int(-plan.pastDays, plan.futureDays));
      const past = eventDate < today;
      const typeId = isActivity ? 0 : category === 'Beach tennis' ? typeTournament : evRng.chance(0.08) ? typeCharity : evRng.chance(0.03) ? typeVirtual : typeSport;
      const online = typeId === typeVirtual;
      let name = fixedIndex === 0 ? `Maratona Internacional de ${city.name}` : fixedIndex === 1 ? `Corrida Noturna de ${city.name}` : evRng.pick(EVENT_NAME_PATTERNS[category]).replace('{city}', city.name);
      if (isActivity) name = `${evRng.pick(['Treino funcional', 'Treino de corrida', 'Assessoria de corrida', 'Aula de beach tennis'])} com ${activityTrainers[e - plan.events]!.name.split(' ')[0]} – ${city.name}`;
      else if (!name.includes(year(eventDate))) name = `${name} ${year(eventDate)}`;
      let slug = fixedIndex >= 0 ? BENCH_EVENT_SLUGS[fixedIndex]! : asciiSlug(name);
      if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
      usedSlugs.add(slug);
      const subStart = [addDays(eventDate, -evRng.int(45, 150)), addDays(today, -evRng.int(3, 60))].sort()[0]!;
      let subEnd = addDays(eventDate, -evRng.int(1, 4));
      if (subEnd < subStart) subEnd = subStart;
      const kitsFrom = addDays(eventDate, -evRng.int(2, 3));
      const finished = (past && !isActivity && evRng.chance(0.6)) || false;
      const status = fixedIndex >= 0 ? 'enabled' : evRng.chance(0.85) ? 'enabled' : 'disabled';
      const blocked = fixedIndex < 0 && (evRng.chance(0.1) || (past && !finished && evRng.chance(0.3)));
      const trainerId = isActivity ? activityTrainers[e - plan.events]!.id : null;
      const created = addDays(subStart, -evRng.int(5, 40));
      const limit = fixedIndex === 0 ? 120_000 : fixedIndex === 1 ? 60_000 : evRng.pick([300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000]);
      const info: EventInfo = {
        id, name, slug, eventDate, subStart, subEnd, kitsFrom, past, finished, categoryName: category, modalities: [], extras: [], ongIds: [], couponCodeIds: [],
        weight: evRng.next() * evRng.next() * 3 + 0.2, subscriptions: 0, chest: 0, trainerId, cityId: city.id,
      };
      // kits: a basic one and, for bigger events, a premium one
      const kitIds: number[] = [];
      const kitStock = { bl: 0, g: 0, gg: 0, m: 0, p: 0 };
      for (let k = 0; k < (limit >= 1500 ? 2 : 1); k++) {
        const kid = wKits.id();
        kitIds.push(kid);
        const share = k === 0 ? 0.8 : 0.3;
        const stock = { bl: Math.round(limit * share * 0.08), g: Math.round(limit * share * 0.25), gg: Math.round(limit * share * 0.12), m: Math.round(limit * share * 0.35), p: Math.round(limit * share * 0.2) };
        for (const s of SIZES) kitStock[s] += stock[s];
        wKits.add({
          id: kid, uuid: uuidFor('kits', kid, seed), event_id: id, name: k === 0 ? 'Kit atleta' : 'Kit premium',
          description: k === 0 ? 'Camiseta, número de peito, chip e medalha' : 'Kit atleta + jaqueta corta-vento e mochila',
          photo_url: demoUpload(`/uploads/kits/${kid}.jpg`), price: k === 0 ? 0 : 89.9, stock_bl: stock.bl, stock_g: stock.g, stock_gg: stock.gg, stock_m: stock.m, stock_p: stock.p,
        });
      }
      // modalities with 2–4 lots of rising dates and prices
      const options = modalitiesByCategory.get(category) ?? modalitiesByCategory.get('Corrida de rua')!;
      const chosen = fixedIndex === 0 ? options.filter((m) => ['42 km', '21 km', '10 km', '5 km'].includes(m.name)) : evRng.sample(options, evRng.int(1, Math.min(4, options.length)));
      const windowDays = Math.max(1, daysBetween(subStart, subEnd));
      for (const m of chosen) {
        const emId = wEventModalities.id();
        wEventModalities.add({
          id: emId, event_id: id, modality_id: m.id, kit_id: evRng.pick(kitIds), status: evRng.chance(0.93) ? 'enabled' : 'disabled',
          subscriptions_limit: evRng.chance(0.5) ? Math.round(limit / chosen.length) : null, min_age: m.name.startsWith('Kids') ? 5 : m.km && m.km >= 21 ? 18 : null,
          max_age: m.name.startsWith('Kids') ? 12 : null,
        });
        const base = isActivity ? evRng.pick([60, 80, 120, 150]) : m.km ? 49.9 + Math.min(m.km, 60) * 4.2 + evRng.int(0, 30) : 120 + evRng.int(0, 80);
        const nLots = evRng.int(2, 4);
        const lots: EventInfo['modalities'][number]['lots'] = [];
        let increase = 0;
        for (let l = 0; l < nLots; l++) {
          const lid = wLots.id();
          const date = addDays(subStart, Math.floor((l * windowDays) / nLots));
          if (l) increase += evRng.int(10, 25);
          const price = priceEnding90(base + increase);
          const lot = { id: lid, date, price, eldery: cents(price / 2), team: priceEnding90(price * 0.9), teamEldery: cents(priceEnding90(price * 0.9) / 2) };
          lots.push(lot);
          wLots.add({ id: lid, event_modality_id: emId, date, price: lot.price, eldery_price: lot.eldery, team_price: lot.team, team_eldery_price: lot.teamEldery });
        }
        info.modalities.push({ id: emId, modalityId: m.id, kitId: kitIds[0]!, lots });
      }
      // extras, sponsors, NGOs and donations
      for (const x of evRng.sample(extraRows, evRng.int(1, 5))) {
        const eeId = wEventExtras.id();
        const price = evRng.chance(0.3) ? priceEnding90(x.price * 1.1) : null;
        wEventExtras.add({ id: eeId, event_id: id, extra_id: x.id, price, stock: evRng.chance(0.5) ? evRng.int(100, 2000) : null });
        info.extras.push({ eventExtraId: eeId, extraId: x.id, name: x.name, price: price ?? x.price });
      }
      evRng.sample(sponsorIds, evRng.int(0, 5)).forEach((sid, p) => {
        wEventSponsors.add({ id: wEventSponsors.id(), event_id: id, sponsor_id: sid, sponsor_type_id: evRng.pick(sponsorTypeIds), master: p === 0, sponsor_priority: p + 1 });
      });
      const withOngs = typeId === 0 || typeId === typeCharity || evRng.chance(0.25);
      if (withOngs) {
        for (const oid of evRng.sample(ongIds, evRng.int(1, 2))) {
          info.ongIds.push(oid);
          wEventOngs.add({ event_id: id, ong_id: oid });
          for (const amount of [20, 50, 100]) wEventDonations.add({ id: wEventDonations.id(), event_id: id, ong_id: oid, amount, description: `Doação de R$ ${amount},00` });
        }
      }
      // event type 0 (activities): modalities available at given hours
      if (typeId === 0) {
        for (const m of chosen) {
          const aid = wAvail.id();
          wAvail.add({ id: aid, event_id: id, modality_id: m.id });
          for (const h of evRng.sample([6, 7, 8, 17, 18, 19, 20], evRng.int(1, 3)).sort((a, b) => a - b)) {
            wAvailHours.add({ id: wAvailHours.id(), event_available_modality_id: aid, start_hour: hhmm(h, 0), end_hour: hhmm(h + 1, 0), subscriptions_limit: evRng.pick([10, 15, 20, 30]) });
          }
        }
      }
      const startHour = isActivity ? 7 : evRng.pick([5, 6, 6, 7, 7, 8, 18, 19]);
      const days = isActivity ? evRng.sample([1, 2, 3, 4, 5, 6], evRng.int(2, 3)).sort() : [];
      const photos = [1, 2, 3].map((n) => demoUpload(`/uploads/events/${id}/percurso-${n}.jpg`));
      wEvents.add({
        id, uuid: uuidFor('events', id, seed), name, slug, category_id: categoryIds.get(category)!, event_type_id: typeId, branch_id: evRng.pick(branchIds),
        company_id: evRng.chance(0.05) ? evRng.pick([1, 2]) : evRng.pick(companyIds), trainer_id: trainerId, photo_url: demoUpload(`/uploads/events/${id}/capa.jpg`),
        online, global: online || evRng.chance(0.05), place: online ? null : evRng.pick(PLACES), city_id: online ? null : city.id, state_id: online ? null : stateIdByUf.get(city.uf)!,
        address: online ? null : `${evRng.pick(STREET_TYPES)} ${evRng.pick(STREET_NAMES)}, ${evRng.int(10, 3000)} – ${city.name}/${city.uf}`,
        online_url: online ? `https://app.demo.local/ao-vivo/${slug}` : null, record_url: past && evRng.chance(0.3) ? `https://videos.demo.local/${slug}` : null,
        event_date: eventDate, visible_until_date: addDays(eventDate, isActivity ? 60 : 1), visible_until_hour: '23:59',
        subscription_start_date: subStart, subscription_start_hour: '10:00', subscription_end_date: subEnd, subscription_end_hour: '23:59',
        kits_withdraw_date: online ? null : kitsFrom, kits_withdraw_date_end: online ? null : addDays(eventDate, -1),
        start_date: eventDate, start_hour: hhmm(startHour, 0), end_date: isActivity ? addDays(eventDate, 90) : eventDate, end_hour: endHourOf(startHour + (isActivity ? 1 : 5)),
        start_limit_date: eventDate, start_limit_hour: hhmm(startHour, 30), days_of_week: pgIntArray(days),
        subscriptions_limit: limit, subscriptions_goal: Math.round(limit * 0.8), subscriptions_remaining: limit, subscriptions_courtesy: evRng.pick([0, 0, 10, 20, 50]),
        description_text: `${name}: ${category.toLowerCase()} em ${city.name}/${city.uf}, com percursos para todos os níveis.`,
        schedule_text: `${hhmm(startHour - 1, 0)} Abertura da arena\n${hhmm(startHour, 0)} Largada\n${hhmm(startHour + 4, 0)} Premiação`,
        subscriptions_text: 'Inscrições pelo site e aplicativo até o fim do último lote ou até esgotarem as vagas.',
        terms_text: 'Declaro estar em boas condições de saúde e apto(a) a participar do evento.',
        rules_text: 'Regulamento completo disponível no site do evento. A retirada do kit exige documento com foto.',
        kits_stock_bl: kitStock.bl, kits_stock_g: kitStock.g, kits_stock_gg: kitStock.gg, kits_stock_m: kitStock.m, kits_stock_p: kitStock.p,
        donation_to_receive_souvenir: withOngs ? 50 : null, pix: true, debit_card: evRng.chance(0.6), credit_card: evRng.chance(0.95), bank_billet: evRng.chance(0.3),
        porto_bank_percentage_limit: evRng.chance(0.3) ? 30 : null, porto_bank_percentage_discount: evRng.chance(0.3) ? 10 : null,
        santander_percentage_limit: evRng.chance(0.3) ? 25 : null, santander_percentage_discount: evRng.chance(0.3) ? 15 : null,
        path_photos: JSON.stringify(photos.slice(0, evRng.int(0, 3))), promotional_photos: JSON.stringify(evRng.chance(0.5) ? [demoUpload(`/uploads/events/${id}/promo.jpg`)] : []),
        status, subscriptions_blocked: blocked, finished_at: finished ? ts(addDays(eventDate, evRng.int(1, 10)), evRng) : null,
        finished_by_id: finished ? evRng.pick(staffIds) : null, created_by_id: evRng.pick(staffIds), created_at: ts(created, evRng), updated_at: ts(addDays(created, evRng.int(0, 5)), evRng),
      });
      if (isActivity) {
        const created2 = ts(created, evRng);
        wTrainerActivities.add({
          id: wTrainerActivities.id(), trainer_id: trainerId!, event_id: id, service_type: evRng.pick(['class', 'affiliation', 'both']),
          status: evRng.weighted([['enabled', 6], ['draft', 1], ['disabled', 1], ['finished', 1]] as const), price: info.modalities[0]?.lots[0]?.price ?? 80, capacity: evRng.pick([10, 15, 20, 30]),
          created_at: created2, updated_at: created2,
        });
      }
      events.push(info);
      await flushIfFull(wEvents, wKits, wEventModalities, wLots, wEventExtras, wEventSponsors, wEventOngs, wEventDonations, wAvail, wAvailHours, wTrainerActivities);
    }
    // event groups: a handful of events each
    eventGroupIds.forEach((gid) => {
      evRng.sample(events.filter((ev) => !ev.trainerId), evRng.int(3, 8)).forEach((ev, p) => wGroupEvents.add({ event_group_id: gid, event_id: ev.id, position: p + 1 }));
    });
    await bulk.flush(wEvents, wKits, wEventModalities, wLots, wEventExtras, wEventSponsors, wEventOngs, wEventDonations, wAvail, wAvailHours, wGroupEvents, wTrainerActivities);
    log(`events: ${events.length}`);

    // ---------------------------------------------------------------- campaigns, coupons and codes (orders refer to codes)
    const mkRng = rngFor('marketing');
    const wCampaigns = await bulk.table('campaigns', ['id', 'name', 'description', 'event_type_id', 'event_id', 'status', 'finished', 'photo_url', 'banner_url', 'start_date', 'end_date', 'created_at', 'updated_at']);
    const CAMPAIGNS = ['Black Friday Esportiva', 'Volta às corridas', 'Desafio de Verão', 'Semana do Corredor', 'Outubro Rosa', 'Novembro Azul', 'Férias em Movimento', 'Dia das Mães Ativa', 'Corrida em Família', 'Aniversário da Plataforma', 'Natal Solidário', 'Carnaval Fit'];
    const campaignIds = CAMPAIGNS.map((name, i) => {
      const id = wCampaigns.id();
      const start = addDays(today, mkRng.int(-300, 30));
      const finished = start < addDays(today, -60) && mkRng.chance(0.7);
      wCampaigns.add({
        id, name, description: `Campanha ${name}: condições especiais de inscrição.`, event_type_id: mkRng.pick(eventTypeIds), event_id: i % 3 === 0 ? mkRng.pick(events).id : null,
        status: finished ? 'closed' : 'active', finished, photo_url: demoUpload(`/uploads/campaigns/${asciiSlug(name)}.jpg`), banner_url: demoUpload(`/uploads/campaigns/${asciiSlug(name)}-banner.jpg`),
        start_date: start, end_date: addDays(start, mkRng.int(7, 45)), created_at: ts(addDays(start, -10), mkRng), updated_at: ts(addDays(start, -5), mkRng),
      });
      return id;
    });
    await bulk.flush(wCampaigns);
    const wCoupons = await bulk.table('coupons', ['id', 'name', 'description', 'coupon_type', 'generated_by', 'discount_type', 'discount_value', 'event_id', 'campaign_id', 'start_date', 'end_date', 'usage_limit', 'status', 'created_by_id', 'created_at', 'updated_at']);
    const wCouponCodes = await bulk.table('coupon_codes', ['id', 'coupon_id', 'code', 'usage_limit', 'used_count', 'status', 'created_at']);
    const COUPON_NAMES = ['Desconto lançamento', 'Assessoria parceira', 'Cortesia imprensa', 'Primeira corrida', 'Indique um amigo', 'Funcionários', 'Patrocinador', 'Lote promocional', 'Clube de vantagens', 'Reembolso cortesia'];
    const globalCodeIds: number[] = [];
    /** Uses left per code (codes without a limit are absent): orders never use a code past its limit. */
    const codeUsesLeft = new Map<number, number>();
    /** Each code's coupon terms: an order's discount is what its coupon gives, inside the coupon's dates. */
    const codeTerms = new Map<number, { type: 'percentual' | 'amount'; value: number; start: string; end: string }>();
    const usedCodes = new Set<string>();
    const couponCount = size === 'bench' ? 60 : 25;
    for (let i = 0; i < couponCount; i++) {
      const id = wCoupons.id();
      const couponType = mkRng.weighted([['event', 6], ['global', 3], ['tournament', 1]] as const);
      const ev = couponType === 'event' ? mkRng.pick(events.slice(0, Math.min(events.length, 200))) : null;
      const generatedBy = mkRng.weighted([['manual', 5], ['batch', 3], ['campaign', 2]] as const);
      const discountType = mkRng.weighted([['percentual', 6], ['amount', 3], ['gratuity', 1]] as const);
      const start = ev ? ev.subStart : addDays(today, -mkRng.int(0, 300));
      const name = `${mkRng.pick(COUPON_NAMES)}${ev ? ` – ${ev.name}` : ''}`;
      /** Uses allowed per code: single-use for batch and campaign codes. */
      const codeLimit = generatedBy === 'manual' ? (size === 'bench' ? null : mkRng.pick([null, 300])) : 1;
      const discountValue = discountType === 'percentual' ? mkRng.pick([5, 10, 15, 20, 30, 50]) : discountType === 'amount' ? mkRng.pick([10, 15, 20, 25, 50]) : 100;
      const end = ev ? ev.subEnd : addDays(start, mkRng.int(15, 120));
      wCoupons.add({
        id, name, description: null, coupon_type: couponType, generated_by: generatedBy, discount_type: discountType,
        discount_value: discountValue,
        event_id: ev?.id ?? null, campaign_id: generatedBy === 'campaign' ? mkRng.pick(campaignIds) : null, start_date: start, end_date: end,
        usage_limit: codeLimit, status: mkRng.chance(0.85) ? 'enabled' : 'disabled', created_by_id: mkRng.pick(staffIds),
        created_at: ts(addDays(start, -3), mkRng), updated_at: ts(addDays(start, -3), mkRng),
      });
      const nCodes = generatedBy === 'manual' ? 1 : generatedBy === 'campaign' ? 5 : mkRng.int(10, 60);
      for (let c = 0; c < nCodes; c++) {
        let text = generatedBy === 'manual' ? `${asciiSlug(name.split(' – ')[0]!, '').toUpperCase().slice(0, 8)}${mkRng.int(5, 50)}` : code(mkRng, 8);
        while (usedCodes.has(text)) text = code(mkRng, 8);
        usedCodes.add(text);
        const cid = wCouponCodes.id();
        if (codeLimit !== null) codeUsesLeft.set(cid, codeLimit);
        if (discountType !== 'gratuity') codeTerms.set(cid, { type: discountType, value: discountValue, start, end });
        wCouponCodes.add({ id: cid, coupon_id: id, code: text, usage_limit: codeLimit, used_count: 0, status: mkRng.chance(0.9) ? 'enabled' : 'disabled', created_at: ts(addDays(start, -3), mkRng) });
        if (couponType !== 'tournament' && discountType !== 'gratuity') (ev ? ev.couponCodeIds : globalCodeIds).push(cid);
      }
    }
    await bulk.flush(wCoupons, wCouponCodes);

    // ---------------------------------------------------------------- subscriptions, orders, items and payments
    const subRng = rngFor('subscriptions');
    const fixedTotal = plan.fixedEventSubscriptions.reduce((a, b) => a + b, 0);
    plan.fixedEventSubscriptions.forEach((n, i) => (events[i]!.subscriptions = n));
    const activities = events.filter((ev) => ev.trainerId);
    let activitySubs = 0;
    for (const ev of activities) {
      ev.subscriptions = subRng.int(8, 25);
      activitySubs += ev.subscriptions;
    }
    const open = events.filter((ev, i) => i >= plan.fixedEventSubscriptions.length && !ev.trainerId);
    const rest = plan.subscriptions - fixedTotal - activitySubs;
    const weightSum = open.reduce((s, ev) => s + ev.weight, 0);
    let given = 0;
    for (const ev of open) {
      ev.subscriptions = Math.floor((rest * ev.weight) / weightSum);
      given += ev.subscriptions;
    }
    for (let k = 0; given < rest; k++, given++) open[k % open.length]!.subscriptions++;

    const wOrders = await bulk.table('orders', [
      'id', 'uuid', 'customer_id', 'event_id', 'status', 'subtotal', 'discount', 'convenience_fee', 'total', 'discount_source', 'coupon_code_id', 'channel', 'payment_method',
      'paid_at', 'cancelled_at', 'created_at', 'updated_at',
    ]);
    const wPayments = await bulk.table('payments', [
      'id', 'order_id', 'method', 'status', 'amount', 'installments', 'card_brand', 'gateway', 'gateway_transaction_id', 'failure_reason', 'authorized_at', 'paid_at', 'created_at', 'updated_at',
    ]);
    const wSubs = await bulk.table('subscriptions', [
      'id', 'uuid', 'event_id', 'event_modality_id', 'customer_id', 'team_id', 'lot_id', 'order_id', 'coupon_code_id', 'status', 'price_type', 'price', 'shirt_size', 'chest_number',
      'origin', 'kit_withdrawn_at', 'kit_withdrawn_by_id', 'kit_withdrawn_by_name', 'cancelled_at', 'created_at', 'updated_at',
    ]);
    const wSubExtras = await bulk.table('subscription_extras', ['id', 'subscription_id', 'extra_id', 'event_extra_id', 'quantity', 'price', 'size']);
    const wItems = await bulk.table('order_items', ['id', 'order_id', 'kind', 'subscription_id', 'extra_id', 'event_id', 'description', 'quantity', 'unit_price', 'total']);
    const flushCommerce = () => bulk.flush(wOrders, wPayments, wSubs, wSubExtras, wItems);

    type OrderStatus = 'preorder' | 'pending_payment' | 'payment_confirmed' | 'cancelled' | 'refused';
    const addOrder = (o: { customer: number; eventId: number; status: OrderStatus; subtotal: number; created: string; couponCodes: number[]; rng: Rng }) => {
      const r = o.rng;
      const id = wOrders.id();
      const method = PAYMENT_METHOD.pick(r);
      const card = method === 'credit_card' || method === 'debit_card';
      const brand = card ? CARD_BRAND.pick(r) : null;
      let discount = 0;
      let source: string | null = null;
      let couponCodeId: number | null = null;
      const createdDay = o.created.slice(0, 10);
      const candidate = o.couponCodes.length && r.chance(0.08) ? r.pick(o.couponCodes) : null;
      const usesLeft = candidate === null ? 0 : (codeUsesLeft.get(candidate) ?? Infinity);
      const terms = candidate === null ? undefined : codeTerms.get(candidate);
      // a code is used only while its coupon runs, and gives what its coupon says (a fixed amount never above the subtotal)
      if (candidate !== null && usesLeft > 0 && terms && createdDay >= terms.start && createdDay <= terms.end) {
        if (usesLeft !== Infinity) codeUsesLeft.set(candidate, usesLeft - 1);
        couponCodeId = candidate;
        source = 'coupon';
        discount = terms.type === 'percentual' ? cents((o.subtotal * terms.value) / 100) : Math.min(terms.value, o.subtotal);
      } else if (card && (brand === 'visa' || brand === 'master') && r.chance(0.06)) {
        source = r.pick(brand === 'visa' ? ['santander_visa', 'porto_bank_visa', 'santander'] : ['porto_bank_master', 'santander']);
        discount = cents(o.subtotal * 0.1);
      }
      const total = cents(o.subtotal - discount);
      const paid = o.status === 'payment_confirmed';
      // paid after ordered: a card or Pix within minutes, a transfer within the day, a bank slip in one to three days
      const payDelay = method === 'bank_billet' ? r.int(20 * 3600, 72 * 3600) : method === 'bank_transfer' ? r.int(3600, 20 * 3600) : r.int(10, 30 * 60);
      const paidAt = paid ? afterInstant(o.created, payDelay, endOfToday) : null;
      const cancelledAt = o.status === 'cancelled' ? afterInstant(o.created, r.int(600, 5 * 86_400), endOfToday) : null;
      wOrders.add({
        id, uuid: uuidFor('orders', id, seed), customer_id: o.customer, event_id: o.eventId, status: o.status, subtotal: o.subtotal, discount, convenience_fee: 0, total,
        discount_source: source, coupon_code_id: couponCodeId, channel: CHANNEL.pick(r), payment_method: method, paid_at: paidAt, cancelled_at: cancelledAt,
        created_at: o.created, updated_at: paidAt ?? cancelledAt ?? o.created,
      });
      const payStatus =
        o.status === 'payment_confirmed' ? (method === 'credit_card' && r.chance(0.05) ? 'authorized' : 'approved')
        : o.status === 'pending_payment' ? (r.chance(0.7) ? 'pending' : 'processing')
        : o.status === 'preorder' ? 'pending'
        : o.status === 'cancelled' ? (r.chance(0.8) ? 'cancelled' : 'failed')
        : r.weighted([['denied', 5], ['refused', 3], ['failed', 2]] as const);
      const failure = payStatus === 'denied' ? 'Transação negada pelo emissor' : payStatus === 'refused' ? 'Cartão recusado: saldo insuficiente' : payStatus === 'failed' ? 'Falha de comunicação com a operadora' : null;
      wPayments.add({
        id: wPayments.id(), order_id: id, method, status: payStatus, amount: total, installments: method === 'credit_card' ? Math.min(INSTALLMENTS.pick(r), total >= 60 ? 12 : 1) : 1,
        card_brand: brand, gateway: GATEWAY[method]!, gateway_transaction_id: method === 'bank_transfer' ? null : `tx_${hex(r, 20)}`, failure_reason: failure,
        authorized_at: payStatus === 'approved' || payStatus === 'authorized' ? paidAt ?? o.created : null, paid_at: payStatus === 'approved' ? paidAt : null,
        created_at: o.created, updated_at: paidAt ?? o.created,
      });
      return { id, couponCodeId };
    };

    const resultsByEvent = new Map<number, { subId: number; chest: number; gender: number; emId: number; km: number }[]>();
    let subscriptionOrders = 0;
    for (const ev of events) {
      if (!ev.subscriptions) continue;
      const r = Rng.from(seed, `subs:${ev.id}`);
      const windowEnd = ev.subEnd < today ? ev.subEnd : today;
      const windowDays = Math.max(0, daysBetween(ev.subStart, windowEnd));
      const eventYear = Number(ev.eventDate.slice(0, 4));
      const bigKitDesk = size === 'bench' && ev.slug === BENCH_EVENT_SLUGS[0];
      for (let s = 0; s < ev.subscriptions; s++) {
        const ci = r.int(0, plan.customers - 1);
        const m = r.pick(ev.modalities);
        const day = addDays(ev.subStart, Math.floor(Math.sqrt(r.next()) * (windowDays + 1)));
        const created = ts(day, r);
        let status = SUBSCRIPTION_STATUS.pick(r);
        if (ev.past && status === 'pending') status = r.chance(0.85) ? 'cancelled' : 'pending';
        const lot = [...m.lots].reverse().find((l) => l.date <= day) ?? m.lots[0]!;
        const age = eventYear - customerBirthYear[ci]!;
        const team = customerTeam[ci]!;
        const courtesy = status === 'reserved' && r.chance(0.3);
        const priceType = courtesy ? 'courtesy' : team && r.chance(0.6) ? (age >= 60 ? 'team_eldery' : 'team') : age >= 60 ? 'eldery' : 'regular';
        const price = priceType === 'courtesy' ? 0 : priceType === 'team' ? lot.team : priceType === 'team_eldery' ? lot.teamEldery : priceType === 'eldery' ? lot.eldery : lot.price;
        const subId = wSubs.id();
        const extra = ev.extras.length && r.chance(0.15) ? r.pick(ev.extras) : null;
        let orderId: number | null = null;
        let subCoupon: number | null = null;
        if (!courtesy) {
          const orderStatus: OrderStatus =
            status === 'approved' ? 'payment_confirmed' : status === 'pending' ? (r.chance(0.8) ? 'pending_payment' : 'preorder') : status === 'reserved' ? 'preorder' : status === 'cancelled' ? 'cancelled' : 'refused';
          const order = addOrder({ customer: customerId(ci), eventId: ev.id, status: orderStatus, subtotal: cents(price + (extra?.price ?? 0)), created, couponCodes: ev.couponCodeIds.length ? ev.couponCodeIds : globalCodeIds, rng: r });
          orderId = order.id;
          subCoupon = order.couponCodeId;
          subscriptionOrders++;
          wItems.add({ id: wItems.id(), order_id: orderId, kind: 'subscription', subscription_id: subId, extra_id: null, event_id: ev.id, description: `Inscrição ${ev.name}`, quantity: 1, unit_price: price, total: price });
          if (extra) wItems.add({ id: wItems.id(), order_id: orderId, kind: 'extra', subscription_id: subId, extra_id: extra.extraId, event_id: ev.id, description: extra.name, quantity: 1, unit_price: extra.price, total: extra.price });
        }
        const approved = status === 'approved';
        const chest = approved ? ++ev.chest : null;
        const withdrawn = approved && ((ev.past && r.chance(0.88)) || (bigKitDesk && r.chance(0.35)));
        const withdrawnDay = withdrawn ? (ev.past ? addDays(ev.eventDate, -r.int(1, 2)) : addDays(today, -r.int(0, 1))) : null;
        wSubs.add({
          id: subId, uuid: uuidFor('subscriptions', subId, seed), event_id: ev.id, event_modality_id: m.id, customer_id: customerId(ci), team_id: team || null, lot_id: lot.id, order_id: orderId,
          coupon_code_id: subCoupon, status, price_type: priceType, price, shirt_size: r.chance(0.92) ? SHIRT.pick(r) : null, chest_number: chest, origin: CHANNEL.pick(r),
          kit_withdrawn_at: withdrawnDay ? ts(withdrawnDay, r) : null, kit_withdrawn_by_id: withdrawn ? r.pick(staffIds) : null,
          kit_withdrawn_by_name: withdrawn && r.chance(0.06) ? `${r.pick(MALE_FIRST_NAMES)} ${r.pick(LAST_NAMES)} (terceiro)` : null,
          cancelled_at: status === 'cancelled' ? afterInstant(created, r.int(600, 5 * 86_400), endOfToday) : null, created_at: created, updated_at: created,
        });
        if (extra) wSubExtras.add({ id: wSubExtras.id(), subscription_id: subId, extra_id: extra.extraId, event_extra_id: extra.eventExtraId, quantity: 1, price: extra.price, size: extra.name.startsWith('Camiseta') ? SHIRT.pick(r) : null });
        if (plan.results && ev.finished && withdrawn && chest !== null) {
          const list = resultsByEvent.get(ev.id) ?? [];
          list.push({ subId, chest, gender: customerGender[ci]!, emId: m.id, km: 0 });
          resultsByEvent.set(ev.id, list);
        }
        if (wOrders.pending >= bulk.chunkRows || wSubs.pending >= bulk.chunkRows) await flushCommerce();
      }
    }
    await flushCommerce();
    log(`subscriptions: ${wSubs.rows}, subscription orders: ${subscriptionOrders}`);

    // purchases without a subscription: extras bought later and donations
    const extraOrders = Math.max(0, plan.orders - subscriptionOrders);
    const xRng = rngFor('extra-orders');
    const buyable = events.filter((ev) => ev.extras.length || ev.ongIds.length);
    const buyTable = new WeightedTable(buyable.map((ev) => [ev, ev.weight] as const));
    for (let i = 0; i < extraOrders; i++) {
      const ev = buyTable.pick(xRng);
      const windowEnd = ev.subEnd < today ? ev.subEnd : today;
      const day = addDays(ev.subStart, xRng.int(0, Math.max(0, daysBetween(ev.subStart, windowEnd))));
      const created = ts(day, xRng);
      const donation = ev.ongIds.length && (!ev.extras.length || xRng.chance(0.3));
      const items: { kind: string; extraId: number | null; description: string; quantity: number; unit: number }[] = [];
      if (donation) {
        const amount = xRng.pick([20, 50, 100]);
        items.push({ kind: 'donation', extraId: null, description: `Doação para ONG (${ev.name})`, quantity: 1, unit: amount });
      } else {
        for (const x of xRng.sample(ev.extras, xRng.int(1, 2))) items.push({ kind: 'extra', extraId: x.extraId, description: x.name, quantity: xRng.chance(0.85) ? 1 : 2, unit: x.price });
      }
      const subtotal = cents(items.reduce((s, it) => s + it.unit * it.quantity, 0));
      const status = xRng.weighted([['payment_confirmed', 74], ['pending_payment', 9], ['preorder', 3], ['cancelled', 9], ['refused', 5]] as const);
      const orderId = addOrder({ customer: customerId(xRng.int(0, plan.customers - 1)), eventId: ev.id, status, subtotal, created, couponCodes: donation ? [] : globalCodeIds, rng: xRng }).id;
      for (const it of items) {
        wItems.add({ id: wItems.id(), order_id: orderId, kind: it.kind, subscription_id: null, extra_id: it.extraId, event_id: ev.id, description: it.description, quantity: it.quantity, unit_price: it.unit, total: cents(it.unit * it.quantity) });
      }
      if (wOrders.pending >= bulk.chunkRows) await flushCommerce();
    }
    await flushCommerce();
    log(`orders: ${wOrders.rows}`);

    // ---------------------------------------------------------------- results and import jobs (finished events)
    const impRng = rngFor('imports');
    const wJobs = await bulk.table('import_jobs', ['id', 'kind', 'event_id', 'tournament_id', 'status', 'file_url', 'file_name', 'total_lines', 'processed_lines', 'succeeded_lines', 'failed_lines', 'attempts', 'error', 'created_by_id', 'started_at', 'finished_at', 'created_at', 'updated_at']);
    const wJobLines = await bulk.table('import_job_lines', ['import_job_id', 'line_number', 'raw', 'outcome', 'message', 'subscription_id']);
    const wResults = await bulk.table('results', ['id', 'event_id', 'subscription_id', 'import_job_id', 'chest_number', 'net_time_ms', 'gun_time_ms', 'overall_position', 'gender_position', 'category_position', 'modality_position', 'age_category']);
    for (const [eventId, list] of resultsByEvent) {
      const ev = events.find((x) => x.id === eventId)!;
      const jobId = wJobs.id();
      const fileDay = addDays(ev.eventDate, 1);
      const failedLines = impRng.int(0, 3);
      const timed = list.map((x) => ({ ...x, net: impRng.int(18 * 60_000, 75 * 60_000) + impRng.int(0, 59_999) }));
      timed.sort((a, b) => a.net - b.net);
      const genderPos = [0, 0];
      const modalityPos = new Map<number, number>();
      timed.forEach((x, i) => {
        genderPos[x.gender]!++;
        modalityPos.set(x.emId, (modalityPos.get(x.emId) ?? 0) + 1);
        wResults.add({
          id: wResults.id(), event_id: eventId, subscription_id: x.subId, import_job_id: jobId, chest_number: x.chest, net_time_ms: x.net, gun_time_ms: x.net + impRng.int(0, 90_000),
          overall_position: i + 1, gender_position: genderPos[x.gender]!, category_position: null, modality_position: modalityPos.get(x.emId)!, age_category: null,
        });
        wJobLines.add({ import_job_id: jobId, line_number: i + 1, raw: `${x.chest};${msToClock(x.net)}`, outcome: 'imported', message: null, subscription_id: x.subId });
      });
      for (let f = 0; f < failedLines; f++) {
        wJobLines.add({ import_job_id: jobId, line_number: timed.length + f + 1, raw: `${90000 + f};00:41:12`, outcome: 'failed', message: 'Número de peito não encontrado neste evento', subscription_id: null });
      }
      wJobs.add({
        id: jobId, kind: 'results', event_id: eventId, tournament_id: null, status: 'completed', file_url: demoUpload(`/uploads/results/${ev.slug}.csv`), file_name: `resultados-${ev.slug}.csv`,
        total_lines: timed.length + failedLines, processed_lines: timed.length + failedLines, succeeded_lines: timed.length, failed_lines: failedLines, attempts: 1, error: null,
        created_by_id: impRng.pick(staffIds), started_at: ts(fileDay, impRng), finished_at: ts(fileDay, impRng), created_at: ts(fileDay, impRng), updated_at: ts(fileDay, impRng),
      });
    }
    // one job in each other state, on past and future events
    const pastEvents = events.filter((ev) => ev.past && !ev.trainerId);
    const futureEvents = events.filter((ev) => !ev.past && !ev.trainerId);
    for (const [kind, status, ev] of [
      ['results', 'failed', pastEvents[0]],
      ['results', 'processing', pastEvents[1]],
      ['results', 'not_started', pastEvents[2]],
      ['results', 'scheduled', pastEvents[3]],
      ['athlete_numbers', 'completed', futureEvents[0]],
      ['athlete_numbers', 'failed', futureEvents[1]],
    ] as const) {
      if (!ev) continue;
      const day = ev.past ? addDays(ev.eventDate, 1) : addDays(today, -1);
      wJobs.add({
        id: wJobs.id(), kind, event_id: ev.id, tournament_id: null, status, file_url: demoUpload(`/uploads/imports/${kind}-${ev.slug}.csv`), file_name: `${kind === 'results' ? 'resultados' : 'numeros-de-peito'}-${ev.slug}.csv`,
        total_lines: status === 'not_started' || status === 'scheduled' ? 0 : 1200, processed_lines: status === 'processing' ? 430 : status === 'completed' || status === 'failed' ? 1200 : 0,
        succeeded_lines: status === 'completed' ? 1200 : status === 'processing' ? 428 : 0, failed_lines: status === 'processing' ? 2 : 0, attempts: status === 'failed' ? 3 : status === 'not_started' ? 0 : 1,
        error: status === 'failed' ? 'Arquivo com colunas inesperadas: esperado "numero;tempo"' : null, created_by_id: impRng.pick(staffIds),
        started_at: status === 'not_started' || status === 'scheduled' ? null : ts(day, impRng), finished_at: status === 'completed' || status === 'failed' ? ts(day, impRng) : null,
        created_at: ts(day, impRng), updated_at: ts(day, impRng),
      });
    }
    await bulk.flush(wJobs, wJobLines, wResults);

    // ---------------------------------------------------------------- trainers: occurrences, balances, withdrawals, justifications
    const wOcc = await bulk.table('activity_occurrences', ['id', 'event_id', 'trainer_activity_id', 'date', 'start_hour', 'end_hour', 'status', 'weather', 'subscriptions_limit', 'deleted_at']);
    const activityRows = await client.query(`SELECT id, event_id FROM trainer_activities ORDER BY id`);
    const activityIdByEvent = new Map(activityRows.rows.map((r) => [Number(r.event_id), Number(r.id)]));
    for (const ev of activities) {
      const evRow = await client.query(`SELECT days_of_week, start_hour, end_hour FROM events WHERE id = $1`, [ev.id]);
      const days = parseIntArray(evRow.rows[0]!.days_of_week);
      for (let d = 0; d < 84; d++) {
        const day = addDays(ev.eventDate, d);
        if (!days.includes(dayOfWeek(day))) continue;
        const past = day < today;
        wOcc.add({
          id: wOcc.id(), event_id: ev.id, trainer_activity_id: activityIdByEvent.get(ev.id) ?? null, date: day, start_hour: String(evRow.rows[0]!.start_hour), end_hour: String(evRow.rows[0]!.end_hour),
          status: past ? (trRng.chance(0.9) ? 'completed' : 'cancelled') : 'scheduled', weather: past ? trRng.pick(['Ensolarado', 'Nublado', 'Parcialmente nublado', 'Chuvoso']) : null,
          subscriptions_limit: trRng.pick([10, 15, 20]), deleted_at: trRng.chance(0.04) ? ts(addDays(day, -2), trRng) : null,
        });
      }
    }
    const wWithdraws = await bulk.table('withdraw_requests', ['id', 'trainer_id', 'bank_account_id', 'amount', 'status', 'notes', 'processed_by_id', 'processed_at', 'created_at', 'updated_at']);
    const wBalances = await bulk.table('trainer_balances', ['id', 'trainer_id', 'entry_type', 'amount', 'description', 'order_id', 'subscription_id', 'withdraw_request_id', 'available_on', 'created_at']);
    const wJustifications = await bulk.table('justifications', ['id', 'trainer_id', 'description', 'status', 'created_by_id', 'created_at', 'updated_at']);
    await bulk.flush(wOcc);
    const paidActivitySubs = await client.query(
      `SELECT s.id, s.order_id, s.price, e.trainer_id, s.created_at::date::text AS day FROM subscriptions s JOIN events e ON e.id = s.event_id
       WHERE e.trainer_id IS NOT NULL AND s.status = 'approved' ORDER BY s.id`,
    );
    const creditsByTrainer = new Map<number, { amount: number; day: string }[]>();
    // ledger entries are numbered in insertion order (a trigger gives each its trainer's next seq), and the statement
    // lists them by that number: they are collected here and written in the order they happened
    // (a debit names its withdraw request, numbered later)
    type LedgerRow = { trainer_id: number; entry_type: 'credit' | 'debit'; amount: number; description: string; order_id: number | null; subscription_id: number | null; request?: { id: number }; available_on: string; created_at: string };
    const ledger: LedgerRow[] = [];
    // withdraw requests are numbered in the order they were made, as the server numbers them (lists sort by number)
    const withdrawRequests: (Record<string, unknown> & { request: { id: number }; created_at: string })[] = [];
    for (const row of paidActivitySubs.rows) {
      const trainerId = Number(row.trainer_id);
      const amount = cents(Number(row.price) * 0.85);
      const day = String(row.day);
      ledger.push({ trainer_id: trainerId, entry_type: 'credit', amount, description: 'Inscrição em atividade (repasse 85%)', order_id: Number(row.order_id), subscription_id: Number(row.id), available_on: addDays(day, 30), created_at: ts(day, trRng) });
      creditsByTrainer.set(trainerId, [...(creditsByTrainer.get(trainerId) ?? []), { amount, day }]);
    }
    // a long ledger (bench): deterministic past credits, no draw from trRng so the rest of the seed is unchanged
    for (let i = 0; i < plan.trainerLedgerEntries; i++) {
      const day = addDays(today, -31 - (i % 700));
      ledger.push({ trainer_id: trainers[0]!.id, entry_type: 'credit', amount: 10 + (i % 50), description: 'Inscrição em atividade (repasse 85%)', order_id: null, subscription_id: null, available_on: day, created_at: instantAt(day, 12 * 3600) });
    }
    for (const t of trainers) {
      const credits = creditsByTrainer.get(t.id) ?? [];
      const nWithdraws = credits.length ? trRng.int(1, 3) : trRng.int(0, 1);
      // decision 0065: a request never takes more than the available balance (credits already released − debits −
      // pending); one that would is denied instead. The draws stay the same, so the rest of the seed is unchanged.
      let availableCents = credits.filter((c) => addDays(c.day, 30) <= today).reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
      if (t === trainers[0]) for (let i = 0; i < plan.trainerLedgerEntries; i++) availableCents += (10 + (i % 50)) * 100;
      for (let w = 0; w < nWithdraws; w++) {
        const request = { id: 0 }; // numbered below, once every request is known, in date order
        const amount = cents(Math.max(50, credits.reduce((s, c) => s + c.amount, 0) / (nWithdraws + 1)) || trRng.int(100, 900));
        const drawn = trRng.weighted([['approved', 5], ['pending', 3], ['denied', 1], ['partially_denied', 1]] as const);
        const day = addDays(today, -trRng.int(1, 120));
        const processedBy = drawn === 'pending' ? null : trRng.pick(staffIds);
        const processedAt = drawn === 'pending' ? null : ts(addDays(day, trRng.int(1, 5)), trRng);
        const amountCents = Math.round(amount * 100);
        const paidCents = drawn === 'approved' ? amountCents : drawn === 'partially_denied' ? Math.round(cents(amount / 2) * 100) : 0;
        const takes = drawn === 'pending' ? amountCents : paidCents;
        const status = drawn !== 'denied' && takes > availableCents ? 'denied' : drawn;
        if (status !== 'denied') availableCents -= takes;
        withdrawRequests.push({
          request, trainer_id: t.id, bank_account_id: t.bankAccountId, amount, status,
          notes: status === 'denied' ? (drawn === 'denied' ? 'Dados bancários divergentes do titular' : 'Saldo disponível insuficiente') : status === 'partially_denied' ? 'Parte do saldo ainda não liberada' : null,
          processed_by_id: status === 'pending' ? null : (processedBy ?? staffIds[0]!), processed_at: status === 'pending' ? null : (processedAt ?? instantAt(addDays(day, 1), 12 * 3600)), created_at: ts(day, trRng), updated_at: ts(day, trRng),
        });
        if (drawn === 'approved' || drawn === 'partially_denied') {
          const debitAt = ts(day, trRng);
          if (status !== 'denied') ledger.push({ trainer_id: t.id, entry_type: 'debit', amount: paidCents / 100, description: 'Saque', order_id: null, subscription_id: null, request, available_on: day, created_at: debitAt });
        }
      }
      for (let j = 0; j < trRng.int(0, 2); j++) {
        const day = addDays(today, -trRng.int(1, 200));
        wJustifications.add({
          id: wJustifications.id(), trainer_id: t.id,
          description: trRng.pick(['Aula cancelada por chuva forte.', 'Ausência por motivo de saúde (atestado enviado).', 'Troca de local por obra no parque.', 'Atraso no repasse: conta bancária alterada.']),
          status: trRng.chance(0.6) ? 'closed' : 'open', created_by_id: trRng.chance(0.5) ? trRng.pick(staffIds) : null, created_at: ts(day, trRng), updated_at: ts(day, trRng),
        });
      }
    }
    // one format for every instant (YYYY-MM-DDTHH:MM:SS-03:00): the text order is the time order; sort is stable
    const byTime = (a: { created_at: string }, b: { created_at: string }) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);
    withdrawRequests.sort(byTime);
    for (const { request, ...row } of withdrawRequests) {
      request.id = wWithdraws.id();
      wWithdraws.add({ id: request.id, ...row });
    }
    ledger.sort(byTime);
    await bulk.flush(wWithdraws); // the debits name their requests
    for (const { request, ...entry } of ledger) {
      wBalances.add({ id: wBalances.id(), ...entry, withdraw_request_id: request?.id ?? null });
      await flushIfFull(wBalances);
    }
    await bulk.flush(wBalances, wJustifications);

    // ---------------------------------------------------------------- tournaments (beach tennis)
    const tnRng = rngFor('tournaments');
    let firstTournamentId = 0;
    const wTournaments = await bulk.table('tournaments', ['id', 'event_id', 'name', 'trainer_id', 'event_type_id', 'category_id', 'city_id', 'online', 'place', 'description', 'price_type', 'charge_type', 'price', 'extra_modality_price', 'start_date', 'end_date', 'sponsor_photos', 'partner_photos', 'status', 'created_at', 'updated_at']);
    const wTCats = await bulk.table('tournament_categories', ['id', 'tournament_id', 'name', 'price', 'gender', 'min_age', 'max_age']);
    const wTMods = await bulk.table('tournament_modalities', ['id', 'tournament_id', 'modality_id', 'name']);
    const wTSlots = await bulk.table('tournament_slots', ['id', 'tournament_id', 'tournament_category_id', 'tournament_modality_id', 'quantity', 'price']);
    const wTKits = await bulk.table('tournament_kits', ['id', 'tournament_id', 'name', 'description', 'photo_url', 'price']);
    const wTSched = await bulk.table('tournament_schedule_matches', ['id', 'tournament_id', 'day_of_week', 'start_hour', 'end_hour', 'place']);
    const wTRegs = await bulk.table('tournament_regulations', ['id', 'tournament_id', 'title', 'file_url']);
    const wTSubs = await bulk.table('tournament_subscriptions', ['id', 'tournament_id', 'tournament_slot_id', 'customer_id', 'partner_customer_id', 'order_id', 'status', 'price', 'created_at', 'updated_at']);
    const beachEvents = events.filter((ev) => ev.categoryName === 'Beach tennis');
    const btModalities = modalitiesByCategory.get('Beach tennis') ?? [];
    for (let i = 0; i < 8; i++) {
      const id = wTournaments.id();
      if (!firstTournamentId) firstTournamentId = id;
      const city = cityTable.pick(tnRng);
      const ev = beachEvents[i] ?? null;
      const start = ev ? ev.eventDate : addDays(today, tnRng.int(-120, 120));
      const end = addDays(start, tnRng.int(0, 2));
      // created two months ahead of its start, or a week ago when that is still to come; entries between then and now
      const createdDay = addDays(start, -60) < today ? addDays(start, -60) : addDays(today, -7);
      const updatedDay = addDays(start, -30) < today ? addDays(start, -30) : addDays(today, -1);
      const entryDay = (daysBefore: number) => {
        const day = addDays(start, -daysBefore) < today ? addDays(start, -daysBefore) : addDays(today, -1 - (daysBefore % 6));
        return day > createdDay ? day : addDays(createdDay, 1);
      };
      const createdAt = ts(createdDay, tnRng);
      const updatedAt = updatedDay > createdDay ? ts(updatedDay, tnRng) : afterInstant(createdAt, 600);
      const byCategory = tnRng.chance(0.5);
      const free = i === 7;
      const tPrice = free ? 0 : tnRng.pick([120, 150, 180, 220]);
      const catNames = tnRng.sample(['Masculino A', 'Masculino B', 'Masculino C', 'Feminino A', 'Feminino B', 'Feminino C', 'Mista', 'Iniciante', 'Sub-18', '40+'], tnRng.int(3, 5));
      const cats = catNames.map((name) => {
        const cid = wTCats.id();
        const price = byCategory && !free ? tnRng.pick([100, 130, 160, 200]) : null;
        wTCats.add({ id: cid, tournament_id: id, name, price, gender: name.startsWith('Masculino') ? 0 : name.startsWith('Feminino') ? 1 : null, min_age: name === '40+' ? 40 : null, max_age: name === 'Sub-18' ? 17 : null });
        return { id: cid, price: price ?? tPrice };
      });
      const mods = btModalities.slice(0, tnRng.int(1, 2)).map((m) => {
        const mid = wTMods.id();
        wTMods.add({ id: mid, tournament_id: id, modality_id: m.id, name: m.name.replace('Beach tennis ', '').replace(/^./, (c) => c.toUpperCase()) });
        return mid;
      });
      const slots: { id: number; quantity: number; price: number }[] = [];
      for (const c of cats) for (const m of mods) {
        const sid = wTSlots.id();
        const quantity = tnRng.pick([8, 12, 16, 24, 32]);
        slots.push({ id: sid, quantity, price: c.price });
        wTSlots.add({ id: sid, tournament_id: id, tournament_category_id: c.id, tournament_modality_id: m, quantity, price: c.price });
      }
      wTKits.add({ id: wTKits.id(), tournament_id: id, name: 'Kit atleta beach tennis', description: 'Camiseta UV, viseira e bola oficial', photo_url: demoUpload(`/uploads/tournaments/${id}/kit.jpg`), price: 0 });
      // matches are played on the tournament's own days
      const playDays = [...new Set(Array.from({ length: daysBetween(start, end) + 1 }, (_, k) => dayOfWeek(addDays(start, k))))].sort();
      for (const dow of playDays) wTSched.add({ id: wTSched.id(), tournament_id: id, day_of_week: dow, start_hour: '08:00', end_hour: '18:00', place: `Arena ${tnRng.int(1, 4)}` });
      wTRegs.add({ id: wTRegs.id(), tournament_id: id, title: 'Regulamento geral', file_url: demoUpload(`/uploads/tournaments/${id}/regulamento.pdf`) });
      const name = `${tnRng.pick(['Open', 'Torneio', 'Copa', 'Desafio'])} de Beach Tennis ${city.name} ${start.slice(0, 4)}`;
      wTournaments.add({
        id, event_id: ev?.id ?? null, name, trainer_id: tnRng.chance(0.5) ? tnRng.pick(trainers).id : null, event_type_id: typeTournament, category_id: categoryIds.get('Beach tennis')!,
        city_id: city.id, online: false, place: `Arena ${city.name}`, description: `Torneio de beach tennis em ${city.name}/${city.uf}.`,
        price_type: byCategory ? 'by_category' : 'by_tournament', charge_type: free ? 'free' : 'paid', price: byCategory ? null : tPrice, extra_modality_price: free ? 0 : tnRng.pick([0, 40, 60]),
        start_date: start, end_date: end, sponsor_photos: JSON.stringify([demoUpload(`/uploads/tournaments/${id}/patrocinio.png`)]), partner_photos: JSON.stringify([]),
        status: tnRng.chance(0.8) ? 'enabled' : 'disabled', created_at: createdAt, updated_at: updatedAt,
      });
      for (const slot of slots) {
        for (let k = 0; k < Math.min(slot.quantity, tnRng.int(2, slot.quantity)); k++) {
          const status = tnRng.weighted([['approved', 6], ['pending', 2], ['rejected', 1], ['cancelled', 1]] as const);
          const day = entryDay(tnRng.int(1, 50));
          wTSubs.add({
            id: wTSubs.id(), tournament_id: id, tournament_slot_id: slot.id, customer_id: customerId(tnRng.int(0, plan.customers - 1)),
            partner_customer_id: mods.length > 1 || tnRng.chance(0.7) ? customerId(tnRng.int(0, plan.customers - 1)) : null, order_id: null, status, price: slot.price,
            created_at: ts(day, tnRng), updated_at: ts(day, tnRng),
          });
        }
      }
    }
    if (plan.bigTournamentEntries) {
      // bench: one big tournament (10 categories × 2 modalities) whose entries list is measured (issue 16)
      const bigRng = rngFor('tournament-big');
      const id = wTournaments.id();
      const start = addDays(today, 30);
      const perSlot = Math.ceil(plan.bigTournamentEntries / 20);
      const slotIds: number[] = [];
      const catIds = ['Masculino A', 'Masculino B', 'Masculino C', 'Masculino D', 'Feminino A', 'Feminino B', 'Feminino C', 'Feminino D', 'Mista', '40+'].map((name) => {
        const cid = wTCats.id();
        wTCats.add({ id: cid, tournament_id: id, name, price: 150, gender: null, min_age: null, max_age: null });
        return cid;
      });
      for (const mname of ['Duplas', 'Simples']) {
        const mid = wTMods.id();
        wTMods.add({ id: mid, tournament_id: id, modality_id: null, name: mname });
        for (const cid of catIds) {
          const sid = wTSlots.id();
          slotIds.push(sid);
          wTSlots.add({ id: sid, tournament_id: id, tournament_category_id: cid, tournament_modality_id: mid, quantity: perSlot, price: 150 });
        }
      }
      wTournaments.add({
        id, event_id: null, name: 'Bench Open de Beach Tennis 10k', trainer_id: null, event_type_id: typeTournament, category_id: categoryIds.get('Beach tennis')!,
        city_id: null, online: false, place: 'Arena Bench', description: 'Torneio do bench (lista de inscrições grande).', price_type: 'by_category', charge_type: 'paid', price: null,
        extra_modality_price: 0, start_date: start, end_date: start, sponsor_photos: JSON.stringify([]), partner_photos: JSON.stringify([]), status: 'enabled',
        created_at: ts(addDays(today, -60), bigRng), updated_at: ts(addDays(today, -60), bigRng),
      });
      for (let k = 0; k < plan.bigTournamentEntries; k++) {
        const day = addDays(today, -bigRng.int(1, 50));
        wTSubs.add({
          id: wTSubs.id(), tournament_id: id, tournament_slot_id: slotIds[k % slotIds.length]!, customer_id: customerId(bigRng.int(0, plan.customers - 1)),
          partner_customer_id: customerId(bigRng.int(0, plan.customers - 1)), order_id: null, status: bigRng.weighted([['approved', 7], ['pending', 2], ['cancelled', 1]] as const), price: 150,
          created_at: ts(day, bigRng), updated_at: ts(day, bigRng),
        });
      }
    }
    await bulk.flush(wTournaments, wTCats, wTMods, wTSlots, wTKits, wTSched, wTRegs, wTSubs);
    // a beach-tennis import job on the first tournament
    wJobs.add({
      id: wJobs.id(), kind: 'beach_tennis', event_id: null, tournament_id: firstTournamentId, status: 'completed', file_url: demoUpload('/uploads/imports/beach-tennis-inscritos.csv'),
      file_name: 'beach-tennis-inscritos.csv', total_lines: 48, processed_lines: 48, succeeded_lines: 46, failed_lines: 2, attempts: 1, error: null, created_by_id: staffIds[0]!,
      started_at: ts(addDays(today, -12), tnRng), finished_at: ts(addDays(today, -12), tnRng), created_at: ts(addDays(today, -12), tnRng), updated_at: ts(addDays(today, -12), tnRng),
    });
    await bulk.flush(wJobs);

    // ---------------------------------------------------------------- reservations
    const rvRng = rngFor('reservations');
    const wReservations = await bulk.table('reservations', ['id', 'event_id', 'team_id', 'customer_id', 'year', 'quantity_requested', 'quantity_approved', 'subscriptions_remaining', 'status', 'notes', 'decided_by_id', 'decided_at', 'created_at', 'updated_at']);
    for (let i = 0; i < (size === 'bench' ? 300 : 45); i++) {
      const ev = rvRng.pick(events.filter((x) => !x.trainerId));
      const team = teamIds.length ? rvRng.pick(teamIds) : null;
      const requested = rvRng.int(5, 60);
      const status = rvRng.weighted([['approved', 5], ['pending', 3], ['rejected', 1], ['cancelled', 1]] as const);
      const approvedQty = status === 'approved' ? rvRng.int(Math.ceil(requested / 2), requested) : null;
      const day = addDays(ev.subStart, rvRng.int(0, 20));
      wReservations.add({
        id: wReservations.id(), event_id: ev.id, team_id: team, customer_id: null, year: Number(ev.eventDate.slice(0, 4)), quantity_requested: requested, quantity_approved: approvedQty,
        subscriptions_remaining: approvedQty ? rvRng.int(0, approvedQty) : 0, status, notes: status === 'rejected' ? 'Evento com vagas esgotadas para equipes' : null,
        decided_by_id: status === 'pending' ? null : rvRng.pick(staffIds), decided_at: status === 'pending' ? null : ts(addDays(day, 2), rvRng), created_at: ts(day, rvRng), updated_at: ts(day, rvRng),
      });
    }
    await bulk.flush(wReservations);

    // ---------------------------------------------------------------- stores, totems, token batches and tokens
    const stRng = rngFor('stores');
    const wStores = await bulk.table('stores', ['id', 'name', 'cnpj', 'email', 'phone', 'city_id', 'address', 'status']);
    const wTotems = await bulk.table('totem_stores', ['id', 'store_id', 'name', 'identifier', 'location', 'status']);
    const wBatches = await bulk.table('token_batches', ['id', 'store_id', 'event_id', 'quantity', 'description', 'created_by_id', 'created_at']);
    const wTokens = await bulk.table('tokens', ['id', 'token_batch_id', 'code', 'status', 'used_at', 'customer_id', 'subscription_id', 'created_at']);
    const storeIds: number[] = [];
    for (let i = 0; i < 14; i++) {
      const id = wStores.id();
      const city = cityTable.pick(stRng);
      storeIds.push(id);
      wStores.add({
        id, name: `${stRng.pick(['Passada Leve', 'Bike Center Pedal Forte', 'Corre Brasil Store', 'Mundo do Corredor', 'Esporte Total'])} – ${stRng.pick(['Shopping', 'Centro', 'Loja'])} ${city.name}`,
        cnpj: cnpjAt(i, 5), email: `loja${id}@lojas.demo.local`, phone: `${stRng.pick(DDD_BY_UF[city.uf] ?? [11])}3${String(stRng.int(0, 9_999_999)).padStart(7, '0')}`,
        city_id: city.id, address: `${stRng.pick(STREET_TYPES)} ${stRng.pick(STREET_NAMES)}, ${stRng.int(10, 3000)}`, status: stRng.chance(0.9) ? 'enabled' : 'disabled',
      });
      if (i < 9) wTotems.add({ id: wTotems.id(), store_id: id, name: `Totem ${i + 1}`, identifier: `TOT-${String(i + 1).padStart(4, '0')}-${code(stRng, 4)}`, location: stRng.pick(['Entrada', 'Caixa', 'Provador', 'Balcão de kits']), status: stRng.chance(0.85) ? 'enabled' : 'disabled' });
    }
    await bulk.flush(wStores, wTotems);
    const tokenCodes = new Set<string>();
    for (let b = 0; b < 24; b++) {
      const id = wBatches.id();
      const quantity = b === 0 ? 999 : stRng.pick([10, 20, 25, 50, 100, 150]);
      const day = addDays(today, -stRng.int(1, 300));
      wBatches.add({ id, store_id: stRng.pick(storeIds), event_id: stRng.chance(0.6) ? stRng.pick(events).id : null, quantity, description: stRng.pick(['Cortesias loja parceira', 'Ação de lançamento', 'Clientes VIP', null]), created_by_id: stRng.pick(staffIds), created_at: ts(day, stRng) });
      for (let t = 0; t < quantity; t++) {
        let c = code(stRng, 10);
        while (tokenCodes.has(c)) c = code(stRng, 10);
        tokenCodes.add(c);
        const used = stRng.chance(0.35);
        wTokens.add({ id: wTokens.id(), token_batch_id: id, code: c, status: used ? 'unavailable' : 'available', used_at: used ? ts(addDays(day, stRng.int(1, 30)), stRng) : null, customer_id: used ? customerId(stRng.int(0, plan.customers - 1)) : null, subscription_id: null, created_at: ts(day, stRng) });
      }
    }
    await bulk.flush(wBatches, wTokens);

    // ---------------------------------------------------------------- banners, newsletter, notifications, reports, settings
    const wBanners = await bulk.table('banners', ['id', 'title', 'image_url', 'link_url', 'event_id', 'position', 'status', 'starts_at', 'ends_at', 'created_at', 'updated_at']);
    const upcoming = events.filter((ev) => !ev.past && !ev.trainerId);
    for (let i = 0; i < 14; i++) {
      const ev = upcoming.length ? mkRng.pick(upcoming) : null;
      const day = addDays(today, -mkRng.int(0, 90));
      wBanners.add({
        id: wBanners.id(), title: ev ? `Inscrições abertas: ${ev.slug.replaceAll('-', ' ')}` : mkRng.pick(['Baixe o aplicativo', 'Seja parceiro', 'Calendário de provas']),
        image_url: demoUpload(`/uploads/banners/banner-${i + 1}.jpg`), link_url: ev ? `/eventos/${ev.slug}` : '/app', event_id: ev?.id ?? null, position: i + 1, status: mkRng.chance(0.75) ? 'enabled' : 'disabled',
        starts_at: ts(day, mkRng), ends_at: mkRng.chance(0.5) ? ts(addDays(day, mkRng.int(10, 90)), mkRng) : null, created_at: ts(day, mkRng), updated_at: ts(day, mkRng),
      });
    }
    const wNewsletter = await bulk.table('newsletter_subscribers', ['id', 'email', 'name', 'origin', 'status', 'created_at', 'updated_at']);
    for (let i = 0; i < plan.newsletter; i++) {
      const female = mkRng.chance(0.5);
      const first = mkRng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last = mkRng.pick(LAST_NAMES);
      const day = addDays(today, -mkRng.int(0, 900));
      wNewsletter.add({
        id: wNewsletter.id(), email: `${asciiSlug(first, '')}.${asciiSlug(last, '')}.news${i}@${mkRng.weighted(EMAIL_DOMAINS)}`, name: mkRng.chance(0.7) ? `${first} ${last}` : null,
        origin: CHANNEL.pick(mkRng), status: mkRng.chance(0.85) ? 'active' : 'inactive', created_at: ts(day, mkRng), updated_at: ts(day, mkRng),
      });
    }
    const wNotifications = await bulk.table('notifications', ['id', 'user_id', 'type', 'title', 'body', 'link_url', 'read_at', 'created_at']);
    const NOTES = [
      ['report_ready', 'Relatório de pedidos pronto', 'O relatório solicitado está disponível para download.', '/orders-report/list'],
      ['import_finished', 'Importação de resultados concluída', 'Os resultados foram importados com sucesso.', '/events/list'],
      ['reservation_requested', 'Nova solicitação de reserva', 'Uma equipe solicitou vagas para um evento.', '/reservations/list'],
      ['trainer_pending', 'Treinador aguardando análise', 'Um novo treinador enviou o cadastro.', '/trainer/list'],
      ['withdraw_requested', 'Nova solicitação de saque', 'Um treinador solicitou saque do saldo disponível.', '/trainer/withdraw/list'],
      ['order_refused', 'Pagamento recusado', 'Um pedido teve o pagamento recusado pela operadora.', '/orders/list'],
      ['system', 'Manutenção programada', 'O painel ficará indisponível por 10 minutos na madrugada de domingo.', null],
    ] as const;
    // received in the order of their ids (as the server writes them), each read, if at all, after it arrived
    const noteTimes = Array.from({ length: 60 }, () => ts(addDays(today, -mkRng.int(1, 45)), mkRng)).sort();
    for (let i = 0; i < 60; i++) {
      const [type, title, body, link] = mkRng.pick(NOTES);
      const receivedAt = noteTimes[i]!;
      const readAt = mkRng.chance(0.5) ? afterInstant(receivedAt, mkRng.int(60, 3 * 86_400), endOfToday) : null;
      wNotifications.add({ id: wNotifications.id(), user_id: mkRng.chance(0.3) ? null : mkRng.pick(staffIds.slice(0, 3)), type, title, body, link_url: link, read_at: readAt, created_at: receivedAt });
    }
    const wReports = await bulk.table('report_files', ['id', 'report_type', 'file_format', 'status', 'progress', 'params', 'event_id', 'file_url', 'file_name', 'error', 'attempts', 'requested_by_id', 'started_at', 'finished_at', 'created_at', 'updated_at']);
    const REPORT_TYPES = ['orders', 'sales', 'tax', 'subscriptions', 'event_results', 'coupons', 'customer_users', 'activity_occurrences', 'tournament_subscriptions', 'withdraws'] as const;
    // pt-BR file names, as the panel's own reports are named (inscricoes-…, resultados-…).
    const REPORT_FILE_PREFIX: Record<(typeof REPORT_TYPES)[number], string> = {
      orders: 'pedidos',
      sales: 'vendas',
      tax: 'relatorio_fiscal',
      subscriptions: 'inscricoes',
      event_results: 'resultados',
      coupons: 'cupons',
      customer_users: 'usuarios-do-app',
      activity_occurrences: 'ocorrencias',
      tournament_subscriptions: 'inscricoes-torneio',
      withdraws: 'saques',
    };
    // The params each report type's generator reads: a report left queued or running is run again when the server starts.
    const reportParams = (type: (typeof REPORT_TYPES)[number], day: string, ev: { id: number } | null): Record<string, unknown> => {
      const year = Number(day.slice(0, 4));
      switch (type) {
        case 'orders': return { start_date: addDays(day, -30), end_date: day };
        case 'sales': return { tab: ['general', 'events', 'payment_methods', 'origins', 'types', 'statuses', 'modalities'][Number(day.slice(8, 10)) % 7], year };
        case 'tax': return { file: 'report', year, month: Number(day.slice(5, 7)) };
        case 'tournament_subscriptions': return firstTournamentId ? { tournament_id: firstTournamentId } : {};
        default: return ev ? { event_id: ev.id } : {};
      }
    };
    /** Types the server has no generator for (withdraws, occurrences): history only, never left queued. */
    const HISTORY_ONLY = new Set<string>(['withdraws', 'activity_occurrences']);
    for (let i = 0; i < 30; i++) {
      const picked = mkRng.pick(REPORT_TYPES);
      // The first three (queued, running, failed) are types the server can run, so the demo shows them finish.
      const type = i < 3 ? (['orders', 'sales', 'tax'] as const)[i]! : picked;
      const pending = i < 3 ? (['scheduled', 'processing', 'failed'] as const)[i]! : mkRng.weighted([['completed', 8], ['failed', 1], ['processing', 1]] as const);
      const status = pending === 'processing' && HISTORY_ONLY.has(type) ? 'completed' : pending;
      // requested on an earlier day (never later than now), started within a minute, finished minutes later
      const day = addDays(today, -mkRng.int(1, 60));
      const requestedAt = ts(day, mkRng);
      const startedAt = afterInstant(requestedAt, mkRng.int(1, 60));
      const finishedAt = afterInstant(startedAt, mkRng.int(5, 600));
      const ev = type === 'subscriptions' || type === 'event_results' ? mkRng.pick(events) : null;
      const fileName = `${REPORT_FILE_PREFIX[type]}-${day}.csv`;
      wReports.add({
        id: wReports.id(), report_type: type, file_format: 'csv', status, progress: status === 'completed' ? 100 : status === 'processing' ? mkRng.int(5, 95) : status === 'failed' ? mkRng.int(0, 80) : 0,
        params: JSON.stringify(reportParams(type, day, ev)), event_id: ev?.id ?? null,
        file_url: status === 'completed' ? demoUpload(`/uploads/reports/${fileName}`) : null, file_name: status === 'completed' ? fileName : null,
        error: status === 'failed' ? 'Tempo limite excedido ao gerar o arquivo' : null, attempts: status === 'scheduled' ? 0 : status === 'failed' ? 3 : 1, requested_by_id: mkRng.pick(staffIds),
        started_at: status === 'scheduled' ? null : startedAt, finished_at: status === 'completed' || status === 'failed' ? finishedAt : null, created_at: requestedAt,
        updated_at: status === 'completed' || status === 'failed' ? finishedAt : status === 'processing' ? startedAt : requestedAt,
      });
    }
    await bulk.flush(wBanners, wNewsletter, wNotifications, wReports);
    await client.query(
      `UPDATE settings SET site_name = 'Plataforma de Eventos Esportivos', contact_email = 'contato@demo.local', support_phone = '1140028922',
       terms_url = '/termos-de-uso', privacy_url = '/politica-de-privacidade', updated_at = now() WHERE id = 1`,
    );

    // ---------------------------------------------------------------- indexes, derived counters and sequences
    const indexing = performance.now();
    if (fkTriggers?.length) await bulk.enableTriggers(fkTriggers);
    // before the indexes are rebuilt, so the name index is built over the final rows only; written afresh rather than
    // updated, so the table holds no dead version of each row (an UPDATE of every row doubled it: 768 → 1,420 pages on
    // the bench set, and a name search visits each match's page)
    await client.query(`TRUNCATE customer_search, customer_name_words, customer_name_word_totals`);
    await bulk.enableTriggers([nameWordsTrigger]);
    await client.query(
      `INSERT INTO customer_search (customer_id, name_key, orders, newest_order_id)
       SELECT c.id, c.name_key, coalesce(x.n, 0), x.newest FROM customers c
       LEFT JOIN (SELECT customer_id, count(*)::int AS n, max(id) AS newest FROM orders GROUP BY 1) x ON x.customer_id = c.id
       ORDER BY c.id`,
    );
    await bulk.enableTriggers([orderTotalsTrigger]);
    await bulk.createIndexes(droppedIndexes);
    const indexMs = performance.now() - indexing;
    if (droppedIndexes.length) log(`${droppedIndexes.length} indexes rebuilt`);
    const derived = performance.now();
    // two teams in three have an app account (a customer of kind 'team'), so 'Reenviar link' has someone to write to
    await client.query(
      `WITH account AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM customers WHERE user_kind = 'team' AND deleted_at IS NULL AND anonymized_at IS NULL),
            team AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM teams WHERE id % 3 <> 0)
       UPDATE teams t SET customer_id = account.id FROM team JOIN account USING (rn) WHERE t.id = team.id`,
    );
    await client.query(
      `UPDATE coupon_codes cc SET used_count = x.n FROM (SELECT coupon_code_id, count(*)::int AS n FROM orders WHERE coupon_code_id IS NOT NULL AND status = 'payment_confirmed' GROUP BY 1) x WHERE x.coupon_code_id = cc.id`,
    );
    await client.query(
      `UPDATE events e SET subscriptions_remaining = greatest(e.subscriptions_limit - x.n, 0) FROM (SELECT event_id, count(*)::int AS n FROM subscriptions WHERE status IN ('approved', 'pending', 'reserved') GROUP BY 1) x WHERE x.event_id = e.id`,
    );
    await client.query(
      `UPDATE kits k SET remaining_bl = greatest(k.stock_bl - coalesce(x.bl, 0), 0), remaining_g = greatest(k.stock_g - coalesce(x.g, 0), 0), remaining_gg = greatest(k.stock_gg - coalesce(x.gg, 0), 0),
         remaining_m = greatest(k.stock_m - coalesce(x.m, 0), 0), remaining_p = greatest(k.stock_p - coalesce(x.p, 0), 0)
       FROM kits k2 LEFT JOIN (
         SELECT em.kit_id, count(*) FILTER (WHERE s.shirt_size = 'bl')::int AS bl, count(*) FILTER (WHERE s.shirt_size = 'g')::int AS g, count(*) FILTER (WHERE s.shirt_size = 'gg')::int AS gg,
                count(*) FILTER (WHERE s.shirt_size = 'm')::int AS m, count(*) FILTER (WHERE s.shirt_size = 'p')::int AS p
         FROM subscriptions s JOIN event_modalities em ON em.id = s.event_modality_id WHERE s.status = 'approved' GROUP BY em.kit_id) x ON x.kit_id = k2.id
       WHERE k.id = k2.id`,
    );
    await client.query(
      `UPDATE events e SET kits_stock_remaining_bl = x.bl, kits_stock_remaining_g = x.g, kits_stock_remaining_gg = x.gg, kits_stock_remaining_m = x.m, kits_stock_remaining_p = x.p
       FROM (SELECT event_id, sum(remaining_bl)::int AS bl, sum(remaining_g)::int AS g, sum(remaining_gg)::int AS gg, sum(remaining_m)::int AS m, sum(remaining_p)::int AS p FROM kits GROUP BY 1) x
       WHERE x.event_id = e.id`,
    );
    await bulk.resetSequences();
    const benchEvents = plan.fixedEventSubscriptions.map((n, i) => ({ id: events[i]!.id, slug: events[i]!.slug, subscriptions: n }));
    const tables = bulk.timings();
    if (droppedIndexes.length) tables.push({ table: '(rebuild indexes)', rows: droppedIndexes.length, ms: indexMs });
    tables.push({ table: '(derived counters, sequences)', rows: 0, ms: performance.now() - derived });
    const report: SeedReport = { size, seed, today, ms: performance.now() - started, cpuMs: 0, tables, benchEvents };
    await client.query(
      `INSERT INTO app_meta (key, value, updated_at) VALUES ('seed', $1::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [JSON.stringify({ size, seed, today, benchEvents, rows: Object.fromEntries(tables.filter((t) => t.rows).map((t) => [t.table, t.rows])) })],
    );
    await client.query('COMMIT');
    // Planner statistics, hint bits and visibility maps now, not whenever autovacuum comes by (PGlite has none): later
    // queries plan on real numbers, index-only scans skip the heap, and no reader pays for setting the hint bits.
    const analyzing = performance.now();
    await client.query('VACUUM (ANALYZE)');
    report.tables.push({ table: '(vacuum, analyze)', rows: 0, ms: performance.now() - analyzing });
    report.ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    report.cpuMs = (cpu.user + cpu.system) / 1000;
    return report;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return String(value ?? '{}')
    .replace(/[{}]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}

function msToClock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** An event ends the same day: an end past midnight is written as 23:59 ("24:00" is not an HH:mm the API accepts). */
function endHourOf(hour: number): string {
  return hour >= 24 ? '23:59' : `${String(hour).padStart(2, '0')}:00`;
}

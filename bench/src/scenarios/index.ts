import type { Scenario } from '../types.ts';
import api from './api.ts';
import catalogue from './catalogue.ts';
import dashboard from './dashboard.ts';
import events from './events.ts';
import kitDesk from './kit-desk.ts';

// imports, area: commerce
import commerce from './commerce.ts';
import coupons from './coupons.ts';

// imports, area: finance
import finance from './finance.ts';

// imports, area: tournaments
import tournaments from './tournaments.ts';

// imports, area: trainers
import trainers from './trainers.ts';

// imports, area: customers
import customers from './customers.ts';

// imports, area: marketing
import marketing from './marketing.ts';

// imports, area: partners
import partners from './partners.ts';


/** Every scenario `run.ts` knows; a new bench adds its file here. Order is the run order. */
export const SCENARIOS: Scenario[] = [
  api,
  events,
  kitDesk,
  dashboard,
  catalogue,

  // scenarios, area: commerce
  commerce,
  coupons,

  // scenarios, area: finance
  finance,

  // scenarios, area: tournaments
  tournaments,

  // scenarios, area: trainers
  trainers,

  // scenarios, area: customers
  customers,

  // scenarios, area: marketing
  marketing,

  // scenarios, area: partners
  partners,

];

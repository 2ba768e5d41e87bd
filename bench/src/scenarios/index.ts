import type { Scenario } from '../types.ts';
import api from './api.ts';
import catalogue from './catalogue.ts';
import dashboard from './dashboard.ts';
import events from './events.ts';
import kitDesk from './kit-desk.ts';

// imports, area: commerce

// imports, area: finance
import finance from './finance.ts';

// imports, area: tournaments

// imports, area: trainers

// imports, area: customers

// imports, area: marketing

// imports, area: partners


/** Every scenario `run.ts` knows; a new bench adds its file here. Order is the run order. */
export const SCENARIOS: Scenario[] = [
  api,
  events,
  kitDesk,
  dashboard,
  catalogue,

  // scenarios, area: commerce

  // scenarios, area: finance
  finance,

  // scenarios, area: tournaments

  // scenarios, area: trainers

  // scenarios, area: customers

  // scenarios, area: marketing

  // scenarios, area: partners

];
